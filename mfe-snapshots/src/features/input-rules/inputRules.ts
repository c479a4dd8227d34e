import {
  AC_FREQUENCY_LIMITS_HZ,
  allowedGases,
  COST_LIMITS,
  distanceLimits,
  HUMIDITY_LIMITS,
  isIntegerWithin,
  isValidAcFrequency,
  isWithin,
  normalizeVoltageKv,
  PD_LOCATIONS,
  SPECIFIC_POWER_LIMITS,
  temperatureLimits,
  utilizationLimits,
  type CostMode,
  type DistanceUnit,
  type Edition,
  isGasType,
  type GasType,
  type Limits,
  type SnapshotDetail,
  type TemperatureUnit,
  type Utilization,
} from 'shared-core';

/**
 * The input rules of the analysis section (spec 000 section 5), as pure functions the forms call:
 * each answers null when the value may be sent, or the message to show (a key and its values).
 */

/** A validation message: an i18n key under `analysis.` and its placeholders. */
export interface RuleMessage {
  key: 'analysis.range' | 'analysis.rangeInteger' | 'analysis.invalidDistance' | 'analysis.acFrequencyRule' | 'analysis.pdLocationUnknown';
  values?: { a: number; b: number };
}

const range = (limits: Limits, value: number, integer = false): RuleMessage | null => {
  const ok = integer ? isIntegerWithin(limits, value) : isWithin(limits, value);
  return ok ? null : { key: integer ? 'analysis.rangeInteger' : 'analysis.range', values: { a: limits.min, b: limits.max } };
};

/** Distance in the user's unit: 0.3 to 500 m, or 1 to 1500 ft; anything else is the invalid-distance message. */
export function checkDistance(unit: DistanceUnit, value: number): RuleMessage | null {
  const limits = distanceLimits(unit);
  return isWithin(limits, value) ? null : { key: 'analysis.invalidDistance', values: { a: limits.min, b: limits.max } };
}

/** Utilisation per edition: whole hours 1 to 24, days 1 to 7 (UE 1 to 365), weeks 1 to 52. */
export function checkUtilization(edition: Edition, value: Utilization): Partial<Record<keyof Utilization, RuleMessage>> {
  const limits = utilizationLimits(edition);
  const out: Partial<Record<keyof Utilization, RuleMessage>> = {};
  for (const field of ['hours', 'days', 'weeks'] as const) {
    const message = range(limits[field], value[field], true);
    if (message) out[field] = message;
  }
  return out;
}

/** Environment temperature in the user's unit. */
export const checkTemperature = (unit: TemperatureUnit, value: number) => range(temperatureLimits(unit), value);
/** Relative humidity 0 to 100 %. */
export const checkHumidity = (value: number) => range(HUMIDITY_LIMITS, value);
/** Specific power 0 to 1000 kW. */
export const checkSpecificPower = (value: number) => range(SPECIFIC_POWER_LIMITS, value);
/** Energy, volume or mass cost 0 to 10000 per unit. */
export const checkCost = (value: number) => range(COST_LIMITS, value);

/** The leak inputs that have a rule (spec 000 section 5), shared by the leak form and bulk edit. */
export type LeakRuleField = 'distance' | 'utilization' | 'temperature' | 'humidity' | 'specificPower' | 'energyCost' | 'volumeCost' | 'massCost';
/** Their values in the user's units; an empty input is NaN, which no rule accepts. */
export interface LeakRuleValues extends Utilization {
  distance: number;
  temperature: number;
  humidity: number;
  specificPower: number;
  energyCost: number;
  volumeCost: number;
  massCost: number;
}
/** The units and edition the rules depend on. */
export interface LeakRuleUnits {
  distanceUnit: DistanceUnit;
  temperatureUnit: TemperatureUnit;
  edition: Edition;
}

/**
 * The one set of leak input rules: null when the field's value may be sent, else its message
 * (utilisation: the first of hours, days, weeks that is out of range). The leak form
 * (useLeakForm) and bulk edit (features/list/state/bulkEdit) both ask it.
 */
export function leakRuleError(field: LeakRuleField, v: LeakRuleValues, units: LeakRuleUnits): RuleMessage | null {
  switch (field) {
    case 'distance':
      return checkDistance(units.distanceUnit, v.distance);
    case 'utilization': {
      const messages = checkUtilization(units.edition, v);
      return messages.hours ?? messages.days ?? messages.weeks ?? null;
    }
    case 'temperature':
      return checkTemperature(units.temperatureUnit, v.temperature);
    case 'humidity':
      return checkHumidity(v.humidity);
    case 'specificPower':
      return checkSpecificPower(v.specificPower);
    case 'energyCost':
      return checkCost(v.energyCost);
    case 'volumeCost':
      return checkCost(v.volumeCost);
    case 'massCost':
      return checkCost(v.massCost);
  }
}

/** AC frequency: 0, or 12.5 to 450 Hz. */
export function checkAcFrequency(value: number): RuleMessage | null {
  return isValidAcFrequency(value) ? null : { key: 'analysis.acFrequencyRule', values: { a: AC_FREQUENCY_LIMITS_HZ.min, b: AC_FREQUENCY_LIMITS_HZ.max } };
}

/** PD voltage as sent: negatives become 0 (spec 000 section 5). NaN stays NaN (not sent). */
export const voltageToSend = (valueKv: number): number => normalizeVoltageKv(valueKv);

/** The known PD location a typed text matches (case and surrounding spaces ignored), or null. */
export function matchPdLocation(text: string): (typeof PD_LOCATIONS)[number] | null {
  const wanted = text.trim().toLowerCase();
  return PD_LOCATIONS.find((location) => location.toLowerCase() === wanted) ?? null;
}

/** The gas input shows only in volume or mass cost mode (spec 000 section 2). */
export const showsGasInput = (costMode: CostMode): boolean => costMode === 'volume' || costMode === 'mass';

/**
 * Gases the user may pick for this snapshot: SI2 flag and the meta's white- and blacklists; the
 * stored gas stays in the list (named) when it is not one of them, e.g. SULPHUR_HEXAFLUORIDE.
 */
export function gasChoices(snapshot: Pick<SnapshotDetail, 'meta'>): GasType[] {
  const meta = snapshot.meta;
  const allowed = allowedGases({ isSi2: meta.is_si2 === true, whitelist: meta.gas_whitelist, blacklist: meta.gas_blacklist });
  const stored = meta.leak_type;
  return !isGasType(stored) || allowed.includes(stored) ? allowed : [...allowed, stored];
}
