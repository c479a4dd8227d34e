/**
 * Sound-level conversions. Synthetic signals are sound pressure in pascal at the camera, so a
 * level in dB is re 20 µPa (dB SPL), the usual reference in air.
 */

/** Reference sound pressure for dB SPL in air, Pa. */
export const REFERENCE_PRESSURE_PA = 20e-6;

/** Level in dB SPL of an RMS (or peak) pressure in Pa: 20·log10(p / 20 µPa). 0 Pa gives -Infinity. */
export function pressureToDb(pressurePa: number): number {
  return 20 * Math.log10(Math.abs(pressurePa) / REFERENCE_PRESSURE_PA);
}

/** Pressure in Pa of a level in dB SPL (inverse of {@link pressureToDb}). */
export function dbToPressure(levelDb: number): number {
  return REFERENCE_PRESSURE_PA * 10 ** (levelDb / 20);
}

/** Energetic sum of levels in dB: 10·log10(Σ 10^(Lᵢ/10)). An empty list gives -Infinity. */
export function sumLevelsDb(levelsDb: readonly number[]): number {
  let power = 0;
  for (const level of levelsDb) power += 10 ** (level / 10);
  return 10 * Math.log10(power);
}
