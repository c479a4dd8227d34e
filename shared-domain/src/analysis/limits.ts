/**
 * Input limits as data, each with a validator beside it (spec 000 §5 "Validation rules").
 *
 * Every range is inclusive at both ends. Validators return false for NaN and ±Infinity.
 * The range message of the UI is "value between {a} and {b}" with a = min, b = max.
 */

/** An inclusive numeric range. */
export interface Limits {
  readonly min: number;
  readonly max: number;
}

/** Distance unit setting (`source_distance_unit`, spec 000 §3). */
export type DistanceUnit = 'METERS' | 'FEET';
/** Temperature unit setting (`temperature_unit`, spec 000 §3). */
export type TemperatureUnit = 'CELSIUS' | 'FAHRENHEIT';
/** Brand edition (spec 000 §1): NL the default, FLIR, UE. */
export type Edition = 'NL' | 'FLIR' | 'UE';

/** Leak utilisation schedule: hours per day, days per week (days per year for UE), weeks per year. */
export interface Utilization {
  hours: number;
  days: number;
  weeks: number;
}

/** Limits of each utilisation field; all three are integers. */
export interface UtilizationLimits {
  readonly hours: Limits;
  readonly days: Limits;
  readonly weeks: Limits;
}

/** True when `value` is a finite number with `limits.min ≤ value ≤ limits.max`. */
export function isWithin(limits: Limits, value: number): boolean {
  return Number.isFinite(value) && value >= limits.min && value <= limits.max;
}

/** True when `value` is an integer within `limits` (inclusive). */
export function isIntegerWithin(limits: Limits, value: number): boolean {
  return Number.isInteger(value) && isWithin(limits, value);
}

const DISTANCE_LIMITS: Readonly<Record<DistanceUnit, Limits>> = Object.freeze({
  METERS: Object.freeze({ min: 0.3, max: 500 }),
  FEET: Object.freeze({ min: 1, max: 1500 }),
});

/** Source distance limits (spec 000 §5): 0.3–500 m, or 1–1500 ft. */
export function distanceLimits(unit: DistanceUnit): Limits {
  return DISTANCE_LIMITS[unit];
}

/** Whether a source distance in the given unit is valid (spec 000 §5). Infinity (reported as invalidDistance, spec 001 §5) is invalid. */
export function isValidDistance(unit: DistanceUnit, distance: number): boolean {
  return isWithin(distanceLimits(unit), distance);
}

const TEMPERATURE_LIMITS: Readonly<Record<TemperatureUnit, Limits>> = Object.freeze({
  CELSIUS: Object.freeze({ min: -273, max: 1000 }),
  FAHRENHEIT: Object.freeze({ min: -459, max: 1832 }),
});

/**
 * Environment temperature limits (spec 000 §5): −273 to 1000 °C, or −459 to 1832 °F.
 * (The spec mentions a different −297 °C leak minimum elsewhere; that reading is not used here.)
 */
export function temperatureLimits(unit: TemperatureUnit): Limits {
  return TEMPERATURE_LIMITS[unit];
}

/** Whether an environment temperature in the given unit is valid (spec 000 §5). */
export function isValidTemperature(unit: TemperatureUnit, temperature: number): boolean {
  return isWithin(temperatureLimits(unit), temperature);
}

const HOURS_LIMITS: Limits = Object.freeze({ min: 1, max: 24 });
const WEEKS_LIMITS: Limits = Object.freeze({ min: 1, max: 52 });
const UTILIZATION_LIMITS: Readonly<Record<Edition, UtilizationLimits>> = Object.freeze({
  NL: Object.freeze({ hours: HOURS_LIMITS, days: Object.freeze({ min: 1, max: 7 }), weeks: WEEKS_LIMITS }),
  FLIR: Object.freeze({ hours: HOURS_LIMITS, days: Object.freeze({ min: 1, max: 7 }), weeks: WEEKS_LIMITS }),
  UE: Object.freeze({ hours: HOURS_LIMITS, days: Object.freeze({ min: 1, max: 365 }), weeks: WEEKS_LIMITS }),
});

