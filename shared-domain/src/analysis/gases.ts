import { AIR_MOLAR_MASS, GAS_CONSTANT_J_PER_MOL_K, LITRES_PER_M3, MINUTES_PER_YEAR, STANDARD_PRESSURE_PA, STANDARD_TEMPERATURE_K } from './constants';

/**
 * Gas types, their molar masses and the gas-related rules (spec 000 §3 "Gas types", §5).
 */

/** The gas types of a leak the user may choose from (spec 000 §3), in display order. */
export const GAS_TYPES = Object.freeze([
  'AIR',
  'HYDROGEN',
  'CARBON_DIOXIDE',
  'METHANE',
  'HYDROCARBONS',
  'HELIUM',
  'ARGON',
  'AMMONIA',
  'NITROGEN',
  'STEAM',
  'OTHER',
] as const);

/**
 * Every gas a stored snapshot may name: {@link GAS_TYPES} plus SULPHUR_HEXAFLUORIDE, which spec 000
 * §3 gives a molar mass but not a place in the gas-type list. A snapshot that arrives with it keeps
 * it and is costed with it; it is never offered as a choice.
 */
export const KNOWN_GASES = Object.freeze([...GAS_TYPES, 'SULPHUR_HEXAFLUORIDE'] as const);

/** One of {@link KNOWN_GASES}. */
export type GasType = (typeof KNOWN_GASES)[number];

/** Gases allowed on a snapshot whose microphone is not SI2 (spec 000 §3). */
export const NON_SI2_GASES: readonly GasType[] = Object.freeze(['AIR', 'STEAM', 'OTHER'] as const);

/** Gases for which no leak is reported and no size analysis is available (spec 000 §2, §5). */
export const UNANALYSED_GASES: readonly GasType[] = Object.freeze(['STEAM', 'OTHER'] as const);

/**
 * Molar mass in kg/mol of every gas that has one (spec 000 §3).
 * STEAM and OTHER have none (STEAM condenses, so an ideal-gas normal volume is meaningless; OTHER is unknown).
 * HYDROCARBONS is represented by propane, C₃H₈ (0.0440956 kg/mol), the usual reference for
 * LPG-type hydrocarbon leaks; methane has its own entry.
 */
export const GAS_MOLAR_MASS_KG_PER_MOL: Readonly<Partial<Record<GasType, number>>> = Object.freeze({
  AIR: AIR_MOLAR_MASS,
  HYDROGEN: 0.00201588,
  CARBON_DIOXIDE: 0.0440095,
  METHANE: 0.0160425,
  HYDROCARBONS: 0.0440956,
  HELIUM: 0.0040026,
  ARGON: 0.039948,
  AMMONIA: 0.0170305,
  NITROGEN: 0.0280134,
  SULPHUR_HEXAFLUORIDE: 0.146055,
});

/** True when `value` is one of {@link KNOWN_GASES} (exact, case-sensitive). */
export function isGasType(value: unknown): value is GasType {
  return typeof value === 'string' && (KNOWN_GASES as readonly string[]).includes(value);
}

/**
 * Molar mass of a gas in kg/mol, or NaN when it has none (STEAM, OTHER) or the name is unknown.
 * Names are matched exactly (the API sends the upper-case enum).
 */
export function gasMolarMassKgPerMol(gas: GasType | (string & {})): number {
  return (GAS_MOLAR_MASS_KG_PER_MOL as Readonly<Record<string, number | undefined>>)[gas] ?? Number.NaN;
}

/**
 * Ideal-gas density at normal conditions in kg/m³: ρ = p·M / (R·T) with p = 101 325 Pa,
 * T = 273.15 K, R = 8.314462618 J/(mol·K) (spec 000 §9).
 * Air gives 1.2923 kg/m³. NaN for gases without a molar mass (STEAM, OTHER, unknown names).
 */
export function gasDensityKgPerM3(gas: GasType | (string & {})): number {
  return (STANDARD_PRESSURE_PA * gasMolarMassKgPerMol(gas)) / (GAS_CONSTANT_J_PER_MOL_K * STANDARD_TEMPERATURE_K);
}

