import { isSeverePd, severityBand, type SeverityBand } from './severity';

describe('severityBand (spec 000 §9)', () => {
  it.each<[number, number, SeverityBand]>([
    [0, 0, 'low'],
    [24.99, 24.99, 'low'],
    [0, 49.98, 'low'], // mean 24.99
    [25, 25, 'medium'],
    [0, 50, 'medium'], // mean exactly 25
    [49.99, 49.99, 'medium'],
    [50, 50, 'high'],
    [40, 60, 'high'], // mean exactly 50
    [74.99, 74.99, 'high'],
    [75, 75, 'veryHigh'],
    [50, 100, 'veryHigh'], // mean exactly 75
    [100, 100, 'veryHigh'],
    [-10, 0, 'low'], // not clamped
    [120, 140, 'veryHigh'],
  ])('min %p, max %p → %p', (minPct, maxPct, band) => {
    expect(severityBand(minPct, maxPct)).toBe(band);
  });

  it('uses the mean, not min or max alone', () => {
    expect(severityBand(0, 60)).toBe('medium'); // max alone would be 'high'
    expect(severityBand(60, 100)).toBe('veryHigh'); // min alone would be 'high'
  });

  it('falls into the "otherwise" band for NaN (documented)', () => {
    expect(severityBand(Number.NaN, 10)).toBe('veryHigh');
  });
});

describe('isSeverePd (spec 000 §9 severe filter)', () => {
  it.each<[number, number, boolean]>([
    [0, 50, true],
    [0, 49.99, false],
    [100, 100, true],
    [100.01, 100, false], // min above 100
    [30, 80, true],
    [0, 0, false],
    [Number.NaN, 80, false],
    [10, Number.NaN, false],
  ])('min %p, max %p → %p', (minPct, maxPct, expected) => {
    expect(isSeverePd(minPct, maxPct)).toBe(expected);
  });
});
