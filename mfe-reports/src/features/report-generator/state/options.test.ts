import { DEFAULT_OPTIONS, invalidOptionFields, orderingApplies } from './options';

// Spec 001 section 3 "Report options".
describe('report options', () => {
  it('accepts the defaults and every listed value', () => {
    expect(invalidOptionFields(DEFAULT_OPTIONS)).toEqual([]);
    for (const reportType of ['Leak', 'PD', 'Level', 'Mechanical']) expect(invalidOptionFields({ ...DEFAULT_OPTIONS, reportType })).toEqual([]);
    for (const dateFormat of ['D.M.Y', 'M/D/Y', 'Y-M-D']) expect(invalidOptionFields({ ...DEFAULT_OPTIONS, dateFormat })).toEqual([]);
    for (const orderBy of ['createdDate', 'label', 'deviceLabel', 'syncedDate', 'leakSizeAsc', 'leakSizeDesc']) expect(invalidOptionFields({ ...DEFAULT_OPTIONS, orderBy })).toEqual([]);
  });

  it('names each invalid field', () => {
    expect(invalidOptionFields({ ...DEFAULT_OPTIONS, reportType: 'Thermal', dateFormat: 'DD/MM/YYYY' })).toEqual(['reportType', 'dateFormat']);
    expect(invalidOptionFields({ ...DEFAULT_OPTIONS, ordering: 'up', forceAnalysis: 'yes' })).toEqual(['ordering', 'forceAnalysis']);
    expect(invalidOptionFields({})).toEqual(['reportType', 'orderBy', 'ordering', 'dateFormat', 'forceAnalysis']);
  });

  it('says ordering does not apply to leak size orders', () => {
    expect(orderingApplies('label')).toBe(true);
    expect(orderingApplies('leakSizeAsc')).toBe(false);
    expect(orderingApplies('leakSizeDesc')).toBe(false);
  });
});
