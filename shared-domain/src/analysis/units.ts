import { CFM_PER_LPM, FAHRENHEIT_OFFSET, FAHRENHEIT_PER_CELSIUS, FEET_PER_METRE, KELVIN_OFFSET } from './constants';

/**
 * Unit conversions (spec 000 §9 "Conversions", spec 001 §9 "Kelvin offset").
 *
 * All functions are linear, pure and total: NaN stays NaN, ±Infinity stays ±Infinity, and a
 * conversion followed by its inverse returns the input up to floating-point rounding.
 * No rounding is applied; format for display separately (e.g. `formatLeakSize`).
 */

/** Litres per minute → cubic feet per minute (1 l/min = 0.0353147 ft³/min, spec 000 §9). */
export function lpmToCfm(leakLpm: number): number {
  return leakLpm * CFM_PER_LPM;
}

/** Cubic feet per minute → litres per minute (inverse of {@link lpmToCfm}; 1 cfm ≈ 28.3168 l/min, spec 000 §9). */
export function cfmToLpm(leakCfm: number): number {
  return leakCfm / CFM_PER_LPM;
}

/** Degrees Celsius → degrees Fahrenheit: °F = 1.8 × °C + 32 (spec 000 §9). Example: 20 °C → 68 °F. */
export function celsiusToFahrenheit(temperatureC: number): number {
  return temperatureC * FAHRENHEIT_PER_CELSIUS + FAHRENHEIT_OFFSET;
}

/** Degrees Fahrenheit → degrees Celsius: °C = (°F − 32) / 1.8 (spec 000 §9). Example: 212 °F → 100 °C. */
export function fahrenheitToCelsius(temperatureF: number): number {
  return (temperatureF - FAHRENHEIT_OFFSET) / FAHRENHEIT_PER_CELSIUS;
}

/** Metres → feet (3.28084 ft per metre, spec 000 §9). Example: 500 m → 1640.42 ft. */
export function metresToFeet(distanceM: number): number {
  return distanceM * FEET_PER_METRE;
}

/** Feet → metres (inverse of {@link metresToFeet}, spec 000 §9). */
export function feetToMetres(distanceFt: number): number {
  return distanceFt / FEET_PER_METRE;
}

/** Kelvin → degrees Celsius: °C = K − 273.15 (spec 000 §9, spec 001 §9). Used for meta `current_env_temperature_kelvin`. */
export function kelvinToCelsius(temperatureK: number): number {
  return temperatureK - KELVIN_OFFSET;
}

/** Degrees Celsius → kelvin: K = °C + 273.15 (spec 000 §9, spec 001 §9). */
export function celsiusToKelvin(temperatureC: number): number {
  return temperatureC + KELVIN_OFFSET;
}
