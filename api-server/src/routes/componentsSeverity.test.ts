import { componentFigures, TREND_THRESHOLDS, TREND_WINDOW, type ComponentSnapshotInput } from './componentsSeverity';

/** Component figures by type (rules documented in componentsSeverity.ts). */

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n));
const NO_LEAK: ComponentSnapshotInput['leak'] = { sizeLpm: null, detected: null, inf: null, gas: null, cost: null, costMode: null, currency: null };

const leak = (id: number, d: number, lpm: number | null, patch: Partial<ComponentSnapshotInput['leak']> & { fixed?: boolean } = {}): ComponentSnapshotInput => {
  const { fixed = false, ...leakPatch } = patch;
  return {
    id, createdDate: day(d), kind: 'leak', fixed, severityMin: null, severityMax: null, classification: null, mech: null,
    leak: { sizeLpm: lpm, detected: true, inf: false, gas: 'AIR', cost: lpm === null ? null : lpm * 100, costMode: 'energy', currency: 'EUR', ...leakPatch },
  };
};
const pd = (id: number, d: number, min: number, max: number, classification: ComponentSnapshotInput['classification'] = null): ComponentSnapshotInput => ({
  id, createdDate: day(d), kind: 'pd', fixed: false, severityMin: min, severityMax: max, classification, leak: NO_LEAK, mech: null,
});
const mech = (id: number, d: number, kurtosis: number | null, crestFactor: number | null, possibleFault = false): ComponentSnapshotInput => ({
  id, createdDate: day(d), kind: 'mechanical', fixed: false, severityMin: null, severityMax: null, classification: null, leak: NO_LEAK,
  mech: { kurtosis, crestFactor, possibleFault },
});

describe('leak components', () => {
  it('trend the size in l/min and the stored cost, never a percentage', () => {
    const figures = componentFigures('leak', [leak(2, 4, 12.4, { cost: 1210.456 }), leak(1, 0, 9.5)]);
    expect(figures.history).toEqual({
      kind: 'leak',
      points: [
        { snapshotId: 1, created_date: day(0).toISOString(), fixed: false, leakLpm: 9.5, reported: true, costPerYear: 950, currency: 'EUR' },
        { snapshotId: 2, created_date: day(4).toISOString(), fixed: false, leakLpm: 12.4, reported: true, costPerYear: 1210.46, currency: 'EUR' },
      ],
    });
    // 9.5 to 12.4 l/min is a rise of 2.9 l/min, over the 1 l/min threshold.
    expect(figures.trend).toBe('rising');
    expect(figures.trendLine).toEqual({ from: { created_date: day(0).toISOString(), value: 9.5 }, to: { created_date: day(4).toISOString(), value: 12.4 } });
    expect(figures.classification).toBeNull();
    expect(figures.classifications).toEqual([]);
  });

  it('count a snapshot without a reported leak as 0 l/min and no cost, and cost mode off as no cost', () => {
    const figures = componentFigures('leak', [
      leak(1, 0, 7.4, { detected: false }),
      leak(2, 1, 3, { gas: 'STEAM' }),
      leak(3, 2, 5, { costMode: 'off', cost: 0 }),
      leak(4, 3, null),
    ]);
    const points = figures.history?.kind === 'leak' ? figures.history.points : [];
    expect(points.map((p) => [p.snapshotId, p.leakLpm, p.reported, p.costPerYear])).toEqual([
      [1, 0, false, 0],
      [2, 0, false, 0],
      [3, 5, true, null],
    ]);
  });

  it('read a repair as a step: falling values across a fix are not "falling"', () => {
    // 30 and 28 l/min, the leak is marked fixed, then 0.8 and 0.9 after the repair.
    const snapshots = [leak(1, 0, 30), leak(2, 3, 28, { fixed: true }), leak(3, 6, 0.8), leak(4, 9, 0.9)];
    const figures = componentFigures('leak', snapshots);
    expect(figures.trend).toBe('stable');
    // The line is fitted over the measurements after the fix only.
    expect(figures.trendLine).toEqual({ from: { created_date: day(6).toISOString(), value: 0.8 }, to: { created_date: day(9).toISOString(), value: 0.9 } });
    // The fix stays in the history, marked.
    expect(figures.history?.kind === 'leak' && figures.history.points.map((p) => p.fixed)).toEqual([false, true, false, false]);
    // Without the fix mark the same values are a falling trend.
    expect(componentFigures('leak', snapshots.map((s) => ({ ...s, fixed: false }))).trend).toBe('falling');
  });

  it('have no trend with fewer than two measurements since the latest fix', () => {
    const figures = componentFigures('leak', [leak(1, 0, 40), leak(2, 1, 20), leak(3, 2, 10, { fixed: true }), leak(4, 3, 1)]);
    expect(figures).toMatchObject({ trend: 'unknown', trendLine: null });
    expect(figures.history?.points).toHaveLength(4);
  });

  it('are stable when the fitted size changes by less than 1 l/min', () => {
    expect(TREND_THRESHOLDS.leak).toBe(1);
    expect(componentFigures('leak', [leak(1, 0, 10), leak(2, 1, 10.9)]).trend).toBe('stable');
    expect(componentFigures('leak', [leak(1, 0, 10), leak(2, 1, 11)]).trend).toBe('rising');
    expect(componentFigures('leak', [leak(1, 0, 10), leak(2, 1, 9)]).trend).toBe('falling');
  });
});

