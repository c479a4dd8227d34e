import { formatLeakSize, leakSizeFractionDigits, type LeakFlowUnit } from './formatLeakSize';

describe('formatLeakSize (spec 000 §9 Leak formatting)', () => {
  it.each<[number, LeakFlowUnit, string]>([
    // lpm: 0 decimals at >= 10, 1 at >= 1, else 2
    [1234.4, 'lpm', '1,234'],
    [1234.5, 'lpm', '1,235'],
    [1234567, 'lpm', '1,234,567'],
    [10, 'lpm', '10'],
    [10.4, 'lpm', '10'],
    [9.99, 'lpm', '10.0'], // raw value < 10 → 1 decimal, rounds up to 10.0
    [9.94, 'lpm', '9.9'],
    [1, 'lpm', '1.0'],
    [0.999, 'lpm', '1.00'], // raw value < 1 → 2 decimals
    [0.5, 'lpm', '0.50'],
    [0.004, 'lpm', '0.00'],
    [0, 'lpm', '0.00'],
    // cfm: 1 decimal at >= 1, 2 at >= 0.1, else 3
    [1234.56, 'cfm', '1,234.6'],
    [1, 'cfm', '1.0'],
    [0.999, 'cfm', '1.00'],
    [0.1, 'cfm', '0.10'],
    [0.0999, 'cfm', '0.100'],
    [0.05, 'cfm', '0.050'],
    [0, 'cfm', '0.000'],
    // non-finite
    [Infinity, 'lpm', '∞'],
    [Infinity, 'cfm', '∞'],
    [-Infinity, 'lpm', '-∞'],
    [Number.NaN, 'lpm', ''],
    [Number.NaN, 'cfm', ''],
    // negative: digits by magnitude
    [-12.3, 'lpm', '-12'],
    [-2.25, 'cfm', '-2.3'],
  ])('%p %s → %p', (value, unit, expected) => {
    expect(formatLeakSize(value, unit)).toBe(expected);
  });
});

describe('leakSizeFractionDigits (spec 000 §9 Leak formatting)', () => {
  it.each<[number, LeakFlowUnit, number]>([
    [10, 'lpm', 0],
    [9.999, 'lpm', 1],
    [1, 'lpm', 1],
    [0.9999, 'lpm', 2],
    [1, 'cfm', 1],
    [0.9999, 'cfm', 2],
    [0.1, 'cfm', 2],
    [0.0999, 'cfm', 3],
    [100, 'cfm', 1],
  ])('%p %s → %p digits', (value, unit, digits) => {
    expect(leakSizeFractionDigits(value, unit)).toBe(digits);
  });
});
