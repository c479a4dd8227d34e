/**
 * Approximate sun position (NOAA "General Solar Position Calculations" Fourier series for the
 * declination and the equation of time, Spencer 1971). Good to a few minutes for sunrise and
 * sunset, which is all synthetic weather needs.
 */

const DEG = Math.PI / 180;

/** Day of the year, 1–366, of a UTC date. */
export function dayOfYear(date: Date): number {
  return Math.floor((Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
}

/** Solar declination (rad) and equation of time (min) at noon of a day of the year. */
export function solarDeclinationAndEot(day: number): { declinationRad: number; equationOfTimeMin: number } {
  const g = ((2 * Math.PI) / 365) * (day - 1);
  const declinationRad =
    0.006918 - 0.399912 * Math.cos(g) + 0.070257 * Math.sin(g) - 0.006758 * Math.cos(2 * g) + 0.000907 * Math.sin(2 * g) - 0.002697 * Math.cos(3 * g) + 0.00148 * Math.sin(3 * g);
  const equationOfTimeMin = 229.18 * (0.000075 + 0.001868 * Math.cos(g) - 0.032077 * Math.sin(g) - 0.014615 * Math.cos(2 * g) - 0.040849 * Math.sin(2 * g));
  return { declinationRad, equationOfTimeMin };
}

/** Sunrise and sunset in minutes after 00:00 UTC (may fall outside 0–1440), or the polar case. */
export type SunTimes = { sunriseUtcMin: number; sunsetUtcMin: number; polar: null } | { sunriseUtcMin: null; sunsetUtcMin: null; polar: 'day' | 'night' };

/**
 * Sunrise and sunset for a place and day: hour angle from cos ω = cos 90.833° / (cos φ cos δ) −
 * tan φ tan δ (0.833° for refraction and the sun's radius), then
 * sunrise = 720 − 4·(λ + ω) − EoT and sunset = 720 − 4·(λ − ω) − EoT minutes UTC.
 */
export function sunTimes(latitude: number, longitude: number, day: number): SunTimes {
  const { declinationRad, equationOfTimeMin } = solarDeclinationAndEot(day);
  const phi = latitude * DEG;
  const cosOmega = Math.cos(90.833 * DEG) / (Math.cos(phi) * Math.cos(declinationRad)) - Math.tan(phi) * Math.tan(declinationRad);
  if (cosOmega > 1) return { sunriseUtcMin: null, sunsetUtcMin: null, polar: 'night' };
  if (cosOmega < -1) return { sunriseUtcMin: null, sunsetUtcMin: null, polar: 'day' };
  const omegaDeg = Math.acos(cosOmega) / DEG;
  return { sunriseUtcMin: 720 - 4 * (longitude + omegaDeg) - equationOfTimeMin, sunsetUtcMin: 720 - 4 * (longitude - omegaDeg) - equationOfTimeMin, polar: null };
}

/** Cosine of the solar zenith angle at solar noon (0 when the sun stays below the horizon). */
export function noonSunCos(latitude: number, day: number): number {
  return Math.max(0, Math.cos(latitude * DEG - solarDeclinationAndEot(day).declinationRad));
}
