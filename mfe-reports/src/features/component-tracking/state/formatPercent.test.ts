import { formatPercent, formatPercentRange } from './formatPercent';

describe('severity percent texts', () => {
  it('writes percentages and ranges as the language does, one value when the range is one value', () => {
    expect(formatPercent(42.25, 'en')).toBe('42.3%');
    expect(formatPercentRange(19.6, 40.2, 'en')).toMatch(/^20%?\s?–\s?40%$/u);
    // Equal after rounding: one value, not Intl's approximate "~79%".
    expect(formatPercentRange(79.2, 78.8, 'en')).toBe('79%');
    expect(formatPercentRange(79.2, 78.8, 'de')).toMatch(/^79\s%$/u);
  });
});
