import { DEFAULT_SPECIFIC_POWER, DEFAULT_UTILIZATION, LITRES_PER_M3, MINUTES_PER_HOUR } from './constants';
import { gasDensityKgPerM3, type GasType } from './gases';
import { specificPowerCfmToLpm, yearlyHours } from './leakCost';
import type { Utilization } from './limits';

/**
 * CO2-equivalent emissions of a leak per year (beyond the spec).
 *
 * Two paths, added together:
 * - energy: the compressor energy the leak wastes per year (kWh, the energy cost mode's formula:
 *   leakLpm × SP / 1000 × H) times the customer setting `co2_cost_kg_kwh` (kg CO2 per kWh of
 *   the site's electricity, spec 000 §3). The grid factor is the customer's; the product ships no
 *   default beyond the setting's.
 * - gas: for a gas with a global-warming potential, the mass it releases per year (normal volume
 *   at 0 °C and 101,325 Pa, see `gasDensityKgPerM3`, over the same yearly hours H) times its
 *   GWP100 ({@link GWP100}).
 */

/** Where the GWP100 factors come from, for the UI and the README. */
export const GWP100_SOURCE =
  'IPCC AR6 WG1 (2021), Chapter 7, Table 7.15 and Table 7.SM.7: 100-year global warming potentials';

/**
 * 100-year global-warming potentials (kg CO2e per kg of gas) of the gases a leak may name, IPCC AR6
 * ({@link GWP100_SOURCE}). Gases without an entry have no direct effect counted here:
 * - CARBON_DIOXIDE: 1 by definition (leaked CO2 is emitted CO2).
 * - METHANE: 29.8, methane of fossil origin (AR6 Table 7.15; non-fossil methane is 27.0): the
 *   methane of natural gas lines.
 * - SULPHUR_HEXAFLUORIDE: 25,200 (AR6 Table 7.SM.7), the gas of insulated switchgear.
 * Air, nitrogen, oxygen, argon, helium and steam have none; hydrogen and ammonia have only indirect
 * effects that AR6 gives no GWP100 for in its tables; HYDROCARBONS (propane) is not listed.
 */
export const GWP100: Readonly<Partial<Record<GasType, number>>> = Object.freeze({
  CARBON_DIOXIDE: 1,
  METHANE: 29.8,
  SULPHUR_HEXAFLUORIDE: 25_200,
});

/** The GWP100 of a gas, or 0 when none is counted (see {@link GWP100}). */
export function gwp100(gas: GasType | (string & {}) | null | undefined): number {
  return (GWP100 as Readonly<Record<string, number | undefined>>)[(gas ?? '').trim().toUpperCase()] ?? 0;
}

/** Input of {@link leakCo2ePerYear}. */
export interface LeakCo2eInput {
  /** Leak flow in litres per minute at normal conditions (0 °C, 101,325 Pa). */
  leakLpm: number;
  /** Gas of the leak; default 'AIR'. */
  gas?: GasType | (string & {}) | null;
  /** Customer setting `co2_cost_kg_kwh`: kg CO2 per kWh of electricity (0 when not set). */
  co2KgPerKwh: number;
  /** Utilisation schedule; default 24 h × 7 d × 52 w = 8736 h. */
  utilization?: Utilization;
  /** Compressor specific power in kW per 1000 l/min (= W per l/min); wins over the CFM figure. */
  specificPowerKwPer1000Lpm?: number;
  /** Compressor specific power in kW per 100 cfm, converted with `specificPowerCfmToLpm`. */
  specificPowerKwPer100Cfm?: number;
}

/** Result of {@link leakCo2ePerYear}, all in kg per year. */
export interface LeakCo2e {
  /** Energy path: kWh per year × kg CO2 per kWh. */
  energyKgCo2e: number;
  /** Gas path: kg of gas per year × GWP100 (0 for gases without one). */
  gasKgCo2e: number;
  /** The sum of both paths. */
  totalKgCo2e: number;
  /** The compressor energy the leak wastes per year, kWh. */
  energyKwhPerYear: number;
  /** Mass of gas leaked per year, kg (NaN for gases without a density: STEAM, OTHER). */
  gasKgPerYear: number;
  /** The GWP100 used for the gas path (0 when none). */
  gwp100: number;
}

/**
 * Yearly CO2e of one leak: energy path + gas path (see the module comment). Worked example, 100
 * l/min for 8736 h at the default 11.7 kW per 1000 l/min and 0.4 kg CO2/kWh:
 * energy 100 × 0.0117 × 8736 = 10,221.12 kWh → 4,088.448 kg; as air there is no gas path; as
 * methane, 100 / 1000 × 60 × 8736 = 52,416 m³ × 0.7157367 kg/m³ = 37,516.1 kg × 29.8 → 1,117,978 kg.
 * A non-finite or negative flow gives zeros (nothing can be claimed for it).
 */
export function leakCo2ePerYear(input: LeakCo2eInput): LeakCo2e {
  const { leakLpm, co2KgPerKwh } = input;
  const gwp = gwp100(input.gas ?? 'AIR');
  if (!Number.isFinite(leakLpm) || leakLpm <= 0) {
    return { energyKgCo2e: 0, gasKgCo2e: 0, totalKgCo2e: 0, energyKwhPerYear: 0, gasKgPerYear: 0, gwp100: gwp };
  }
  const hours = yearlyHours(input.utilization ?? DEFAULT_UTILIZATION);
  const specificPower =
    input.specificPowerKwPer1000Lpm ??
    (input.specificPowerKwPer100Cfm !== undefined ? specificPowerCfmToLpm(input.specificPowerKwPer100Cfm) : DEFAULT_SPECIFIC_POWER.lpm);
  const energyKwhPerYear = ((leakLpm * specificPower) / 1000) * hours;
  const energyKgCo2e = energyKwhPerYear * (Number.isFinite(co2KgPerKwh) && co2KgPerKwh > 0 ? co2KgPerKwh : 0);
  const gasKgPerYear = (leakLpm / LITRES_PER_M3) * MINUTES_PER_HOUR * hours * gasDensityKgPerM3((input.gas ?? 'AIR').trim().toUpperCase());
  const gasKgCo2e = gwp > 0 && Number.isFinite(gasKgPerYear) ? gasKgPerYear * gwp : 0;
  return { energyKgCo2e, gasKgCo2e, totalKgCo2e: energyKgCo2e + gasKgCo2e, energyKwhPerYear, gasKgPerYear, gwp100: gwp };
}

/**
 * A CO2e mass for display: kg below 10 t, tonnes above, grouped in the locale's way, one decimal
 * below 10. The unit symbols (kg, t, CO₂e) are the same in every language. '–' when not finite.
 * @example formatCo2e(4088.448, 'en') // '4,088 kg CO₂e'
 */
export function formatCo2e(kg: number, locale: string): string {
  if (!Number.isFinite(kg)) return '–';
  const tonnes = Math.abs(kg) >= 10_000;
  const value = tonnes ? kg / 1000 : kg;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: Math.abs(value) < 10 ? 1 : 0 }).format(value)} ${tonnes ? 't' : 'kg'} CO₂e`;
}