describe('PD components', () => {
  it('take severity in percent with its band, the top class per point and the classes of the latest classified snapshot', () => {
    const figures = componentFigures('pd', [
      pd(3, 9, 60, 80, []),
      pd(1, 0, 10, 30, [{ name: 'floating', confidence: 0.2 }, { name: 'surfaceInternal', confidence: 0.7 }]),
      pd(2, 5, 30, 50, [{ name: 'floating', confidence: 0.6 }, { name: 'negativeCorona', confidence: 0.3 }]),
      // Another kind never counts (the server refuses it, this is a second guard).
      leak(4, 12, 19),
    ]);
    expect(figures.history?.kind).toBe('pd');
    const points = figures.history?.kind === 'pd' ? figures.history.points : [];
    expect(points.map((p) => [p.snapshotId, p.min, p.max, p.band, p.topClass?.name ?? null])).toEqual([
      [1, 10, 30, 'low', 'surfaceInternal'],
      [2, 30, 50, 'medium', 'floating'],
      [3, 60, 80, 'high', null],
    ]);
    expect(figures.classification).toEqual({ name: 'floating', confidence: 0.6 });
    expect(figures.classifications.map((c) => c.name)).toEqual(['floating', 'negativeCorona']);
    expect(figures.trend).toBe('rising');
  });

  it('keep the 5-point rule over the last five measurements, fitted over time', () => {
    expect(TREND_THRESHOLDS.pd).toBe(5);
    expect(TREND_WINDOW).toBe(5);
    const at = (means: number[], days = means.map((_, i) => i * 3)) => componentFigures('pd', means.map((m, i) => pd(i + 1, days[i]!, m, m))).trend;
    expect(at([40, 43, 39, 42])).toBe('stable');
    expect(at([90, 80, 70, 10, 10, 10, 10, 10])).toBe('stable');
    expect(at([70, 50, 30])).toBe('falling');
    // 40 for three weeks, then 47 a day later: over time the line rises 4 points (stable).
    expect(at([40, 40, 40, 40, 47], [0, 7, 14, 21, 22])).toBe('stable');
  });
});

describe('mechanical components', () => {
  it('trend kurtosis, with crest factor and the possible-fault flag, skipping unanalysed snapshots', () => {
    const figures = componentFigures('mechanical', [mech(1, 0, 3.1, 4.2), mech(2, 3, null, null), mech(3, 6, 5.2, 4.1, true)]);
    expect(figures.history).toEqual({
      kind: 'mechanical',
      points: [
        { snapshotId: 1, created_date: day(0).toISOString(), fixed: false, kurtosis: 3.1, crestFactor: 4.2, possibleFault: false },
        { snapshotId: 3, created_date: day(6).toISOString(), fixed: false, kurtosis: 5.2, crestFactor: 4.1, possibleFault: true },
      ],
    });
    expect(figures.trend).toBe('rising');
    expect(TREND_THRESHOLDS.mechanical).toBe(0.5);
    expect(componentFigures('mechanical', [mech(1, 0, 3.1, 4), mech(2, 1, 3.5, 4)]).trend).toBe('stable');
  });
});

it('has nothing to say without a kind or without measured snapshots', () => {
  expect(componentFigures(null, [])).toEqual({ trend: 'unknown', trendLine: null, classification: null, classifications: [], history: null });
  expect(componentFigures('leak', [leak(1, 0, null)])).toEqual({ trend: 'unknown', trendLine: null, classification: null, classifications: [], history: { kind: 'leak', points: [] } });
});
