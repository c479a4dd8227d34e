import type { RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { settingsRules } from './settingsRules';

const t = ((key: string) => key) as unknown as TFunction;
const rules = settingsRules(t);

/** Runs a field's rules like antd does: required first, then the validators. */
async function check(field: keyof typeof rules, value: number | null): Promise<string | null> {
  for (const rule of rules[field] as RuleObject[]) {
    if (rule.required && (value === null || value === undefined)) return String(rule.message);
    if (rule.validator) {
      try {
        await rule.validator(rule, value, () => undefined);
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return null;
}

describe('settings validation (spec 000 section 5; spec 001 section 5)', () => {
  it.each<[keyof typeof rules, number | null, string | null]>([
    ['energyCost', null, 'settings.required'],
    ['energyCost', 0, 'settings.energyCostPositive'],
    ['energyCost', 1e-12, 'settings.energyCostPositive'],
    ['energyCost', 0.12, null],
    ['correction', null, 'settings.required'],
    ['correction', 0, 'settings.correctionRequired'],
    ['correction', 1, null],
    ['co2', -0.1, 'settings.notNegative'],
    ['co2', 0, null],
    ['severity', -1, 'settings.notNegative'],
  ])('%s = %s -> %s', async (field, value, expected) => {
    expect(await check(field, value)).toBe(expected);
  });
});
