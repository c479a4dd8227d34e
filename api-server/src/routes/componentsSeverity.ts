import { severityBand, severityTrend, TREND_THRESHOLD_PCT, TREND_WINDOW } from 'shared-core/analysis';
import type { Component } from 'shared-core/schemas';

/**
 * How a component's severities, trend and classification follow from its snapshots' stored
 * analyses (the summary columns the engine computes with the same code and parameters as
 * `analytics/pd/` and `analytics/leak/`, recomputed on every edit of an input).
 *
 * - Source: PD severity when the component has a PD snapshot with a severity; otherwise the leak
 *   size band of its leak snapshots; otherwise none (severities null, trend unknown).
 * - PD: `severityMinPr` and `severityMaxPr` of the snapshot, in percent.
 * - Leak: the leak size as a percentage of the 20 l/min range of the severity slider (spec 001
 *   section 9: slider defaults at 25 % and 75 % of a 20 LPM range), clamped to 0-100; min = max.
 * - Severities: those of the latest measured snapshot (by taken date), with the band of spec 000
 *   section 9 (mean of min and max).
 * - Trend: shared-core's `severityTrend` (analysis/componentTrend.ts, the rule the viewer draws):
 *   least-squares line through the mean severity of the last {@link TREND_WINDOW} measured
 *   snapshots over their taken time; a change across them of {@link TREND_THRESHOLD_PCT} points
 *   or more is rising or falling, less is stable; fewer than two measured snapshots is unknown.
 * - Classification: the most confident class of the latest PD snapshot that has classes.
 */

export { severityTrend, TREND_THRESHOLD_PCT, TREND_WINDOW };
/** Leak size that is 100 % severity, l/min (spec 001 section 9: the 20 LPM slider range). */
export const LEAK_SEVERITY_RANGE_LPM = 20;

type Classification = NonNullable<Component['classification']>;

/** What the computation needs of a snapshot. */
export interface ComponentSnapshotInput {
  id: number;
  createdDate: Date;
  kind: string;
  severityMin: number | null;
  severityMax: number | null;
  leakSizeLpm: number | null;
  classification: readonly Classification[] | null;
}

/** The computed part of a component's answer. */
export type ComponentFigures = Pick<Component, 'severities' | 'trend' | 'classification' | 'classifications' | 'history'>;

const round1 = (v: number) => Math.round(v * 10) / 10;
const byDate = (a: ComponentSnapshotInput, b: ComponentSnapshotInput) => a.createdDate.getTime() - b.createdDate.getTime() || a.id - b.id;

/** Leak size as severity percent of the slider range. */
export function leakSeverityPct(leakLpm: number): number {
  return round1(Math.min(100, Math.max(0, (leakLpm / LEAK_SEVERITY_RANGE_LPM) * 100)));
}

/** Severities, trend, classification and history of a component from its snapshots. */
export function componentFigures(snapshots: readonly ComponentSnapshotInput[]): ComponentFigures {
  const sorted = [...snapshots].sort(byDate);
  const pd = sorted.filter((s) => s.kind === 'pd' && s.severityMin !== null && s.severityMax !== null);
  const leak = sorted.filter((s) => s.kind === 'leak' && s.leakSizeLpm !== null);
  const source = pd.length ? 'pd' : leak.length ? 'leak' : null;
  const history =
    source === 'pd'
      ? pd.map((s) => ({ snapshotId: s.id, created_date: s.createdDate.toISOString(), min: s.severityMin!, max: s.severityMax! }))
      : leak.map((s) => {
          const pct = leakSeverityPct(s.leakSizeLpm!);
          return { snapshotId: s.id, created_date: s.createdDate.toISOString(), min: pct, max: pct };
        });
  const last = history[history.length - 1];
  const classified = sorted.filter((s) => s.kind === 'pd' && s.classification?.length);
  const classifications = [...(classified[classified.length - 1]?.classification ?? [])].sort((a, b) => b.confidence - a.confidence);
  return {
    severities: last && source ? { min: last.min, max: last.max, band: severityBand(last.min, last.max), source } : null,
    trend: severityTrend(history.map((h) => ({ timeMs: Date.parse(h.created_date), meanPct: (h.min + h.max) / 2 }))),
    classification: classifications[0] ?? null,
    classifications,
    history,
  };
}
