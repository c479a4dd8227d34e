/**
 * The api-server's computation engine: pure, deterministic functions that synthesise snapshot data
 * (signals, heatmaps, pictures, weather, addresses) and compute the analyses from it (leak size
 * and cost, PRPD and PD classification/severity, mechanical indicators, location clusters).
 * No I/O, no DOM, no global state. See README.md for the models and their constants.
 */

export * from './rng';
export * from './levels';
export * from './signal';
export * from './indicators';
export * from './pd';
export * from './airAbsorption';
export * from './leak';
export * from './heatmap';
export * from './scene';
export * from './photo';
export * from './raster';
export * from './biquad';
export * from './circular';
export * from './crc32';
export * from './clusters';
export * from './solar';
export * from './weather';
export * from './address';
export * from './recording';
export type { CostMode, LeakFlowUnit, Utilization } from 'shared-domain/analysis';
