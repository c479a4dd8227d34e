import { airAbsorptionDbPerM } from './airAbsorption';
import { analysisWindow, rms } from './indicators';
import { CFM_PER_LPM, DEFAULT_SPECIFIC_POWER, DEFAULT_UTILIZATION, gasMolarMassKgPerMol, leakCostPerYear, yearlyHours, type CostMode, type LeakFlowUnit, type Utilization } from 'shared-domain/analysis';
import { pressureToDb } from './levels';

/**
 * Leak size and cost from the acoustic level at the camera (`analytics/leak/`). See README.md
 * "Leak model" for the derivation and sources. In short:
 *
 * 1. L_src = L_cam + 20·log10(r / 1 m) + α(f, T, RH)·(r − 1 m)   (spherical spreading + ISO 9613-1)
 * 2. Q_air = 10^((L_src − 50 dB) / 10) l/min                       (calibration curve)
 * 3. Q = Q_air × √(M_air / M_gas) × correction                      (choked-flow gas correction)
 */

/** Constants of the leak model (see README.md "Leak model"). */
export const LEAK_MODEL = Object.freeze({
  /** Identifies the model in results, so stored figures can be traced to it. */
  version: 'engine-leak-1',
  /** Distance the source level refers to, m. */
  referenceDistanceM: 1,
  /** Frequency at which air absorption is evaluated: centre of the 20–40 kHz leak band, Hz. */
  bandCentreHz: 30_000,
  /** L0: source level at 1 m of a 1 l/min air leak, dB SPL. */
  calibrationLevelDb: 50,
  /** k: dB per decade of flow (acoustic power ∝ mass flow for a choked jet → 10). */
  dbPerDecade: 10,
  /** Below this level at the camera the hiss is not told apart from the array's self-noise, dB SPL. */
  detectionThresholdDb: 15,
  /** Largest flow the calibration covers; above it the size is flagged infinite, l/min. */
  maxCalibratedLpm: 10_000,
  /** Valid distance range, m (spec 000 §5). */
  minDistanceM: 0.3,
  maxDistanceM: 500,
  /** Absorption is evaluated inside ISO 9613-1's stated range: temperature clamped to −20…50 °C. */
  absorptionTemperatureRangeC: [-20, 50] as const,
  /** Defaults when temperature or humidity is missing (spec 000 §9). */
  defaultTemperatureC: 20,
  defaultHumidityPct: 75,
});

/** Input of {@link leakAnalysis}. Money is in the user's currency. */
export interface LeakAnalysisInput {
  /** Leak band level at the camera, dB SPL re 20 µPa (from the signal RMS or the heatmap maximum). */
  levelDb: number;
  /** Camera-to-leak distance, m (0.3–500). */
  distanceM: number;
  /** Air temperature, °C; default 20. */
  temperatureC?: number;
  /** Relative humidity, %; default 75. */
  humidityPct?: number;
  /** Gas type (spec 000 §3); default 'AIR'. STEAM, OTHER and unknown names are not analysed. */
  gas?: string;
  /** Result unit; default 'lpm'. */
  unit?: LeakFlowUnit;
  /** Default 'energy'. */
  costMode?: CostMode;
  energyCostPerKwh?: number;
  volumeCostPerM3?: number;
  massCostPerKg?: number;
  /** lpm: kW per 1000 l/min (= W per l/min), default 11.7; cfm: kW per 100 cfm, default 33. */
  specificPower?: number;
  /** Default 24 h × 7 d × 52 weeks. */
  utilization?: Utilization;
  /** `leak_size_corr_factor`: multiplies the flow; 0 (the settings default), negative or non-finite means 1. */
  correction?: number;
  /** Frequency for air absorption, Hz; default {@link LEAK_MODEL.bandCentreHz}. */
  frequencyHz?: number;
}

/** Intermediate figures of the model, for reports and debugging. */
export interface LeakModelDetails {
  version: string;
  sourceLevelDb: number;
  spreadingLossDb: number;
  absorptionDbPerM: number;
  absorptionLossDb: number;
  frequencyHz: number;
  airEquivalentLpm: number;
  gasFactor: number;
  correctionFactor: number;
  leakLpm: number;
  hoursPerYear: number;
  energyKwhPerYear?: number;
  volumeM3PerYear?: number;
  massKgPerYear?: number;
}

/** Result (spec 000 §3 "Leak result") plus the model's intermediate figures. */
export interface LeakAnalysisResult {
  /** Flow in `unit`, or null when not estimable (error or infinite). */
  leakSize: number | null;
  unit: LeakFlowUnit;
  /** Cost per year, or null when the size is not estimable. */
  leakCost: number | null;
  /** The level at the camera is at least the detection threshold. */
  leakDetected: boolean;
  /** The size is not estimable: invalid distance, or beyond the calibrated range. */
  infDetected: boolean;
  gas: string;
  isPd: false;
  error?: 'invalidDistance' | 'gasNotAnalysable';
  details?: LeakModelDetails;
}

/** Level at the camera of the analysis window starting at `audioTimeS` (0.1 s): 20·log10(RMS / 20 µPa). */
export function leakLevelDb(signal: Float32Array, rateHz: number, audioTimeS: number): number {
  return pressureToDb(rms(analysisWindow(signal, rateHz, audioTimeS).samples));
}

