import { hashSeed, mulberry32 } from './rng';
import { dayOfYear, noonSunCos, sunTimes } from './solar';

/**
 * Deterministic synthetic weather for a place and day (`GET /api/snapshots/{id}/weather/`), so the
 * server needs no outside service (spec 000 §3 "Weather": hourly temperature in °C and °F, average,
 * min and max, sunrise and sunset, UV index). Plausible, not real:
 *
 * - annual mean temperature 42·cos(latitude) − 15 °C (27 °C at the equator, 11 °C at 52°, 6 °C at 60°);
 * - seasonal swing ±0.18·|latitude| °C, warmest around 19 July (north) or 17 January (south);
 * - day-to-day anomaly: three sinusoids with periods 3.7, 7.3 and 17.1 days and phases seeded by
 *   the place (smooth from one day to the next), up to about ±5 °C;
 * - cloud cover 0–100 % from a similar seeded series; diurnal range 4 °C (overcast) to 10 °C (clear),
 *   minimum at 03:00 and maximum at 15:00 local time;
 * - UV index = 12.5·μ^2.42 at solar noon (μ = cos of the noon zenith angle, the clear-sky
 *   approximation of Madronich), reduced by up to 60 % by cloud;
 * - local time = UTC + round(longitude / 15) h (nautical time zone, no daylight saving).
 */

/** Input of {@link syntheticWeather}. */
export interface WeatherInput {
  latitude: number;
  longitude: number;
  /** The day: an ISO 8601 date or date-time, or a Date; its UTC calendar day is used. */
  date: string | Date;
}

/** One hour of the day. */
export interface HourlyWeather {
  /** Local time `HH:00`. */
  time: string;
  tempC: number;
  tempF: number;
}

/** Synthetic weather of one day. */
export interface SyntheticWeather {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Offset of the local times from UTC, h. */
  utcOffsetH: number;
  hourly: HourlyWeather[];
  averageTempC: number;
  minTempC: number;
  maxTempC: number;
  averageTempF: number;
  minTempF: number;
  maxTempF: number;
  /** Local `HH:MM`, or null in polar day or night (see `polar`). */
  astronomy: { sunrise: string | null; sunset: string | null; polar: 'day' | 'night' | null };
  uvIndex: number;
  cloudCoverPct: number;
  source: 'synthetic';
}

const round1 = (value: number) => Math.round(value * 10) / 10;
/** °F = 1.8 × °C + 32 (spec 000 §9). */
export const celsiusToFahrenheit = (tempC: number) => round1(tempC * 1.8 + 32);

function clock(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A smooth seeded series over days: Σ aₖ·sin(2π·day/Pₖ + φₖ). */
function smoothSeries(seed: number, dayNumber: number, amplitudes: readonly number[]): number {
  const next = mulberry32(seed);
  const periods = [3.7, 7.3, 17.1];
  return amplitudes.reduce((sum, a, k) => sum + a * Math.sin((2 * Math.PI * dayNumber) / periods[k]! + 2 * Math.PI * next()), 0);
}

/** Weather for a place and day (see the module doc for the model). Same input → same output. */
export function syntheticWeather({ latitude, longitude, date }: WeatherInput): SyntheticWeather {
  const day = new Date(typeof date === 'string' && date.length === 10 ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(day.getTime())) throw new Error(`invalid date ${String(date)}`);
  const isoDate = day.toISOString().slice(0, 10);
  const n = dayOfYear(day);
  const dayNumber = Math.floor(day.getTime() / 86_400_000);
  const placeSeed = hashSeed('weather', latitude.toFixed(2), longitude.toFixed(2));
  const latRad = (latitude * Math.PI) / 180;
  const warmestDay = latitude >= 0 ? 200 : 17;
  const meanC = 42 * Math.cos(latRad) - 15 + 0.18 * Math.abs(latitude) * Math.cos((2 * Math.PI * (n - warmestDay)) / 365) + smoothSeries(placeSeed, dayNumber, [2, 2, 1.5]);
  const cloud = Math.min(1, Math.max(0, 0.5 + smoothSeries(placeSeed ^ 0x5bd1e995, dayNumber, [0.3, 0.25, 0.2])));
  const rangeC = 10 - 6 * cloud;
  const utcOffsetH = Math.round(longitude / 15);
  const hourly = Array.from({ length: 24 }, (_, hour) => {
    const tempC = round1(meanC + (rangeC / 2) * Math.cos((2 * Math.PI * (hour - 15)) / 24));
    return { time: `${String(hour).padStart(2, '0')}:00`, tempC, tempF: celsiusToFahrenheit(tempC) };
  });
  const temps = hourly.map((h) => h.tempC);
  const averageTempC = round1(temps.reduce((sum, t) => sum + t, 0) / temps.length);
  const minTempC = Math.min(...temps);
  const maxTempC = Math.max(...temps);
  const sun = sunTimes(latitude, longitude, n);
  const local = (utcMin: number | null) => (utcMin === null ? null : clock(utcMin + utcOffsetH * 60));
  return {
    date: isoDate,
    utcOffsetH,
    hourly,
    averageTempC,
    minTempC,
    maxTempC,
    averageTempF: celsiusToFahrenheit(averageTempC),
    minTempF: celsiusToFahrenheit(minTempC),
    maxTempF: celsiusToFahrenheit(maxTempC),
    astronomy: { sunrise: local(sun.sunriseUtcMin), sunset: local(sun.sunsetUtcMin), polar: sun.polar },
    uvIndex: Math.round(12.5 * noonSunCos(latitude, n) ** 2.42 * (1 - 0.6 * cloud)),
    cloudCoverPct: Math.round(cloud * 100),
    source: 'synthetic',
  };
}