/**
 * Utilisation limits per edition (spec 000 §5), all integers: hours 1–24; days 1–7 (NL, FLIR,
 * days per week) or 1–365 (UE, days per year); weeks 1–52. UE does not use weeks (its default is 1,
 * see `DEFAULT_UTILIZATION_UE`), but 1 lies within 1–52 so the same check applies.
 */
export function utilizationLimits(edition: Edition): UtilizationLimits {
  return UTILIZATION_LIMITS[edition];
}

/** Whether all three utilisation fields are integers within {@link utilizationLimits} of the edition (spec 000 §5). */
export function isValidUtilization(edition: Edition, { hours, days, weeks }: Utilization): boolean {
  const limits = utilizationLimits(edition);
  return isIntegerWithin(limits.hours, hours) && isIntegerWithin(limits.days, days) && isIntegerWithin(limits.weeks, weeks);
}

/** Environment relative humidity limits in percent, 0–100 (spec 000 §5). */
export const HUMIDITY_LIMITS: Limits = Object.freeze({ min: 0, max: 100 });
/** Whether a relative humidity in percent is within {@link HUMIDITY_LIMITS}. */
export function isValidHumidityPct(humidityPct: number): boolean {
  return isWithin(HUMIDITY_LIMITS, humidityPct);
}

/** Compressor specific power limits, 0–1000 kW (per 1000 l/min or per 100 cfm, spec 000 §5). */
export const SPECIFIC_POWER_LIMITS: Limits = Object.freeze({ min: 0, max: 1000 });
/** Whether a specific power is within {@link SPECIFIC_POWER_LIMITS}. */
export function isValidSpecificPower(specificPowerKw: number): boolean {
  return isWithin(SPECIFIC_POWER_LIMITS, specificPowerKw);
}

/** Energy (per kWh), volume (per m³) and mass (per kg) cost limits, 0–10000 currency units (spec 000 §5). */
export const COST_LIMITS: Limits = Object.freeze({ min: 0, max: 10000 });
/** Whether a unit cost (energy, volume or mass) is within {@link COST_LIMITS}. */
export function isValidCost(costPerUnit: number): boolean {
  return isWithin(COST_LIMITS, costPerUnit);
}

/** AC grid frequency range in Hz when not 0 (spec 000 §5). 0 means "not set / DC". */
export const AC_FREQUENCY_LIMITS_HZ: Limits = Object.freeze({ min: 12.5, max: 450 });

/** Whether an AC frequency is valid (spec 000 §5): exactly 0, or 12.5 to 450 Hz inclusive. */
export function isValidAcFrequency(frequencyHz: number): boolean {
  return frequencyHz === 0 || isWithin(AC_FREQUENCY_LIMITS_HZ, frequencyHz);
}

/** Suggested AC frequencies in Hz (spec 000 §5). */
export const AC_FREQUENCY_SUGGESTIONS_HZ: readonly number[] = Object.freeze([50, 60]);

/** Suggested PD line voltages in kV (spec 000 §5). */
export const PD_VOLTAGE_SUGGESTIONS_KV: readonly number[] = Object.freeze([3, 6, 10, 20, 35, 66, 110, 220, 330, 400, 765]);

/**
 * Normalises a PD voltage in kV (spec 000 §5): negatives (and −0) become 0, other values are
 * returned unchanged. NaN stays NaN so the caller's validation can reject it.
 */
export function normalizeVoltageKv(voltageKv: number): number {
  return voltageKv <= 0 ? 0 : voltageKv;
}

/** Source-distance quick options per unit (spec 000 §5): metres 0.5–50, feet 1–200. */
export const SOURCE_DISTANCE_OPTIONS: Readonly<Record<DistanceUnit, readonly number[]>> = Object.freeze({
  METERS: Object.freeze([0.5, 1, 2, 5, 10, 25, 50]),
  FEET: Object.freeze([1, 2, 5, 10, 25, 50, 100, 200]),
});