/** Propagation loss from 1 m to `distanceM`: spreading and absorption, dB. */
export function propagationLossDb(distanceM: number, temperatureC: number, humidityPct: number, frequencyHz: number = LEAK_MODEL.bandCentreHz) {
  const [tMin, tMax] = LEAK_MODEL.absorptionTemperatureRangeC;
  const absorptionDbPerM = airAbsorptionDbPerM(frequencyHz, Math.min(tMax, Math.max(tMin, temperatureC)), Math.min(100, Math.max(0, humidityPct)));
  const spreadingLossDb = 20 * Math.log10(distanceM / LEAK_MODEL.referenceDistanceM);
  const absorptionLossDb = absorptionDbPerM * (distanceM - LEAK_MODEL.referenceDistanceM);
  return { spreadingLossDb, absorptionDbPerM, absorptionLossDb, totalDb: spreadingLossDb + absorptionLossDb };
}

/** √(M_air / M_gas): normal-volume flow of a gas through the same choked orifice, relative to air. NaN for gases without a molar mass. */
export function gasFlowFactor(gas: string): number {
  return Math.sqrt(gasMolarMassKgPerMol('AIR') / gasMolarMassKgPerMol(gas));
}

const finiteOr = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) ? value : fallback);

/** Estimates leak flow and yearly cost (see the module doc and README.md "Leak model"). */
export function leakAnalysis(input: LeakAnalysisInput): LeakAnalysisResult {
  const unit = input.unit ?? 'lpm';
  const gas = input.gas ?? 'AIR';
  const leakDetected = input.levelDb >= LEAK_MODEL.detectionThresholdDb;
  const base = { unit, gas, isPd: false as const, leakDetected };
  const gasFactor = gasFlowFactor(gas);
  if (!Number.isFinite(gasFactor)) return { ...base, leakSize: null, leakCost: null, infDetected: false, error: 'gasNotAnalysable' };
  const { distanceM } = input;
  if (!Number.isFinite(distanceM) || distanceM < LEAK_MODEL.minDistanceM || distanceM > LEAK_MODEL.maxDistanceM) {
    return { ...base, leakSize: null, leakCost: null, infDetected: true, error: 'invalidDistance' };
  }
  const frequencyHz = finiteOr(input.frequencyHz, LEAK_MODEL.bandCentreHz);
  const loss = propagationLossDb(distanceM, finiteOr(input.temperatureC, LEAK_MODEL.defaultTemperatureC), finiteOr(input.humidityPct, LEAK_MODEL.defaultHumidityPct), frequencyHz);
  const sourceLevelDb = input.levelDb + loss.totalDb;
  const airEquivalentLpm = 10 ** ((sourceLevelDb - LEAK_MODEL.calibrationLevelDb) / LEAK_MODEL.dbPerDecade);
  const correctionFactor = input.correction !== undefined && Number.isFinite(input.correction) && input.correction > 0 ? input.correction : 1;
  const leakLpm = airEquivalentLpm * gasFactor * correctionFactor;
  const utilization = input.utilization ?? DEFAULT_UTILIZATION;
  // The user's figure is read in the user's unit: kW per 100 cfm, or kW per 1000 l/min.
  const specificPower = input.specificPower ?? DEFAULT_SPECIFIC_POWER[unit];
  const { costPerYear, ...quantities } = leakCostPerYear({
    leakLpm,
    costMode: input.costMode ?? 'energy',
    ...(unit === 'cfm' ? { specificPowerKwPer100Cfm: specificPower } : { specificPowerKwPer1000Lpm: specificPower }),
    energyCostPerKwh: input.energyCostPerKwh,
    volumeCostPerM3: input.volumeCostPerM3,
    massCostPerKg: input.massCostPerKg,
    gas,
    utilization,
  });
  const hoursPerYear = yearlyHours(utilization);
  const details: LeakModelDetails = {
    version: LEAK_MODEL.version,
    sourceLevelDb,
    spreadingLossDb: loss.spreadingLossDb,
    absorptionDbPerM: loss.absorptionDbPerM,
    absorptionLossDb: loss.absorptionLossDb,
    frequencyHz,
    airEquivalentLpm,
    gasFactor,
    correctionFactor,
    leakLpm,
    hoursPerYear,
    ...quantities,
  };
  if (!Number.isFinite(leakLpm) || airEquivalentLpm > LEAK_MODEL.maxCalibratedLpm) {
    return { ...base, leakSize: null, leakCost: null, infDetected: true, details };
  }
  return { ...base, leakSize: unit === 'cfm' ? leakLpm * CFM_PER_LPM : leakLpm, leakCost: costPerYear, infDetected: false, details };
}

/**
 * Inverse of the model for seeding: the level at the camera (dB SPL) of an air-equivalent leak of
 * `leakLpm` seen from `distanceM` (no gas factor or correction).
 */
export function cameraLevelForLeakDb(leakLpm: number, distanceM: number, temperatureC: number = LEAK_MODEL.defaultTemperatureC, humidityPct: number = LEAK_MODEL.defaultHumidityPct): number {
  const sourceLevelDb = LEAK_MODEL.calibrationLevelDb + LEAK_MODEL.dbPerDecade * Math.log10(leakLpm);
  return sourceLevelDb - propagationLossDb(distanceM, temperatureC, humidityPct).totalDb;
}
