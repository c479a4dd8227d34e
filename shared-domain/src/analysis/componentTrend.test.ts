import { fitSeverityTrend, severityTrend, TREND_THRESHOLD_PCT, TREND_WINDOW } from './componentTrend';

const day = (n: number) => n * 86_400_000;
const points = (...means: number[]) => means.map((meanPct, i) => ({ timeMs: day(i), meanPct }));

describe('severityTrend (component trend rule)', () => {
  it('is unknown with fewer than two measured snapshots', () => {
    expect(severityTrend([])).toBe('unknown');
    expect(severityTrend(points(40))).toBe('unknown');
  });

  it('is rising when the fitted line climbs by the threshold or more, falling when it drops as much', () => {
    expect(severityTrend(points(20, 30, 40))).toBe('rising');
    expect(severityTrend(points(60, 50, 40))).toBe('falling');
    // Exactly the threshold across the window counts.
    expect(severityTrend(points(20, 20 + TREND_THRESHOLD_PCT))).toBe('rising');
    expect(severityTrend(points(20, 20 - TREND_THRESHOLD_PCT))).toBe('falling');
  });

  it('is stable (steady) when the change stays under the threshold, even with noise', () => {
    expect(severityTrend(points(40, 44, 38, 42, 41))).toBe('stable');
    expect(severityTrend(points(20, 20 + TREND_THRESHOLD_PCT - 0.1))).toBe('stable');
  });

  it('looks at the last five measured snapshots only', () => {
    expect(TREND_WINDOW).toBe(5);
    // An old high reading ahead of five flat ones does not make it falling.
    expect(severityTrend(points(90, 30, 30, 30, 30, 30))).toBe('stable');
    expect(fitSeverityTrend(points(90, 30, 30, 30, 30, 30)).window).toHaveLength(5);
  });

  it('fits the line over the taken time, not the snapshot order', () => {
    // Least squares over time: values 10 (day 0), then 40, 40, 40, 40 on days 100-103.
    const spaced = [{ timeMs: day(0), meanPct: 10 }, ...[100, 101, 102, 103].map((d) => ({ timeMs: day(d), meanPct: 40 }))];
    const fit = fitSeverityTrend(spaced);
    expect(fit.trend).toBe('rising');
    // Fitted from ~10 at day 0 to ~40 at day 103 (hand-computed least squares: slope 0.2954/day).
    expect(fit.from!).toBeCloseTo(10.0, 0);
    expect(fit.to!).toBeCloseTo(40.0, 0);
  });

  it('orders snapshots taken at one instant by their given order', () => {
    expect(severityTrend([10, 20, 30].map((meanPct) => ({ timeMs: day(0), meanPct })))).toBe('rising');
  });
});