/**
 * Mass flow in kg per year of a continuous leak (spec 000 §1 "kilograms per year", §9).
 *
 * Formula: kg/yr = leakLpm / 1000 [m³/min at 101 325 Pa, 273.15 K] × ρ(gas) [kg/m³] × 525 600 [min/yr],
 * with ρ from {@link gasDensityKgPerM3}. The flow is taken as a normal volume flow and the leak as
 * running all year (525 600 min). For cost with a utilisation schedule use `leakCostPerYear` in
 * mass mode, which uses the yearly hours instead.
 *
 * Edge cases: STEAM, OTHER and unknown gas names have no molar mass → NaN (no mass can be shown).
 * Infinity stays Infinity; negative flows are not rejected.
 *
 * @example massFlowKgPerYear(1, 'AIR') // ≈ 679.2 kg/yr (0.001 m³/min × 1.2923 kg/m³ × 525 600)
 */
export function massFlowKgPerYear(leakLpm: number, gas: GasType | (string & {})): number {
  return (leakLpm / LITRES_PER_M3) * gasDensityKgPerM3(gas) * MINUTES_PER_YEAR;
}

/** Input of {@link isLeakReported}: the leak-result flags (spec 000 §3 "Leak result"). */
export interface LeakReportInput {
  /** The analysis detected a leak. */
  leakDetected: boolean | null | undefined;
  /** The analysis flagged an infinite (not estimable) size. */
  infDetected: boolean | null | undefined;
  /** Gas type of the leak; missing means not STEAM or OTHER. Compared after trim and upper-casing. */
  gas: GasType | (string & {}) | null | undefined;
}

/**
 * Whether a leak counts as reported (spec 000 §5): detected, no infinite-size flag, and gas not
 * STEAM or OTHER. `null`/`undefined` flags count as false; a missing gas does not block reporting.
 */
export function isLeakReported({ leakDetected, infDetected, gas }: LeakReportInput): boolean {
  if (leakDetected !== true || infDetected === true) return false;
  const normalizedGas = (gas ?? '').trim().toUpperCase();
  return !(UNANALYSED_GASES as readonly string[]).includes(normalizedGas);
}

/**
 * Splits a comma-separated gas list from meta (`gas_whitelist`, `gas_blacklist`, spec 000 §3)
 * into trimmed, upper-cased, non-empty entries. `undefined`, `null` and '' give [].
 *
 * @example parseGasList(' air, steam ,,') // ['AIR', 'STEAM']
 */
export function parseGasList(list: string | null | undefined): string[] {
  if (!list) return [];
  return list
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter((entry) => entry.length > 0);
}

/** Input of {@link allowedGases}. */
export interface AllowedGasesInput {
  /** The snapshot's microphone is an SI2 (meta `mic_revision`); only SI2 measures gases other than air. */
  isSi2: boolean;
  /** Comma list; when it has at least one entry only listed gases are kept. */
  whitelist?: string | null;
  /** Comma list; listed gases are removed. */
  blacklist?: string | null;
}

/**
 * Gas types the user may pick for a snapshot (spec 000 §3):
 * non-SI2 → AIR, STEAM, OTHER; SI2 → all {@link GAS_TYPES}; then, if the whitelist has entries,
 * only listed gases are kept, and blacklisted gases are removed (blacklist wins over whitelist).
 *
 * Lists are parsed with {@link parseGasList} (trim, upper-case, empty entries ignored); unknown names
 * are ignored. The result keeps {@link GAS_TYPES} order and may be empty (e.g. a whitelist naming
 * only gases the microphone cannot measure).
 */
export function allowedGases({ isSi2, whitelist, blacklist }: AllowedGasesInput): GasType[] {
  const allowList = parseGasList(whitelist);
  const denyList = parseGasList(blacklist);
  const base: readonly GasType[] = isSi2 ? GAS_TYPES : NON_SI2_GASES;
  // Never SULPHUR_HEXAFLUORIDE: it is not one of the gas types (spec 000 §3).
  return base.filter((gas) => (allowList.length === 0 || allowList.includes(gas)) && !denyList.includes(gas));
}
