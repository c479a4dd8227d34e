import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** Below this an energy cost counts as zero (spec 001 section 5: "marked red below a tiny epsilon"). */
export const ENERGY_COST_EPSILON = 1e-9;

/** Validation of the settings dialog (spec 000 section 5, settings). */
export function settingsRules(t: TFunction): Record<'energyCost' | 'co2' | 'correction' | 'severity', FormRule[]> {
  const required = { required: true, message: t('settings.required') };
  return {
    energyCost: [
      required,
      { validator: (_r, v: number | null) => (v == null || v > ENERGY_COST_EPSILON ? Promise.resolve() : Promise.reject(new Error(t('settings.energyCostPositive')))) },
    ],
    co2: [{ validator: (_r, v: number | null) => (v == null || v >= 0 ? Promise.resolve() : Promise.reject(new Error(t('settings.notNegative')))) }],
    correction: [
      required,
      { validator: (_r, v: number | null) => (v ? Promise.resolve() : Promise.reject(new Error(t('settings.correctionRequired')))) },
    ],
    severity: [{ validator: (_r, v: number | null) => (v == null || v >= 0 ? Promise.resolve() : Promise.reject(new Error(t('settings.notNegative')))) }],
  };
}
