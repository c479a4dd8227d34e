import { leakCo2ePerYear } from './co2e';
import { ANALYSIS_VERSION, DEFAULT_SPECIFIC_POWER, DEFAULT_UTILIZATION, LPM_TO_CFM_COST_RATIO, STANDARD_PRESSURE_PA } from './constants';
import type { Utilization } from './limits';

/**
 * The inputs a leak's figures were computed with: every output that shows a leak's
 * size, cost or CO2e (the detail, the PDF, Excel and CSV) states them beside it, and computes the
 * leak's CO2e from them with {@link leakRowCo2e}, so that the dashboard, the PDF, Excel and CSV
 * add up the same per-leak values.
 */

/** The conditions leak flows are given at: normal litres, 0 °C and 101,325 Pa. */
export const REFERENCE_CONDITIONS = Object.freeze({ temperatureC: 0, pressurePa: STANDARD_PRESSURE_PA });
/** {@link REFERENCE_CONDITIONS} as every output prints them (units and digits are the same in every language). */
export const REFERENCE_CONDITIONS_TEXT = `${REFERENCE_CONDITIONS.temperatureC} °C, ${REFERENCE_CONDITIONS.pressurePa} Pa`;

/** A snapshot's stored cost inputs, as the api-server's rows and the viewer's detail both carry them. */
export interface StoredLeakInputs {
  /** kW per 1000 l/min. */
  specific_power?: number | null;
  utilization?: { current_util_hours?: number | null; current_util_days?: number | null; current_util_weeks?: number | null } | null;
}

/** What one leak's figures assume. */
export interface LeakAssumptions {
  /** Specific power, kW per 1000 l/min (as stored). */
  specificPowerKwPer1000Lpm: number;
  /** Utilisation: hours a day, days a week, weeks a year. */
  utilization: Utilization;
  /** The customer's kg CO2 per kWh (0 when not set). */
  co2KgPerKwh: number;
  /** The analysis model's version. */
  modelVersion: string;
}

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The assumptions of a snapshot's leak: its stored inputs (the shared defaults where one is missing) and the customer's CO2 factor. */
export function leakAssumptions(stored: StoredLeakInputs, co2KgPerKwh: number): LeakAssumptions {
  const util = stored.utilization ?? {};
  return {
    specificPowerKwPer1000Lpm: finite(stored.specific_power) ? stored.specific_power : DEFAULT_SPECIFIC_POWER.lpm,
    utilization: {
      hours: finite(util.current_util_hours) ? util.current_util_hours : DEFAULT_UTILIZATION.hours,
      days: finite(util.current_util_days) ? util.current_util_days : DEFAULT_UTILIZATION.days,
      weeks: finite(util.current_util_weeks) ? util.current_util_weeks : DEFAULT_UTILIZATION.weeks,
    },
    co2KgPerKwh: finite(co2KgPerKwh) && co2KgPerKwh > 0 ? co2KgPerKwh : 0,
    modelVersion: ANALYSIS_VERSION,
  };
}

/** The specific power in the user's unit: per 1000 l/min, or per 100 cfm (as the cost math uses it). */
export const specificPowerIn = (assumptions: Pick<LeakAssumptions, 'specificPowerKwPer1000Lpm'>, unit: 'lpm' | 'cfm') =>
  unit === 'cfm' ? assumptions.specificPowerKwPer1000Lpm / LPM_TO_CFM_COST_RATIO : assumptions.specificPowerKwPer1000Lpm;

/** A CO2e mass rounded to the gram, as every output prints a leak's (so a sum of printed values equals the total). */
export const toGrams = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * Yearly CO2e (kg, to the gram) of a reported leak of `leakLpm` l/min of `gas` under `assumptions`
 * (shared-core `leakCo2ePerYear`): the one computation behind the detail, the dashboard, the PDF,
 * Excel and CSV. The flow is taken at the precision the api-server stores it (4 decimals), so a
 * figure built from a stored row and one built from a fresh analysis agree to the gram.
 */
export function leakRowCo2e(leakLpm: number, gas: string | null | undefined, assumptions: LeakAssumptions): number {
  return toGrams(
    leakCo2ePerYear({
      leakLpm: Number(leakLpm.toFixed(4)),
      gas: gas ?? 'AIR',
      co2KgPerKwh: assumptions.co2KgPerKwh,
      utilization: assumptions.utilization,
      specificPowerKwPer1000Lpm: assumptions.specificPowerKwPer1000Lpm,
    }).totalKgCo2e,
  );
}

/** A leak's CO2e and assumptions as the CSV and Excel exports give them, one column each (null for other kinds). */
export interface LeakAssumptionColumns {
  /** Yearly CO2e of a reported leak, kg to the gram. */
  co2eKg: number | null;
  /** Specific power in the user's unit ({@link specificPowerIn}). */
  specificPower: number | null;
  hoursPerDay: number | null;
  daysPerWeek: number | null;
  weeksPerYear: number | null;
  co2KgPerKwh: number | null;
  referenceConditions: string | null;
  modelVersion: string | null;
}

/** The columns of a snapshot that is not a leak. */
export const NO_LEAK_ASSUMPTION_COLUMNS: Readonly<LeakAssumptionColumns> = Object.freeze({
  co2eKg: null,
  specificPower: null,
  hoursPerDay: null,
  daysPerWeek: null,
  weeksPerYear: null,
  co2KgPerKwh: null,
  referenceConditions: null,
  modelVersion: null,
});

/** The columns of a leak under `assumptions`, for a user of `unit`; `co2eKg` only for a reported leak. */
export function leakAssumptionColumns(assumptions: LeakAssumptions, unit: 'lpm' | 'cfm', co2eKg: number | null = null): LeakAssumptionColumns {
  return {
    co2eKg,
    specificPower: Number(specificPowerIn(assumptions, unit).toFixed(3)),
    hoursPerDay: assumptions.utilization.hours,
    daysPerWeek: assumptions.utilization.days,
    weeksPerYear: assumptions.utilization.weeks,
    co2KgPerKwh: assumptions.co2KgPerKwh,
    referenceConditions: REFERENCE_CONDITIONS_TEXT,
    modelVersion: assumptions.modelVersion,
  };
}
