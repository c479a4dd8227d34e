import { DEFAULT_SPECIFIC_POWER, DEFAULT_UTILIZATION, LITRES_PER_M3, LPM_TO_CFM_COST_RATIO, MINUTES_PER_HOUR } from './constants';
import type { LeakFlowUnit } from './formatLeakSize';
import { gasDensityKgPerM3, type GasType } from './gases';
import type { Utilization } from './limits';

/**
 * Yearly cost of a leak, shared by the api-server and the viewer (spec 000 §1, §3 `cost_mode`,
 * §9 defaults).
 */

/** How a leak's yearly cost is computed (spec 000 §3 `cost_mode`). */
export type CostMode = 'energy' | 'volume' | 'mass' | 'off';

/** All cost modes. */
export const COST_MODE_VALUES: readonly CostMode[] = Object.freeze(['energy', 'volume', 'mass', 'off'] as const);

/**
 * Reads meta `cost_mode` (spec 000 §3): 'off', 'volume' and 'mass' as such (trimmed, case-insensitive),
 * anything else — including missing values — is 'energy'.
 */
export function parseCostMode(raw: string | null | undefined): CostMode {
  const mode = (raw ?? '').trim().toLowerCase();
  return mode === 'off' || mode === 'volume' || mode === 'mass' ? mode : 'energy';
}

/**
 * Default compressor specific power for the user's leak unit (spec 000 §9):
 * 33 for 'cfm' (kW per 100 cfm), 11.7 for 'lpm' (kW per 1000 l/min, i.e. W per l/min).
 * They are the same efficiency: 33 kW / (100 × 28.317 l/min) = 11.65 W per l/min ≈ 11.7.
 */
export function specificPowerDefault(unit: LeakFlowUnit): number {
  return DEFAULT_SPECIFIC_POWER[unit];
}

/**
 * Converts a specific power in kW per 100 cfm to kW per 1000 l/min using the spec's
 * {@link LPM_TO_CFM_COST_RATIO} (0.3545454 = 11.7 / 33), so 33 → 11.7 (spec 000 §9).
 */
export function specificPowerCfmToLpm(specificPowerKwPer100Cfm: number): number {
  return specificPowerKwPer100Cfm * LPM_TO_CFM_COST_RATIO;
}

/**
 * Hours per year the line is pressurised: hours × days × weeks (spec 000 §3 utilization).
 * NL/FLIR: h/day × days/week × weeks/year (default 24 × 7 × 52 = 8736 h);
 * UE: h/day × days/year × 1 (default 24 × 365 × 1 = 8760 h).
 */
export function yearlyHours({ hours, days, weeks }: Utilization): number {
  return hours * days * weeks;
}

/** Input of {@link leakCostPerYear}. All money values are in the user's currency. */
export interface LeakCostInput {
  /** Leak flow in litres per minute at normal conditions (101 325 Pa, 273.15 K). */
  leakLpm: number;
  /** Cost mode (see {@link parseCostMode} for reading meta). */
  costMode: CostMode;
  /** Utilisation schedule; default `DEFAULT_UTILIZATION` (24 h, 7 d, 52 w = 8736 h). */
  utilization?: Utilization;
  /** Energy mode: compressor specific power in kW per 1000 l/min (= W per l/min). Wins over the CFM figure. */
  specificPowerKwPer1000Lpm?: number;
  /** Energy mode: compressor specific power in kW per 100 cfm; converted with {@link specificPowerCfmToLpm}. */
  specificPowerKwPer100Cfm?: number;
  /** Energy mode: electricity price per kWh; default 0 (the settings default, spec 000 §3). */
  energyCostPerKwh?: number;
  /** Volume mode: price per normal m³ of gas; default 0. */
  volumeCostPerM3?: number;
  /** Mass mode: price per kg of gas; default 0. */
  massCostPerKg?: number;
  /** Mass mode: gas of the leak; default 'AIR'. STEAM, OTHER and unknown gases give NaN. */
  gas?: GasType | (string & {});
}

