import {
  cfmToLpm,
  leakAssumptionColumns,
  leakAssumptions,
  leakRowCo2e,
  NO_LEAK_ASSUMPTION_COLUMNS,
  readSkippingFailures,
  REPORT_CONCURRENCY,
  reportLeakOutcome,
  specificPowerIn,
  type LeakAssumptionColumns,
  type StoredLeakInputs,
} from 'shared-domain/analysis';
import type { Queryable } from '../db/Database';
import { findVisibleSnapshot, type SnapshotRow } from '../db/snapshots';
import { hasSignal, readWindow } from '../media/recording';
import { costModeOf, leakParamsFromMeta, metaNumber, metaString, runLeak } from '../routes/snapshotsAnalysis';

/**
 * Snapshots as the report jobs (Excel, summary dashboard) read them: visible rows loaded with a
 * concurrency of 10 (spec 001 section 4 "Report building"), and the analysis values of a row
 * computed by the same engine glue as `analytics/leak/` and `analytics/pd/`
 * (src/routes/snapshotsAnalysis.ts) with the snapshot's stored parameters.
 */

/** Snapshots read at the same time (spec 001 section 9: report building concurrency 10). */
export const REPORT_READ_CONCURRENCY = REPORT_CONCURRENCY;

/**
 * Loads the snapshots of `ids` the user still sees, in the order of `ids`; unreadable ones are
 * skipped (spec 001 section 8 "Report, failed snapshot read: skipped"), by the row rules the
 * viewer's report generator uses (shared-domain analysis/reportRows).
 */
export async function loadReportSnapshots(
  db: Queryable,
  userId: number,
  ids: readonly number[],
  onRead: (done: number, of: number) => Promise<void> | void = () => undefined,
): Promise<SnapshotRow[]> {
  return readSkippingFailures(ids, (id) => findVisibleSnapshot(db, userId, id), onRead);
}

/** The analysis values of one snapshot as a report shows them; a leak's CO2e and assumptions too (shared-domain `leakAssumptionColumns`). */
export interface ReportAnalysis extends LeakAssumptionColumns {
  distanceM: number;
  gas: string | null;
  leakSize: number | null;
  leakUnit: 'lpm' | 'cfm';
  leakDetected: boolean | null;
  leakCost: number | null;
  currency: string;
  costMode: string;
  /** invalidDistance, gasNotAnalysable, signalUnavailable. */
  note: string | null;
  pdClassification: string | null;
  pdConfidencePct: number | null;
  pdSeverityMinPct: number | null;
  pdSeverityMaxPct: number | null;
  kurtosis: number | null;
  crestFactor: number | null;
  possibleFault: boolean | null;
}

const round = (value: number | null | undefined, digits: number) => (value === null || value === undefined || !Number.isFinite(value) ? null : Number(value.toFixed(digits)));

/**
 * Runs the leak model (in the user's unit) on the analysis window of the recording, as
 * `analytics/leak/` does; the PD and mechanical values are the stored ones (the summary the same
 * engine computes over the whole recording, or at the analysis time, on every edit of an input),
 * so a survey of thousands of snapshots draws 0.1 s of each leak's recording and no PD recording. A leak's CO2e uses the customer's kg CO2 per kWh (`co2KgPerKwh`).
 */
export async function analyseForReport(db: Queryable, row: SnapshotRow, unit: 'lpm' | 'cfm', co2KgPerKwh = 0): Promise<ReportAnalysis> {
  const meta = row.meta;
  const assumed = row.kind === 'leak' ? leakAssumptions(meta as StoredLeakInputs, co2KgPerKwh) : null;
  const result: ReportAnalysis = {
    distanceM: metaNumber(meta, 'distance', row.source_distance),
    gas: row.kind === 'leak' ? metaString(meta, 'leak_type', 'AIR') : null,
    leakSize: null,
    leakUnit: unit,
    leakDetected: null,
    leakCost: null,
    currency: metaString(meta, 'currency', 'USD'),
    costMode: costModeOf(meta.cost_mode),
    ...(assumed ? leakAssumptionColumns(assumed, unit) : NO_LEAK_ASSUMPTION_COLUMNS),
    note: null,
    pdClassification: null,
    pdConfidencePct: null,
    pdSeverityMinPct: null,
    pdSeverityMaxPct: null,
    kurtosis: row.mech?.kurtosis ?? null,
    crestFactor: row.mech?.crest_factor ?? null,
    possibleFault: row.mech?.possible_fault ?? null,
  };
  if (row.kind !== 'leak' && row.kind !== 'pd') return result;
  if (!hasSignal(row)) return { ...result, note: 'signalUnavailable' };
  if (row.kind === 'leak') {
    // A CFM user's specific power is per 100 cfm (as analytics/leak/ converts it).
    const params = { ...leakParamsFromMeta(meta, row.analysis_time), unit, specificPower: specificPowerIn(assumed!, unit) };
    const { signal, rateHz } = await readWindow(db, row, params.audioTimeS);
    const leak = runLeak(signal, rateHz, { ...params, audioTimeS: 0 });
    // The leak-reporting rule, as in the viewer's PDF and CSV (shared-domain leakFigures): an
    // infinite distance reads invalidDistance; a leak not detected (or of steam, other) has no size
    // and no cost, so the sheet's costs add up to the dashboard's and the PDF's totals.
    const outcome = reportLeakOutcome(leak);
    result.leakSize = outcome === 'reported' ? round(leak.leakSize, 3) : null;
    result.leakCost = outcome === 'reported' ? round(leak.leakCost, 2) : null;
    // On the flow in l/min, whatever the sheet's unit (as the viewer's PDF and CSV do).
    result.co2eKg = outcome === 'reported' && leak.leakSize !== null ? leakRowCo2e(unit === 'cfm' ? cfmToLpm(leak.leakSize) : leak.leakSize, result.gas, assumed!) : null;
    result.leakDetected = leak.leakDetected;
    result.note = outcome === 'invalidDistance' ? 'invalidDistance' : outcome === 'noLeak' ? (leak.error ?? 'noLeak') : null;
  } else {
    const top = [...(row.pd_classification ?? [])].sort((a, b) => b.confidence - a.confidence)[0];
    result.pdClassification = top?.name ?? null;
    result.pdConfidencePct = top ? Math.round(top.confidence * 100) : null;
    result.pdSeverityMinPct = round(row.severity_min, 1);
    result.pdSeverityMaxPct = round(row.severity_max, 1);
  }
  return result;
}
