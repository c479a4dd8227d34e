import { fitSeverityTrend, reportLeakOutcome, severityBand, toCents, TREND_WINDOW } from 'shared-domain/analysis';
import {
  COMPONENT_TREND_THRESHOLDS as TREND_THRESHOLDS,
  type Component,
  type ComponentKind,
  type ComponentLeakPoint,
  type ComponentMechanicalPoint,
  type ComponentPdPoint,
} from 'shared-domain/schemas';

/**
 * A component's figures, by its one analysis type, from its
 * snapshots' stored analyses (the summary columns the engine computes with the same code and
 * parameters as `analytics/leak/`, `analytics/pd/` and `analytics/mech/`, recomputed on every edit
 * of an input). Only snapshots of the component's kind count, and only measured ones:
 *
 * - leak: the leak size in l/min and the yearly cost. By the leak-reporting rule (shared-domain
 *   `reportLeakOutcome`, docs/figures.md) a snapshot without a reported leak is 0 l/min and no
 *   cost; the cost is the snapshot's stored one to the cent (the figure the list, the dashboard and
 *   the PDF add up), null with cost mode off. Never a percentage: the viewer words and colours the
 *   size by the user's own thresholds and shows it in the user's unit.
 * - pd: severity min/max in percent with its band (spec 000 section 9) and the most confident class.
 * - mechanical: plain kurtosis, crest factor and the possible-fault flag.
 *
 * Trend: a snapshot marked fixed is a repair. The measurements up to and including the latest
 * fixed snapshot are history: the trend is read only from those taken after it, so a repair shows
 * as a step in the chart, never as a "falling" trend. Over those, shared-domain's `fitSeverityTrend`
 * fits the least-squares line through the last {@link TREND_WINDOW} values against the taken
 * time; a change along it of {@link TREND_THRESHOLDS} (shared-domain `COMPONENT_TREND_THRESHOLDS`,
 * in the kind's own measure: 1 l/min, 5 points, 0.5 of kurtosis) or more is rising or falling,
 * less is stable; fewer than two measurements is unknown.
 *
 * Classification: the most confident class of the latest PD snapshot that has classes.
 */

export { TREND_THRESHOLDS, TREND_WINDOW };

type Classification = NonNullable<Component['classification']>;

/** What the computation needs of a snapshot (the stored summary columns). */
export interface ComponentSnapshotInput {
  id: number;
  createdDate: Date;
  kind: string;
  fixed: boolean;
  severityMin: number | null;
  severityMax: number | null;
  classification: readonly Classification[] | null;
  leak: { sizeLpm: number | null; detected: boolean | null; inf: boolean | null; gas: string | null; cost: number | null; costMode: string | null; currency: string | null };
  mech: { kurtosis: number | null; crestFactor: number | null; possibleFault: boolean } | null;
}

/** The computed part of a component's answer. */
export type ComponentFigures = Pick<Component, 'trend' | 'trendLine' | 'classification' | 'classifications' | 'history'>;

type Point = ComponentLeakPoint | ComponentPdPoint | ComponentMechanicalPoint;
/** A measured snapshot: its point and the value its trend reads. */
interface Measured<P extends Point> {
  snapshot: ComponentSnapshotInput;
  point: P;
  value: number;
}

const byDate = (a: ComponentSnapshotInput, b: ComponentSnapshotInput) => a.createdDate.getTime() - b.createdDate.getTime() || a.id - b.id;
const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const round4 = (v: number) => Math.round(v * 1e4) / 1e4;
const base = (s: ComponentSnapshotInput) => ({ snapshotId: s.id, created_date: s.createdDate.toISOString(), fixed: s.fixed });

function leakPoint(s: ComponentSnapshotInput): Measured<ComponentLeakPoint> | null {
  if (s.kind !== 'leak' || !finite(s.leak.sizeLpm)) return null;
  const reported = reportLeakOutcome({ leakSize: s.leak.sizeLpm, leakDetected: s.leak.detected, infDetected: s.leak.inf, gas: s.leak.gas ?? 'AIR' }) === 'reported';
  const leakLpm = reported ? Math.max(0, s.leak.sizeLpm) : 0;
  // No leak, no cost; cost mode off (or no stored cost): no cost to show.
  const costPerYear = s.leak.costMode === 'off' ? null : !reported ? 0 : finite(s.leak.cost) ? toCents(s.leak.cost) : null;
  const point = { ...base(s), leakLpm, reported, costPerYear, currency: s.leak.currency ?? 'USD' };
  return { snapshot: s, point, value: leakLpm };
}

