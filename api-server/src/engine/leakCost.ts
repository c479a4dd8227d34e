/**
 * Yearly cost of a leak in the four cost modes (spec 000 §3 `cost_mode`, §9; domain.md §0, §2, §3).
 * Same formulas and constants as shared-core's `leakCostPerYear`, so server and viewer agree.
 */

/** Gas types with a molar mass, kg/mol (spec 000 §3, §9; HYDROCARBONS = propane C₃H₈). */
export const GAS_MOLAR_MASS_KG_PER_MOL: Readonly<Record<string, number>> = Object.freeze({
  AIR: 0.0289652,
  HYDROGEN: 0.00201588,
  CARBON_DIOXIDE: 0.0440095,
  METHANE: 0.0160425,
  HYDROCARBONS: 0.0440956,
  HELIUM: 0.0040026,
  ARGON: 0.039948,
  AMMONIA: 0.0170305,
  NITROGEN: 0.0280134,
  SULPHUR_HEXAFLUORIDE: 0.146055,
});

/** Normal pressure, Pa (spec 000 §9, DIN 1343). */
export const NORMAL_PRESSURE_PA = 101_325;
/** Normal temperature, K (0 °C, spec 000 §9). */
export const NORMAL_TEMPERATURE_K = 273.15;
/** Molar gas constant, J/(mol·K) (CODATA 2018, as in shared-core). */
export const GAS_CONSTANT_J_PER_MOL_K = 8.314462618;
/** 1 l/min in cfm (spec 000 §9). */
export const CFM_PER_LPM = 0.0353147;
/** kW per 1000 l/min per kW per 100 cfm: the spec's "LPM to CFM cost ratio" (11.7 / 33, spec 000 §9, domain.md §0). */
export const LPM_TO_CFM_COST_RATIO = 0.3545454;
/** Default compressor specific power per leak unit (spec 000 §9): lpm 11.7 kW per 1000 l/min (= W per l/min), cfm 33 kW per 100 cfm. */
export const DEFAULT_SPECIFIC_POWER = Object.freeze({ lpm: 11.7, cfm: 33 } as const);
/** Default utilisation: 24 h × 7 d × 52 weeks = 8736 h (spec 000 §9). */
export const DEFAULT_UTILIZATION = Object.freeze({ hours: 24, days: 7, weeks: 52 } as const);

/** Cost mode (spec 000 §3). */
export type CostMode = 'energy' | 'volume' | 'mass' | 'off';
/** Leak size unit of the analysis calls. */
export type LeakUnit = 'lpm' | 'cfm';

/** Utilisation schedule: hours per day × days per week × weeks per year (UE: days per year, weeks 1). */
export interface Utilization {
  hours: number;
  days: number;
  weeks: number;
}

/** Ideal-gas density at 101 325 Pa and 273.15 K, kg/m³ (ρ = p·M / (R·T); air 1.2923). NaN for unknown gases. */
export function normalDensityKgPerM3(gas: string): number {
  const molarMass = GAS_MOLAR_MASS_KG_PER_MOL[gas] ?? Number.NaN;
  return (NORMAL_PRESSURE_PA * molarMass) / (GAS_CONSTANT_J_PER_MOL_K * NORMAL_TEMPERATURE_K);
}

/** Input of {@link leakCostPerYear}. Money is in the user's currency. */
export interface LeakCostInput {
  /** Leak flow, normal litres per minute (101 325 Pa, 273.15 K). */
  leakLpm: number;
  costMode: CostMode;
  /** The user's leak unit; selects how `specificPower` is read. */
  unit: LeakUnit;
  /** lpm: kW per 1000 l/min (W per l/min); cfm: kW per 100 cfm. Default {@link DEFAULT_SPECIFIC_POWER}. */
  specificPower?: number;
  energyCostPerKwh?: number;
  volumeCostPerM3?: number;
  massCostPerKg?: number;
  gas: string;
  utilization: Utilization;
}

/** Cost and the yearly quantity of the chosen mode. */
export interface LeakCost {
  /** Yearly cost (0 for 'off'). */
  costPerYear: number;
  /** Hours per year the line is pressurised: hours × days × weeks. */
  hoursPerYear: number;
  energyKwhPerYear?: number;
  volumeM3PerYear?: number;
  massKgPerYear?: number;
}

/**
 * Yearly cost, with H = hours × days × weeks:
 * - energy: kWh/yr = leakLpm × SP / 1000 × H, SP in W per l/min (a cfm figure in kW per 100 cfm is
 *   converted × 0.3545454, so 33 becomes the same 11.7); cost = kWh/yr × energyCostPerKwh;
 * - volume: m³/yr = leakLpm / 1000 × 60 × H; cost = m³/yr × volumeCostPerM3;
 * - mass: kg/yr = m³/yr × ρ(gas) ({@link normalDensityKgPerM3}); cost = kg/yr × massCostPerKg;
 * - off: 0.
 * Example: 100 l/min, 8736 h, 11.7 W per l/min, 0.15 per kWh → 10 221.12 kWh → 1 533.17 per year.
 */
export function leakCostPerYear(input: LeakCostInput): LeakCost {
  const { leakLpm, costMode, unit, utilization } = input;
  const hoursPerYear = utilization.hours * utilization.days * utilization.weeks;
  const volumeM3PerYear = (leakLpm / 1000) * 60 * hoursPerYear;
  switch (costMode) {
    case 'off':
      return { costPerYear: 0, hoursPerYear };
    case 'energy': {
      const specificPower = input.specificPower ?? DEFAULT_SPECIFIC_POWER[unit];
      const wattsPerLpm = unit === 'cfm' ? specificPower * LPM_TO_CFM_COST_RATIO : specificPower;
      const energyKwhPerYear = ((leakLpm * wattsPerLpm) / 1000) * hoursPerYear;
      return { costPerYear: energyKwhPerYear * (input.energyCostPerKwh ?? 0), hoursPerYear, energyKwhPerYear };
    }
    case 'volume':
      return { costPerYear: volumeM3PerYear * (input.volumeCostPerM3 ?? 0), hoursPerYear, volumeM3PerYear };
    case 'mass': {
      const massKgPerYear = volumeM3PerYear * normalDensityKgPerM3(input.gas);
      return { costPerYear: massKgPerYear * (input.massCostPerKg ?? 0), hoursPerYear, massKgPerYear };
    }
  }
}
