import { figureCost, leakAssumptions, leakFigures, leakRowCo2e, leakSizeBand, lpmToCfm, reportLeakOutcome, severityBand, toCents, type FigureLeak, type StoredLeakInputs } from 'shared-domain/analysis';
import type { DashboardCharts, DashboardSummary } from 'shared-domain/schemas';
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

/** The customer settings the dashboard's charts use (spec 000 section 3). */
export interface DashboardSettings {
  /** The user's currency: costs in other currencies are not added to it. */
  currency: string;
  /** `co2_cost_kg_kwh`: kg CO2 per kWh. */
  co2KgPerKwh: number;
  /** `leak_size_severity_low_lpmin` and `_high_lpmin`, l/min. */
  severityLowLpm: number;
  severityHighLpm: number;
}

const DEFAULT_SETTINGS: DashboardSettings = { currency: 'USD', co2KgPerKwh: 0, severityLowLpm: 5, severityHighLpm: 15 };

type LeakGroup = DashboardCharts['byGas'][number];

/** The entry of `key` in `map`, made by `create` and stored on first use. */
function entryOf<V>(map: Map<string, V>, key: string, create: () => V): V {
  let entry = map.get(key);
  if (entry === undefined) {
    entry = create();
    map.set(key, entry);
  }
  return entry;
}

function addToGroup(groups: Map<string, LeakGroup>, key: string, label: string, cost: number, co2eKg: number) {
  const group = entryOf(groups, key, () => ({ key, label, count: 0, yearlyCost: 0, co2eKg: 0 }));
  group.count += 1;
  group.yearlyCost += cost;
  group.co2eKg += co2eKg;
}

const sortedGroups = (groups: Map<string, LeakGroup>) =>
  [...groups.values()]
    .map((g) => ({ ...g, yearlyCost: roundTo(g.yearlyCost, 2), co2eKg: roundTo(g.co2eKg, 3) }))
    .sort((a, b) => b.count - a.count || b.yearlyCost - a.yearlyCost || a.key.localeCompare(b.key));

/** Whether a snapshot row is a leak by the leak-reporting rule (shared-domain `leakFigures`). */
export function isReportedLeak(row: SnapshotRow): boolean {
  return row.kind === 'leak' && reportLeakOutcome({ leakSize: row.leak_size_lpm, leakDetected: row.leak_detected, infDetected: row.leak_inf, gas: row.gas ?? 'AIR' }) === 'reported';
}

/**
 * The chart data of the dashboard: leaks by gas, camera and site with their yearly
 * cost (in the currency of shared-domain `leakFigures`) and CO2e, sizes against the severity thresholds, PD bands per type,
 * mechanical faults per camera, open and fixed leaks by month, and the savings split.
 */
