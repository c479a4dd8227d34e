import { lpmToCfm, severityBand } from 'shared-core/analysis';
import type { DashboardSummary } from 'shared-core/schemas';
import type { Queryable } from '../db/Database';
import type { SnapshotRow } from '../db/snapshots';
import { metaString } from '../routes/snapshotsAnalysis';
import { JobError, type JobReport } from './runner';
import { loadReportSnapshots } from './reportSnapshots';

/**
 * The summary dashboard (spec 001 section 7 `POST /api/excel/` with target dashboard, section 4
 * "Summary dashboard: processing, then data delivered by address"). It counts the chosen
 * snapshots from their summary columns, which the engine computed from the stored signal with
 * the stored parameters (the same numbers `analytics/...` answers), so no signal is re-read.
 */

const increment = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

const roundTo = (value: number, digits: number) => Number(value.toFixed(digits));

/** Computes the summary of rows (pure; `nowMs` is the generation time). */
export function summarise(rows: readonly SnapshotRow[], unit: 'lpm' | 'cfm', nowMs: number): DashboardSummary {
  const byType: Record<string, number> = { leak: 0, pd: 0, mechanical: 0, other: 0 };
  const byGas: Record<string, number> = {};
  const yearlyCostByCurrency: Record<string, number> = {};
  const bySeverity: Record<string, number> = { low: 0, medium: 0, high: 0, veryHigh: 0 };
  const byClassification: Record<string, number> = {};
  const cameras = new Map<string, { serial: string; label: string; count: number }>();
  const months: Record<string, number> = {};
  let leaks = 0;
  let detected = 0;
  let totalLeak = 0;
  let pd = 0;
  let mechanical = 0;
  let possibleFault = 0;
  let fixed = 0;
  let starred = 0;

  for (const row of rows) {
    increment(byType, row.kind);
    if (row.fixed) fixed += 1;
    if (row.starred) starred += 1;
    const camera = cameras.get(row.device_serial) ?? { serial: row.device_serial, label: row.device_label, count: 0 };
    camera.count += 1;
    cameras.set(row.device_serial, camera);
    increment(months, new Date(row.created_date).toISOString().slice(0, 7));
    if (row.kind === 'leak') {
      leaks += 1;
      increment(byGas, row.gas ?? 'AIR');
      if (row.leak_detected) detected += 1;
      if (row.leak_size_lpm !== null) totalLeak += unit === 'cfm' ? lpmToCfm(row.leak_size_lpm) : row.leak_size_lpm;
      if (row.leak_cost !== null) {
        const currency = metaString(row.meta, 'currency', 'USD');
        yearlyCostByCurrency[currency] = (yearlyCostByCurrency[currency] ?? 0) + row.leak_cost;
      }
    } else if (row.kind === 'pd') {
      pd += 1;
      if (row.severity_min !== null && row.severity_max !== null) increment(bySeverity, severityBand(row.severity_min, row.severity_max));
      increment(byClassification, row.pd_top_class ?? 'none');
    } else if (row.kind === 'mechanical') {
      mechanical += 1;
      if (row.mech_possible_fault) possibleFault += 1;
    }
  }

  return {
    generatedAt: new Date(nowMs).toISOString(),
    snapshotCount: rows.length,
    byType,
    leaks: {
      count: leaks,
      detected,
      unit,
      totalLeakSize: roundTo(totalLeak, 3),
      yearlyCostByCurrency: Object.fromEntries(Object.entries(yearlyCostByCurrency).map(([c, v]) => [c, roundTo(v, 2)])),
      byGas,
    },
    pd: { count: pd, bySeverity, byClassification },
    mechanical: { count: mechanical, possibleFault },
    fixed,
    open: rows.length - fixed,
    starred,
    perCamera: [...cameras.values()].sort((a, b) => b.count - a.count || a.serial.localeCompare(b.serial)),
    perMonth: Object.entries(months)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, count]) => ({ month, count })),
  };
}

/**
 * Loads the snapshots (PROCESSING with the fraction read) and computes the summary.
 * @throws JobError when none of the snapshots can be read any more
 */
export async function buildDashboardSummary(
  db: Queryable,
  req: { userId: number; snapshotIds: readonly number[]; unit: 'lpm' | 'cfm'; nowMs: number },
  report: JobReport<'dashboard-summary'>,
): Promise<DashboardSummary> {
  let lastTenth = 0;
  const rows = await loadReportSnapshots(db, req.userId, req.snapshotIds, async (done, of) => {
    const tenth = Math.floor((done * 10) / of);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      await report({ status: 'PROCESSING', progress: done / of });
    }
  });
  if (rows.length === 0) throw new JobError('None of the snapshots is available any more.');
  return summarise(rows, req.unit, req.nowMs);
}
