/**
 * Pure analysis math of the viewer: severity, units, leak formatting, gases, limits, validation,
 * tags, filters, leak cost and the business constants (spec 000 §3, §4, §5, §9; spec 001 §5, §9). No I/O, no state, no dependencies.
 */
export * from './constants';
export * from './units';
export * from './severity';
export * from './formatLeakSize';
export * from './gases';
export * from './limits';
export * from './validation';
export * from './tags';
export * from './analysisKindFor';
export * from './filterTypeFor';
export * from './analysisTime';
export * from './formatDate';
export * from './currencySymbol';
export * from './leakCost';
export * from './componentTrend';
export * from './co2e';
export * from './savings';
export * from './leakFigures';
export * from './leakAssumptions';
export * from './reportRows';
export * from './heatmap';
export * from './heatmapView';
export * from './waveform';
export * from './pdText';