export function chartData(rows: readonly SnapshotRow[], unit: 'lpm' | 'cfm', nowMs: number, settings: DashboardSettings): DashboardCharts {
  const toUnit = (lpm: number) => (unit === 'cfm' ? lpmToCfm(lpm) : lpm);
  const byGas = new Map<string, LeakGroup>();
  const byCamera = new Map<string, LeakGroup>();
  const bySite = new Map<string, LeakGroup>();
  const sizes: number[] = [];
  const pdBands = new Map<string, { type: string; low: number; medium: number; high: number; veryHigh: number }>();
  const mechanical = new Map<string, { key: string; label: string; possibleFault: number; noFault: number }>();
  const openFixed = new Map<string, { month: string; open: number; fixed: number }>();
  const figureLeaks: FigureLeak[] = [];
  const low = toUnit(settings.severityLowLpm);
  const high = toUnit(settings.severityHighLpm);
  let below = 0;
  let between = 0;
  let above = 0;
  // Leak figures by the leak-reporting rule: a snapshot without a reported leak is no leak and no cost.
  for (const row of rows) {
    if (!isReportedLeak(row)) continue;
    const lpm = row.leak_size_lpm!;
    figureLeaks.push({
      reported: true,
      costPerYear: row.leak_cost,
      currency: metaString(row.meta, 'currency', 'USD'),
      co2eKgPerYear: leakRowCo2e(lpm, row.gas, leakAssumptions(row.meta as StoredLeakInputs, settings.co2KgPerKwh)),
      fixed: row.fixed,
      fixedDate: row.fixed_date,
    });
  }
  const figures = leakFigures(figureLeaks, { preferredCurrency: settings.currency, untilMonth: new Date(nowMs).toISOString().slice(0, 7) });
  const currency = figures.currency ?? settings.currency;

  let leakIndex = 0;
  for (const row of rows) {
    if (row.kind === 'leak') {
      if (!isReportedLeak(row)) continue;
      const leak = figureLeaks[leakIndex++]!;
      const gas = row.gas ?? 'AIR';
      const cost = figureCost(leak, figures.currency);
      const co2e = leak.co2eKgPerYear ?? 0;
      sizes.push(roundTo(toUnit(row.leak_size_lpm!), 3));
      // The same bands as the list's cards (shared-domain leakSizeBand), on the sizes in l/min.
      const band = leakSizeBand(row.leak_size_lpm!, settings.severityLowLpm, settings.severityHighLpm);
      if (band === 'small') below += 1;
      else if (band === 'medium') between += 1;
      else above += 1;
      addToGroup(byGas, gas, gas, cost, co2e);
      addToGroup(byCamera, row.device_serial, row.device_label, cost, co2e);
      addToGroup(bySite, typeof row.cluster_id === 'number' ? String(row.cluster_id) : '', '', cost, co2e);
      const month = new Date(row.created_date).toISOString().slice(0, 7);
      const entry = entryOf(openFixed, month, () => ({ month, open: 0, fixed: 0 }));
      if (row.fixed) entry.fixed += 1;
      else entry.open += 1;
    } else if (row.kind === 'pd' && row.severity_min !== null && row.severity_max !== null) {
      const type = row.pd_top_class ?? 'none';
      entryOf(pdBands, type, () => ({ type, low: 0, medium: 0, high: 0, veryHigh: 0 }))[severityBand(row.severity_min, row.severity_max)] += 1;
    } else if (row.kind === 'mechanical') {
      const entry = entryOf(mechanical, row.device_serial, () => ({ key: row.device_serial, label: row.device_label, possibleFault: 0, noFault: 0 }));
      if (row.mech_possible_fault) entry.possibleFault += 1;
      else entry.noFault += 1;
    }
  }

  return {
    currency,
    co2KgPerKwh: settings.co2KgPerKwh,
    unit,
    severityLow: roundTo(low, 3),
    severityHigh: roundTo(high, 3),
    totals: { leaks: figures.leaks, yearlyCost: figures.costPerYear, co2eKg: figures.co2eKgPerYear, otherCurrencyLeaks: figures.otherCurrencyLeaks },
    byGas: sortedGroups(byGas),
    byCamera: sortedGroups(byCamera),
    bySite: sortedGroups(bySite),
    leakSizes: { sizes, below, between, above },
    pdBands: [...pdBands.values()].sort((a, b) => a.type.localeCompare(b.type)),
    mechanical: [...mechanical.values()].sort((a, b) => b.possibleFault - a.possibleFault || a.key.localeCompare(b.key)),
    openFixed: [...openFixed.values()].sort((a, b) => a.month.localeCompare(b.month)),
    savings: figures.savings,
  };
}

/** Computes the summary of rows (pure; `nowMs` is the generation time). */
export function summarise(rows: readonly SnapshotRow[], unit: 'lpm' | 'cfm', nowMs: number, settings: DashboardSettings = DEFAULT_SETTINGS): DashboardSummary {
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
    entryOf(cameras, row.device_serial, () => ({ serial: row.device_serial, label: row.device_label, count: 0 })).count += 1;
    increment(months, new Date(row.created_date).toISOString().slice(0, 7));
    if (row.kind === 'leak') {
      leaks += 1;
      increment(byGas, row.gas ?? 'AIR');
      // Sizes and costs by the leak-reporting rule (shared-domain leakFigures): no leak, no cost.
      if (!isReportedLeak(row)) continue;
      detected += 1;
      totalLeak += unit === 'cfm' ? lpmToCfm(row.leak_size_lpm!) : row.leak_size_lpm!;
      if (row.leak_cost !== null && Number.isFinite(row.leak_cost)) {
        const currency = metaString(row.meta, 'currency', 'USD');
        yearlyCostByCurrency[currency] = (yearlyCostByCurrency[currency] ?? 0) + toCents(row.leak_cost);
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
    charts: chartData(rows, unit, nowMs, settings),
  };
}

/**
 * Loads the snapshots (PROCESSING with the fraction read) and computes the summary.
 * @throws JobError when none of the snapshots can be read any more
 */
export async function buildDashboardSummary(
  db: Queryable,
  req: { userId: number; snapshotIds: readonly number[]; unit: 'lpm' | 'cfm'; nowMs: number; settings?: DashboardSettings },
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
  if (rows.length === 0) throw new JobError('noSnapshots');
  return summarise(rows, req.unit, req.nowMs, req.settings);
}
