/**
 * The trend of a tracked component's severity (spec 001 sections 2 and 3: "severity bar, trend").
 * One rule, used by the api-server (the `trend` of a component's answer) and by the viewer (the
 * fitted line the component detail draws), so both always agree.
 *
 * Rule: take the last {@link TREND_WINDOW} measured snapshots (oldest first) and the mean of each
 * one's minimum and maximum severity, in percent. Fit a least-squares straight line through those
 * means against the time the snapshots were taken. The line's change from the first to the last
 * of those snapshots decides:
 * - change of +{@link TREND_THRESHOLD_PCT} percentage points or more: `rising` (getting worse);
 * - change of -{@link TREND_THRESHOLD_PCT} points or less: `falling` (getting better);
 * - anything in between: `stable` (shown as "steady");
 * - fewer than two measured snapshots: `unknown`.
 * Snapshots taken at the same instant are spaced one step apart in their given order.
 *
 * @example severityTrend([{ timeMs: 0, meanPct: 20 }, { timeMs: 864e5, meanPct: 30 }]) // 'rising'
 */

/** Measured snapshots the trend looks at (the latest ones). */
export const TREND_WINDOW = 5;
/** Change of the fitted mean severity, in percentage points, from which a trend is not stable. */
export const TREND_THRESHOLD_PCT = 5;

/** Direction of a component's severity; `unknown` with fewer than two measured snapshots. */
export type SeverityTrend = 'rising' | 'falling' | 'stable' | 'unknown';

/** One measured snapshot: when it was taken (ms since epoch) and its mean severity (percent). */
export interface SeverityTrendPoint {
  timeMs: number;
  meanPct: number;
}

/** The fitted line over the window and the trend it gives. */
export interface SeverityTrendFit {
  trend: SeverityTrend;
  /** The points the line is fitted to (the last {@link TREND_WINDOW}). */
  window: SeverityTrendPoint[];
  /** Fitted mean severity at the first and the last point of the window; null when unknown. */
  from: number | null;
  to: number | null;
}

/** Fits the trend line of {@link severityTrend}; see the module comment for the rule. */
export function fitSeverityTrend(points: readonly SeverityTrendPoint[]): SeverityTrendFit {
  const window = points.slice(-TREND_WINDOW);
  if (window.length < 2) return { trend: 'unknown', window, from: null, to: null };
  const sameTime = window.every((p) => p.timeMs === window[0]!.timeMs);
  // Days since the first point; equal times (one visit) fall back to the order of the points.
  const xs = window.map((p, i) => (sameTime ? i : (p.timeMs - window[0]!.timeMs) / 86_400_000));
  const ys = window.map((p) => p.meanPct);
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const from = my + slope * (xs[0]! - mx);
  const to = my + slope * (xs[n - 1]! - mx);
  // Rounded so a change of exactly the threshold is not lost to floating point.
  const change = Math.round((to - from) * 1e6) / 1e6;
  const trend = Math.abs(change) < TREND_THRESHOLD_PCT ? 'stable' : change > 0 ? 'rising' : 'falling';
  return { trend, window, from, to };
}

/** Trend of mean severities over time (see the module comment for the rule). */
export function severityTrend(points: readonly SeverityTrendPoint[]): SeverityTrend {
  return fitSeverityTrend(points).trend;
}
