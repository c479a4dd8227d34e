import {
  celsiusToFahrenheit,
  DEFAULT_HUMIDITY_PCT,
  DEFAULT_TEMPERATURE_C,
  DEFAULT_UTILIZATION,
  DEFAULT_UTILIZATION_UE,
  fahrenheitToCelsius,
  feetToMetres,
  kelvinToCelsius,
  LPM_TO_CFM_COST_RATIO,
  metresToFeet,
  parseCostMode,
  specificPowerCfmToLpm,
  type CostMode,
  type CustomerSettings,
  type DistanceUnit,
  type Edition,
  type GasType,
  type LeakQuery,
  type SnapshotDetail,
  type TemperatureUnit,
} from 'shared-core';

/**
 * The leak view's inputs in the user's units (spec 000 sections 2, 3, 9), how they are read
 * from a snapshot, and how they become the `analytics/leak/` parameters (demo users, whose edits
 * stay local) or the server's stored units (everyone else).
 */
export interface LeakInputs {
  /** In the user's distance unit. */
  distance: number;
  hours: number;
  days: number;
  weeks: number;
  /** In the user's temperature unit. */
  temperature: number;
  humidityPct: number;
  /** kW per 1000 l/min (LPM users) or per 100 cfm (CFM users). */
  specificPower: number;
  energyCost: number;
  volumeCost: number;
  massCost: number;
  costMode: CostMode;
  currency: string;
  gas: GasType;
  gasDescription: string;
}

/** The settings the leak view formats with. */
export interface LeakUnits {
  distanceUnit: DistanceUnit;
  temperatureUnit: TemperatureUnit;
  leakUnit: 'lpm' | 'cfm';
  edition: Edition;
}

export function unitsFrom(settings: Pick<CustomerSettings, 'source_distance_unit' | 'temperature_unit' | 'leak_size_unit'> | undefined, edition: Edition): LeakUnits {
  return {
    distanceUnit: settings?.source_distance_unit === 'FEET' ? 'FEET' : 'METERS',
    temperatureUnit: settings?.temperature_unit === 'FAHRENHEIT' ? 'FAHRENHEIT' : 'CELSIUS',
    leakUnit: settings?.leak_size_unit === 'CFM' ? 'cfm' : 'lpm',
    edition,
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const finite = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** Reads the inputs from the snapshot's meta, converted to the user's units. */
export function inputsFromSnapshot(snapshot: SnapshotDetail, units: LeakUnits): LeakInputs {
  const meta = snapshot.meta;
  const distanceM = finite(meta.distance, snapshot.source_distance);
  const temperatureC = kelvinToCelsius(finite(meta.current_env_temperature_kelvin, DEFAULT_TEMPERATURE_C + 273.15));
  const utilDefaults = units.edition === 'UE' ? DEFAULT_UTILIZATION_UE : DEFAULT_UTILIZATION;
  const util = meta.utilization ?? { current_util_hours: utilDefaults.hours, current_util_days: utilDefaults.days, current_util_weeks: utilDefaults.weeks };
  const specificPowerLpm = finite(meta.specific_power, 11.7);
  return {
    distance: units.distanceUnit === 'FEET' ? round(metresToFeet(distanceM), 2) : round(distanceM, 2),
    hours: finite(util.current_util_hours, utilDefaults.hours),
    days: finite(util.current_util_days, utilDefaults.days),
    weeks: finite(util.current_util_weeks, utilDefaults.weeks),
    temperature: round(units.temperatureUnit === 'FAHRENHEIT' ? celsiusToFahrenheit(temperatureC) : temperatureC, 1),
    humidityPct: finite(meta.current_relative_humidity_percent, DEFAULT_HUMIDITY_PCT),
    specificPower: units.leakUnit === 'cfm' ? round(specificPowerLpm / LPM_TO_CFM_COST_RATIO, 2) : specificPowerLpm,
    energyCost: finite(meta.energy_cost, 0),
    volumeCost: finite(meta.volume_cost, 0),
    massCost: finite(meta.mass_cost, 0),
    costMode: parseCostMode(meta.cost_mode),
    currency: meta.currency || 'USD',
    gas: meta.leak_type,
    gasDescription: meta.leak_type_description ?? '',
  };
}

/** Distance in metres, as the server stores and the analysis takes it. */
export const distanceMetres = (inputs: Pick<LeakInputs, 'distance'>, unit: DistanceUnit): number =>
  unit === 'FEET' ? feetToMetres(inputs.distance) : inputs.distance;

/** Temperature in °C. */
export const temperatureCelsius = (inputs: Pick<LeakInputs, 'temperature'>, unit: TemperatureUnit): number =>
  unit === 'FAHRENHEIT' ? fahrenheitToCelsius(inputs.temperature) : inputs.temperature;

/** Specific power in the server's stored unit, kW per 1000 l/min. */
export const specificPowerStored = (inputs: Pick<LeakInputs, 'specificPower'>, leakUnit: 'lpm' | 'cfm'): number =>
  leakUnit === 'cfm' ? specificPowerCfmToLpm(inputs.specificPower) : inputs.specificPower;

/**
 * Parameters of `analytics/leak/`. Saved edits live in meta, so only the unit and correction are
 * sent; a demo user's local values are sent as the call's parameters instead (spec 000 section 6).
 */
export function leakQuery(inputs: LeakInputs | null, units: LeakUnits, correction: number | undefined): LeakQuery {
  const base: LeakQuery = { resultLeakUnit: units.leakUnit, correction: correction || undefined };
  if (!inputs) return base;
  return {
    ...base,
    distanceM: round(distanceMetres(inputs, units.distanceUnit), 4),
    environmentTemperatureC: round(temperatureCelsius(inputs, units.temperatureUnit), 3),
    environmentHumidityPr: inputs.humidityPct,
    specificPower: inputs.specificPower,
    electricityCost: inputs.energyCost,
  };
}