function pdPoint(s: ComponentSnapshotInput): Measured<ComponentPdPoint> | null {
  if (s.kind !== 'pd' || !finite(s.severityMin) || !finite(s.severityMax)) return null;
  const topClass = [...(s.classification ?? [])].sort((a, b) => b.confidence - a.confidence)[0] ?? null;
  const point = { ...base(s), min: s.severityMin, max: s.severityMax, band: severityBand(s.severityMin, s.severityMax), topClass };
  return { snapshot: s, point, value: (s.severityMin + s.severityMax) / 2 };
}

function mechanicalPoint(s: ComponentSnapshotInput): Measured<ComponentMechanicalPoint> | null {
  if (s.kind !== 'mechanical' || !s.mech || !finite(s.mech.kurtosis)) return null;
  const crestFactor = finite(s.mech.crestFactor) ? s.mech.crestFactor : null;
  const point = { ...base(s), kurtosis: s.mech.kurtosis, crestFactor, possibleFault: s.mech.possibleFault };
  return { snapshot: s, point, value: s.mech.kurtosis };
}

function measure<P extends Point>(sorted: readonly ComponentSnapshotInput[], pointOf: (s: ComponentSnapshotInput) => Measured<P> | null): Measured<P>[] {
  return sorted.map(pointOf).filter((m): m is Measured<P> => m !== null);
}

/** The trend word and line from the measurements after the latest fixed snapshot (see the module comment). */
function componentTrend(kind: ComponentKind, sorted: readonly ComponentSnapshotInput[], measured: readonly Measured<Point>[]): Pick<Component, 'trend' | 'trendLine'> {
  // A fixed snapshot without a measurement still marks the repair.
  const lastFix = sorted.findLast((s) => s.fixed);
  const after = lastFix ? measured.filter((m) => byDate(m.snapshot, lastFix) > 0) : measured;
  // The fit is the viewer's least-squares line; its `meanPct` is here the kind's own measure.
  const fit = fitSeverityTrend(after.map((m) => ({ timeMs: m.snapshot.createdDate.getTime(), meanPct: m.value })));
  if (fit.from === null || fit.to === null) return { trend: 'unknown', trendLine: null };
  // Rounded as fitSeverityTrend does, so a change of exactly the threshold is not lost to floating point.
  const change = Math.round((fit.to - fit.from) * 1e6) / 1e6;
  const trend = Math.abs(change) < TREND_THRESHOLDS[kind] ? 'stable' : change > 0 ? 'rising' : 'falling';
  const first = fit.window[0]!;
  const last = fit.window[fit.window.length - 1]!;
  return {
    trend,
    trendLine: {
      from: { created_date: new Date(first.timeMs).toISOString(), value: round4(fit.from) },
      to: { created_date: new Date(last.timeMs).toISOString(), value: round4(fit.to) },
    },
  };
}

/** History, trend and classification of a component of `kind` from its snapshots. */
export function componentFigures(kind: ComponentKind | null, snapshots: readonly ComponentSnapshotInput[]): ComponentFigures {
  const none: ComponentFigures = { trend: 'unknown', trendLine: null, classification: null, classifications: [], history: null };
  if (!kind) return none;
  const sorted = snapshots.filter((s) => s.kind === kind).sort(byDate);
  if (kind === 'leak') {
    const measured = measure(sorted, leakPoint);
    return { ...none, ...componentTrend(kind, sorted, measured), history: { kind, points: measured.map((m) => m.point) } };
  }
  if (kind === 'mechanical') {
    const measured = measure(sorted, mechanicalPoint);
    return { ...none, ...componentTrend(kind, sorted, measured), history: { kind, points: measured.map((m) => m.point) } };
  }
  const measured = measure(sorted, pdPoint);
  const classified = sorted.filter((s) => s.classification?.length);
  const classifications = [...(classified[classified.length - 1]?.classification ?? [])].sort((a, b) => b.confidence - a.confidence);
  return {
    ...componentTrend(kind, sorted, measured),
    classification: classifications[0] ?? null,
    classifications,
    history: { kind, points: measured.map((m) => m.point) },
  };
}
