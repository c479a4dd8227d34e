import { leakRuleError, type LeakRuleField } from '../../input-rules';
import { canApply, fieldError, INITIAL_VALUES, type BulkField, type BulkUnits, type BulkValues } from './bulkEdit';

const units: BulkUnits = { distanceUnit: 'METERS', temperatureUnit: 'CELSIUS', edition: 'NL' };
const values = (change: Partial<BulkValues>): BulkValues => ({ ...INITIAL_VALUES, ...change });

describe('bulk edit validation (spec 000 sections 4 and 5)', () => {
  it('applies only with at least one field enabled and every enabled field valid; fixed and starred must be chosen', () => {
    expect(canApply(new Set(), INITIAL_VALUES, units)).toBe(false);
    expect(canApply(new Set<BulkField>(['fixed']), INITIAL_VALUES, units)).toBe(false);
    expect(fieldError('fixed', INITIAL_VALUES, units)).toEqual({ key: 'bulk.editDialog.chooseYesNo' });
    expect(canApply(new Set<BulkField>(['fixed', 'starred']), values({ fixed: false, starred: true }), units)).toBe(true);
    // Utilisation starts at 24/7/52, valid as it is.
    expect(canApply(new Set<BulkField>(['utilization']), INITIAL_VALUES, units)).toBe(true);
    expect(canApply(new Set<BulkField>(['utilization', 'distance']), INITIAL_VALUES, units)).toBe(false);
    expect(fieldError('distance', INITIAL_VALUES, units)).toEqual({ key: 'analysis.invalidDistance', values: { a: 0.3, b: 500 } });
    expect(fieldError('acFrequency', values({ acFrequency: 5 }), units)?.key).toBe('analysis.acFrequencyRule');
    expect(fieldError('acFrequency', values({ acFrequency: 50 }), units)).toBeNull();
    expect(fieldError('utilization', values({ hours: 25 }), units)).toEqual({ key: 'analysis.rangeInteger', values: { a: 1, b: 24 } });
  });

  it('follows the leak form’s own rules for every leak input (one set of rules)', () => {
    const cases: [BulkField & LeakRuleField, keyof BulkValues, number[]][] = [
      ['distance', 'distance', [0.1, 0.3, 12, 500, 501]],
      ['temperature', 'temperature', [-100, -40, 20, 80, 500]],
      ['humidity', 'humidity', [-1, 0, 75, 100, 101]],
      ['specificPower', 'specificPower', [-1, 0, 33, 1000, 1001]],
      ['energyCost', 'energyCost', [-1, 0, 0.2, 10000, 10001]],
      ['volumeCost', 'volumeCost', [-1, 0, 10001]],
      ['massCost', 'massCost', [-1, 0, 10001]],
      ['utilization', 'hours', [0, 1, 24, 25, 2.5]],
    ];
    const leak = { distance: 1, hours: 24, days: 7, weeks: 52, temperature: 20, humidityPct: 75, specificPower: 33, energyCost: 0, volumeCost: 0, massCost: 0, costMode: 'energy', currency: 'USD', gas: 'AIR', gasDescription: '' } as const;
    for (const [field, key, samples] of cases) {
      for (const sample of samples) {
        const inForm = leakRuleError(field, { ...leak, humidity: leak.humidityPct, [key]: sample }, units) === null;
        const inBulk = fieldError(field, values({ [key]: sample }), units) === null;
        expect([field, sample, inBulk]).toEqual([field, sample, inForm]);
      }
    }
  });
});
