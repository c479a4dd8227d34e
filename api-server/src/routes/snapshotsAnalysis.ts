import {
  leakAnalysis,
  leakLevelDb,
  mechanicalAnalysis,
  pdAnalysis,
  type CostMode,
  type LeakAnalysisResult,
  type LeakFlowUnit,
  type MechanicalAnalysis,
  type PdAnalysis,
} from '../engine';
import { EMPTY_SUMMARY, type SnapshotKind, type SnapshotSummary, type StoredMech } from '../db/snapshots';

/**
 * The glue between stored snapshots and the engine: reads analysis inputs from meta, runs the
 * leak, PD and mechanical analyses on a stored signal, and turns the results into the summary
 * columns the list filters and sorts on. Used by the seed, the edits and the analytics routes, so
 * a summary is always what `analytics/...` would answer with the stored parameters.
 */

type Meta = Record<string, unknown>;

/** Kelvin of 0 °C (spec 000 section 9). */
export const KELVIN_OFFSET = 273.15;

/** A finite number from meta, or the fallback. */
export function metaNumber(meta: Meta, key: string, fallback: number): number {
  const value = meta[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A string from meta, or the fallback. */
export function metaString(meta: Meta, key: string, fallback: string): string {
  const value = meta[key];
  return typeof value === 'string' ? value : fallback;
}

/** Parameters of a leak analysis (the `analytics/leak/` query overrides these meta defaults). */
export interface LeakParams {
  unit: LeakFlowUnit;
  distanceM: number;
  temperatureC: number;
  humidityPct: number;
  gas: string;
  costMode: CostMode;
  energyCostPerKwh: number;
  volumeCostPerM3: number;
  massCostPerKg: number;
  specificPower: number;
  utilization: { hours: number; days: number; weeks: number };
  correction: number;
  audioTimeS: number;
}

/** Cost mode as stored in meta: off, volume, mass as such, anything else energy (spec 000 section 3). */
export function costModeOf(raw: unknown): CostMode {
  return raw === 'off' || raw === 'volume' || raw === 'mass' ? raw : 'energy';
}

/** Leak parameters from a snapshot's meta and analysis time (spec 000 section 9 defaults). */
export function leakParamsFromMeta(meta: Meta, analysisTime: number): LeakParams {
  const util = (meta.utilization ?? {}) as Meta;
  return {
    unit: 'lpm',
    distanceM: metaNumber(meta, 'distance', 1),
    temperatureC: metaNumber(meta, 'current_env_temperature_kelvin', 20 + KELVIN_OFFSET) - KELVIN_OFFSET,
    humidityPct: metaNumber(meta, 'current_relative_humidity_percent', 75),
    gas: metaString(meta, 'leak_type', 'AIR'),
    costMode: costModeOf(meta.cost_mode),
    energyCostPerKwh: metaNumber(meta, 'energy_cost', 0),
    volumeCostPerM3: metaNumber(meta, 'volume_cost', 0),
    massCostPerKg: metaNumber(meta, 'mass_cost', 0),
    specificPower: metaNumber(meta, 'specific_power', 11.7),
    utilization: {
      hours: metaNumber(util, 'current_util_hours', 24),
      days: metaNumber(util, 'current_util_days', 7),
      weeks: metaNumber(util, 'current_util_weeks', 52),
    },
    correction: 0,
    audioTimeS: analysisTime,
  };
}

/** Runs the engine's leak model on the analysis window of a signal. */
export function runLeak(signal: Float32Array, rateHz: number, p: LeakParams): LeakAnalysisResult {
  return leakAnalysis({
    levelDb: leakLevelDb(signal, rateHz, p.audioTimeS),
    distanceM: p.distanceM,
    temperatureC: p.temperatureC,
    humidityPct: p.humidityPct,
    gas: p.gas,
    unit: p.unit,
    costMode: p.costMode,
    energyCostPerKwh: p.energyCostPerKwh,
    volumeCostPerM3: p.volumeCostPerM3,
    massCostPerKg: p.massCostPerKg,
    specificPower: p.specificPower,
    utilization: p.utilization,
    correction: p.correction,
  });
}

/** Parameters of the PD analysis. */
export interface PdParams {
  acFrequencyHz: number;
  voltageKv: number;
  distanceM: number;
}

/** PD parameters from meta (AC frequency 0 = estimate; voltage default 220 kV). */
export function pdParamsFromMeta(meta: Meta): PdParams {
  return {
    acFrequencyHz: metaNumber(meta, 'acfreq', 0),
    voltageKv: metaNumber(meta, 'voltage', 220),
    distanceM: metaNumber(meta, 'distance', 1),
  };
}

/** Runs the engine's PD chain (pattern, classification, severity, texts). */
export function runPd(signal: Float32Array, rateHz: number, p: PdParams, audioTimeS?: number): PdAnalysis {
  return pdAnalysis(signal, rateHz, { acFrequencyHz: p.acFrequencyHz, voltageKv: p.voltageKv, distanceM: p.distanceM, audioTimeS });
}

/** Runs the mechanical analysis at an audio time. */
export function runMech(signal: Float32Array, rateHz: number, audioTimeS: number): MechanicalAnalysis {
  return mechanicalAnalysis(signal, rateHz, audioTimeS);
}

const round = (value: number | null, digits: number) => (value === null || !Number.isFinite(value) ? null : Number(value.toFixed(digits)));

/** The stored (and API) mechanical summary of an analysis. */
export function storedMech(m: MechanicalAnalysis): StoredMech {
  return {
    fromAudioTime: m.fromAudioTime,
    analysis_available: m.analysis_available,
    kurtosis: round(m.kurtosis, 4),
    crest_factor: round(m.crest_factor, 4),
    possible_fault: m.possible_fault,
  };
}

/** Summary columns plus the meta fields that mirror them. */
export interface ComputedSummary {
  summary: SnapshotSummary;
  metaPatch: Meta;
}

/**
 * Computes a snapshot's summary from its stored signal and meta:
 * - leak (A1, A2): leak size in l/min and yearly cost in the meta's currency and cost mode;
 * - pd (E1-E3): classification list, top class and severity band;
 * - mechanical (M1): kurtosis, crest factor and the possible-fault flag at the analysis time.
 */
export function computeSummary(kind: SnapshotKind, meta: Meta, analysisTime: number, signal: Float32Array, rateHz: number): ComputedSummary {
  const summary: SnapshotSummary = { ...EMPTY_SUMMARY, gas: kind === 'leak' ? metaString(meta, 'leak_type', 'AIR') : null };
  const metaPatch: Meta = { mech_analysis_kurtosis: null, mech_analysis_crest_factor: null, mech_analysis_potential_issue_detected: false };
  if (kind === 'leak') {
    const leak = runLeak(signal, rateHz, leakParamsFromMeta(meta, analysisTime));
    summary.leak_size_lpm = round(leak.leakSize, 4);
    summary.leak_cost = round(leak.leakCost, 2);
    summary.leak_detected = leak.leakDetected;
    summary.leak_inf = leak.infDetected;
    metaPatch.leak_detected = leak.leakDetected;
  } else {
    metaPatch.leak_detected = false;
  }
  if (kind === 'pd') {
    const pd = runPd(signal, rateHz, pdParamsFromMeta(meta));
    summary.severity_min = pd.severityMinPr;
    summary.severity_max = pd.severityMaxPr;
    summary.pd_classification = pd.classifications.map((c) => ({ name: c.name, confidence: Number(c.confidence.toFixed(4)) }));
    summary.pd_top_class = pd.classifications[0]?.name ?? null;
  }
  if (kind === 'mechanical') {
    const mech = storedMech(runMech(signal, rateHz, analysisTime));
    summary.mech = mech;
    summary.mech_possible_fault = mech.possible_fault;
    metaPatch.mech_analysis_kurtosis = mech.kurtosis;
    metaPatch.mech_analysis_crest_factor = mech.crest_factor;
    metaPatch.mech_analysis_potential_issue_detected = mech.possible_fault;
  }
  return { summary, metaPatch };
}
