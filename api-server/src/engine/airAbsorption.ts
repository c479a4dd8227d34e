/**
 * Atmospheric absorption of sound, ISO 9613-1:1993 formulae (reproduced at
 * http://www.sengpielaudio.com/AirdampingFormula.htm). The standard tabulates
 * 50 Hz–10 kHz but its formulae extend to ultrasound.
 */

/** Reference atmospheric pressure, kPa. */
export const REFERENCE_PRESSURE_KPA = 101.325;
/** Reference air temperature of ISO 9613-1, K (20 °C). */
const T0_K = 293.15;
/** Triple-point isotherm temperature, K. */
const T01_K = 273.16;

/**
 * Absorption coefficient α in dB per metre:
 *
 * - h = hᵣ · (p_sat / pᵣ) · (pᵣ / pₐ), p_sat / pᵣ = 10^C, C = −6.8346·(T₀₁/T)^1.261 + 4.6151
 * - f_rO = (pₐ/pᵣ) · (24 + 4.04·10⁴ · h · (0.02 + h) / (0.391 + h))
 * - f_rN = (pₐ/pᵣ) · (T/T₀)^(−1/2) · (9 + 280 · h · exp(−4.170 · ((T/T₀)^(−1/3) − 1)))
 * - α = 8.686 · f² · [1.84·10⁻¹¹ · (pᵣ/pₐ) · (T/T₀)^(1/2) + (T/T₀)^(−5/2) ·
 *   (0.01275 · e^(−2239.1/T) / (f_rO + f²/f_rO) + 0.1068 · e^(−3352.0/T) / (f_rN + f²/f_rN))]
 *
 * Example (ISO 9613-1, 20 °C, 101.325 kPa): 30 kHz at 50 % RH ≈ 0.94 dB/m.
 *
 * @param frequencyHz sound frequency, Hz.
 * @param temperatureC air temperature, °C (must be above −273.15).
 * @param humidityPct relative humidity, 0–100 %.
 * @param pressureKpa ambient pressure, kPa; default 101.325.
 */
export function airAbsorptionDbPerM(frequencyHz: number, temperatureC: number, humidityPct: number, pressureKpa = REFERENCE_PRESSURE_KPA): number {
  const t = temperatureC + 273.15;
  const pRatio = pressureKpa / REFERENCE_PRESSURE_KPA;
  const c = -6.8346 * (T01_K / t) ** 1.261 + 4.6151;
  const h = humidityPct * 10 ** c / pRatio;
  const frO = pRatio * (24 + (4.04e4 * h * (0.02 + h)) / (0.391 + h));
  const frN = pRatio * (t / T0_K) ** -0.5 * (9 + 280 * h * Math.exp(-4.17 * ((t / T0_K) ** (-1 / 3) - 1)));
  const f2 = frequencyHz * frequencyHz;
  const classical = 1.84e-11 * (1 / pRatio) * (t / T0_K) ** 0.5;
  const oxygen = (0.01275 * Math.exp(-2239.1 / t)) / (frO + f2 / frO);
  const nitrogen = (0.1068 * Math.exp(-3352.0 / t)) / (frN + f2 / frN);
  return 8.686 * f2 * (classical + (t / T0_K) ** -2.5 * (oxygen + nitrogen));
}