/** Result of {@link leakCostPerYear}. Only the quantity of the chosen mode is present. */
export interface LeakCost {
  /** Yearly cost in the user's currency (0 when the mode is 'off'). */
  costPerYear: number;
  /** Energy mode: compressor energy spent on the leak per year, kWh. */
  energyKwhPerYear?: number;
  /** Volume mode: leaked normal volume per year, m³ (101 325 Pa, 273.15 K). */
  volumeM3PerYear?: number;
  /** Mass mode: leaked mass per year, kg. */
  massKgPerYear?: number;
}

/**
 * Estimated yearly cost of a leak (spec 000 §1 "estimated yearly cost from energy, volume or mass
 * cost", §3 `cost_mode`, §9). With H = {@link yearlyHours}:
 *
 * - energy: kWh/yr = leakLpm × SP / 1000 × H, where SP is kW per 1000 l/min (default 11.7; a CFM
 *   figure in kW per 100 cfm is converted × 0.3545454, so the CFM default 33 gives the same 11.7);
 *   cost = kWh/yr × energyCostPerKwh.
 * - volume: m³/yr = leakLpm / 1000 × 60 × H; cost = m³/yr × volumeCostPerM3.
 * - mass: kg/yr = m³/yr × ρ(gas), ρ the ideal-gas density at 101 325 Pa and 273.15 K
 *   (air 1.2923 kg/m³); cost = kg/yr × massCostPerKg. Unlike `massFlowKgPerYear` this uses the
 *   utilisation hours, not the 525 600 minutes of a full year.
 * - off: cost 0, no quantity.
 *
 * Worked example, 100 l/min of air, 24 h × 7 d × 52 w = 8736 h:
 * - energy at 11.7 kW/1000 l/min and 0.15 per kWh: 100 × 0.0117 × 8736 = 10 221.12 kWh → 1 533.17;
 * - volume at 0.02 per m³: 0.1 × 60 × 8736 = 52 416 m³ → 1 048.32;
 * - mass at 0.50 per kg: 52 416 × 1.2922834 = 67 736.32 kg → 33 868.16.
 *
 * Edge cases: no clamping or validation (use the limits validators for inputs). NaN or Infinity
 * inputs propagate (an infinite leak has an infinite cost). Mass mode with STEAM, OTHER or an
 * unknown gas gives NaN mass and cost.
 */
export function leakCostPerYear(input: LeakCostInput): LeakCost {
  const { leakLpm, costMode } = input;
  const hoursPerYear = yearlyHours(input.utilization ?? DEFAULT_UTILIZATION);
  switch (costMode) {
    case 'off':
      return { costPerYear: 0 };
    case 'energy': {
      const specificPower =
        input.specificPowerKwPer1000Lpm ??
        (input.specificPowerKwPer100Cfm !== undefined ? specificPowerCfmToLpm(input.specificPowerKwPer100Cfm) : DEFAULT_SPECIFIC_POWER.lpm);
      const energyKwhPerYear = ((leakLpm * specificPower) / 1000) * hoursPerYear;
      return { costPerYear: energyKwhPerYear * (input.energyCostPerKwh ?? 0), energyKwhPerYear };
    }
    case 'volume': {
      const volumeM3PerYear = (leakLpm / LITRES_PER_M3) * MINUTES_PER_HOUR * hoursPerYear;
      return { costPerYear: volumeM3PerYear * (input.volumeCostPerM3 ?? 0), volumeM3PerYear };
    }
    case 'mass': {
      const volumeM3PerYear = (leakLpm / LITRES_PER_M3) * MINUTES_PER_HOUR * hoursPerYear;
      const massKgPerYear = volumeM3PerYear * gasDensityKgPerM3(input.gas ?? 'AIR');
      return { costPerYear: massKgPerYear * (input.massCostPerKg ?? 0), massKgPerYear };
    }
  }
}
