import { DEFAULT_CUSTOMISATION, DEFAULT_OPTIONS, invalidOptionFields, loadCustomisation, orderingApplies, parseCustomisation, saveCustomisation } from './options';

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

describe('customisation', () => {
  beforeEach(() => localStorage.clear());

  it('is remembered per user', () => {
    saveCustomisation(7, { ...DEFAULT_CUSTOMISATION, titleText: 'Hall 3 survey', logo: 'img-1', logoSize: 3 });
    expect(loadCustomisation(7)).toMatchObject({ titleText: 'Hall 3 survey', logo: 'img-1', logoSize: 3 });
    expect(loadCustomisation(8)).toEqual(DEFAULT_CUSTOMISATION);
    expect(loadCustomisation(undefined)).toEqual(DEFAULT_CUSTOMISATION);
  });

  it('keeps only well-formed stored fields', () => {
    localStorage.setItem('reports.customisation.7', '{not json');
    expect(loadCustomisation(7)).toEqual(DEFAULT_CUSTOMISATION);
    expect(parseCustomisation({ logoSize: 9, titleText: 5, headerText: 'x'.repeat(600), fixedSummary: 'yes' })).toEqual({ ...DEFAULT_CUSTOMISATION, headerText: 'x'.repeat(500) });
  });
});
