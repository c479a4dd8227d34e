import { componentFigures, leakSeverityPct, severityTrend, TREND_WINDOW, type ComponentSnapshotInput } from './componentsSeverity';

/** Component figures (spec 001 sections 3 and 9; rules documented in componentsSeverity.ts). */

const day = (n: number) => Date.UTC(2026, 10, 1 + n);
const pts = (...means: number[]) => means.map((meanPct, i) => ({ timeMs: day(i * 3), meanPct }));

describe('severityTrend', () => {
  it.each([
    ['no points', [], 'unknown'],
    ['one point', pts(40), 'unknown'],
    ['steady increase', pts(20, 30, 40), 'rising'],
    ['steady decrease', pts(70, 50, 30), 'falling'],
    ['noise within 5 points', pts(40, 43, 39, 42), 'stable'],
    ['only the last window counts', pts(90, 80, 70, 10, 10, 10, 10, 10), 'stable'],
    ['one outlier in the middle does not make a trend', pts(40, 80, 41), 'stable'],
  ] as const)('%s', (_name, points, expected) => {
    expect(severityTrend(points)).toBe(expected);
  });

  it('uses time, not order: a late small rise over a long flat span is damped', () => {
    // 40 for three weeks, then 47 a day later: fitted over time the line rises 4 points (stable);
    // fitted over the order of the snapshots it would rise 5.6 points (rising).
    const points = [0, 7, 14, 21].map((d) => ({ timeMs: day(d), meanPct: 40 })).concat([{ timeMs: day(22), meanPct: 47 }]);
    expect(severityTrend(points)).toBe('stable');
    expect(severityTrend(points.map((p, i) => ({ ...p, timeMs: day(i) })))).toBe('rising');
  });

  it('falls back to the order when every snapshot has the same time', () => {
    expect(severityTrend([10, 20, 30].map((meanPct) => ({ timeMs: day(0), meanPct })))).toBe('rising');
    expect(TREND_WINDOW).toBe(5);
  });
});

describe('leakSeverityPct (20 l/min slider range, spec 001 section 9)', () => {
  it.each([
    [0, 0],
    [5, 25],
    [15, 75],
    [20, 100],
    [37, 100],
    [1.234, 6.2],
  ])('%p l/min is %p %%', (lpm, pct) => {
    expect(leakSeverityPct(lpm)).toBe(pct);
  });
});

describe('componentFigures', () => {
  const pd = (id: number, d: number, min: number, max: number, classification: ComponentSnapshotInput['classification'] = null): ComponentSnapshotInput => ({
    id, createdDate: new Date(day(d)), kind: 'pd', severityMin: min, severityMax: max, leakSizeLpm: null, classification,
  });
  const leak = (id: number, d: number, lpm: number | null): ComponentSnapshotInput => ({
    id, createdDate: new Date(day(d)), kind: 'leak', severityMin: null, severityMax: null, leakSizeLpm: lpm, classification: null,
  });

  it('takes PD severity of the latest PD snapshot and the top class of the latest classified one', () => {
    const figures = componentFigures([
      pd(3, 9, 60, 80, []),
      pd(1, 0, 10, 30, [{ name: 'floating', confidence: 0.2 }, { name: 'surfaceInternal', confidence: 0.7 }]),
      pd(2, 5, 30, 50, [{ name: 'floating', confidence: 0.6 }, { name: 'negativeCorona', confidence: 0.3 }]),
      leak(4, 12, 19),
    ]);
    expect(figures.severities).toEqual({ min: 60, max: 80, band: 'high', source: 'pd' });
    expect(figures.classification).toEqual({ name: 'floating', confidence: 0.6 });
    expect(figures.classifications.map((c) => c.name)).toEqual(['floating', 'negativeCorona']);
    expect(figures.history.map((h) => h.snapshotId)).toEqual([1, 2, 3]);
    expect(figures.trend).toBe('rising');
  });

  it('falls back to the leak size band without PD snapshots, skipping leaks without a size', () => {
    const figures = componentFigures([leak(1, 0, 18), leak(2, 4, 9), leak(3, 8, 2), leak(4, 9, null)]);
    expect(figures.severities).toEqual({ min: 10, max: 10, band: 'low', source: 'leak' });
    expect(figures.history.map((h) => h.min)).toEqual([90, 45, 10]);
    expect(figures.trend).toBe('falling');
    expect(figures.classification).toBeNull();
  });

  it('has nothing to say without measured snapshots', () => {
    expect(componentFigures([leak(1, 0, null)])).toEqual({ severities: null, trend: 'unknown', classification: null, classifications: [], history: [] });
  });
});
