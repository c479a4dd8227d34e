import {
  cfmToLpm,
  formatCo2e,
  formatLeakSize,
  leakAssumptions,
  leakRowCo2e,
  mapLimited,
  leakAssumptionColumns,
  NO_LEAK_ASSUMPTION_COLUMNS,
  REPORT_CONCURRENCY,
  reportLeakOutcome,
  severityBand,
  specificPowerIn,
  type LeakAssumptionColumns,
  type LeakResult,
  type MechResult,
  type PdResult,
  type ReportRow,
  type SnapshotDetail,
} from 'shared-core';
import type { ReportOptions } from './options';

/**
 * Report building (spec 001 section 4 "Report building", section 8): the snapshots are read 10
 * at a time with progress; a failed read is skipped, and so is a snapshot whose leak analysis
 * fails; an infinite distance gives `invalidDistance` for that snapshot; the caller raises
 * `reportEmpty` when no row is left. The rows carry the section's lines in the user's language
 * (the PDF prints them as they are) and the raw values of the CSV export.
 */

// The row rules shared with the api-server's report jobs (shared-core analysis/reportRows).
export { mapLimited, REPORT_CONCURRENCY };

export type RowKind = 'leak' | 'pd' | 'mechanical' | 'other';
export type SkipReason = 'readFailed' | 'leakFailed' | 'otherType';

/** The calls building needs (the API in the product, fakes in tests). */
export interface BuildDeps {
  detail(id: number): Promise<SnapshotDetail>;
  leak(id: number): Promise<LeakResult>;
  pd(id: number): Promise<PdResult>;
  mech(id: number): Promise<MechResult>;
}

/** Translates a key of the reports namespace. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface BuildContext {
  t: Translate;
  options: ReportOptions;
  unit: 'lpm' | 'cfm';
  /** Formats a number in the user's language. */
  number: (value: number, digits: number) => string;
  /** The PD recommendation in the user's language from the server's key, or null to use its text. */
  pdRecommendation?: (key: string) => string | null;
  /** Customer setting `co2_cost_kg_kwh` (kg CO2 per kWh) for the leaks' CO2e; 0 when not set. */
  co2KgPerKwh?: number;
  /** The user's language, for the CO2e figures; default 'en'. */
  language?: string;
}

/** One snapshot's values for the CSV (raw, in the report's units); a leak's CO2e and assumptions too. */
export interface CsvRecord extends LeakAssumptionColumns {
  id: number;
  label: string;
  createdDate: string;
  deviceSerial: string;
  deviceLabel: string;
  kind: RowKind;
  gas: string | null;
  leakSize: number | null;
  leakCost: number | null;
  currency: string | null;
  pdClass: string | null;
  pdConfidencePct: number | null;
  pdSeverityMinPct: number | null;
  pdSeverityMaxPct: number | null;
  kurtosis: number | null;
  crestFactor: number | null;
  possibleFault: boolean | null;
  maxLevelDb: number | null;
  tags: string;
  comment: string;
  fixed: boolean;
  fixedDate: string | null;
  note: string | null;
}

export interface BuiltRow {
  row: ReportRow;
  csv: CsvRecord;
  /**
   * The cost inputs a leak was computed with, as printed in its section (energy cost mode: the
   * specific power; any cost mode: the utilisation). The PDF's assumptions block states a value
   * once when every leak shares it, and sends the reader to each leak when they differ.
   */
  assumptions?: { specificPower?: string; utilisation?: string };
}

export interface BuiltReport {
  rows: BuiltRow[];
  skipped: { id: number; reason: SkipReason }[];
  /** Snapshots kept with `invalidDistance` (infinite distance: no size). */
  invalidDistance: number[];
}

/** The analysis family of a device analysis type (spec 000 section 3). */
export function kindOf(type: string): RowKind {
  if (type === 'A1' || type === 'A2') return 'leak';
  if (type === 'E1' || type === 'E2' || type === 'E3') return 'pd';
  if (type === 'M1') return 'mechanical';
  return 'other';
}

/** Whether a report type takes a snapshot of this kind (Level reports take every snapshot). */
export function reportTakes(reportType: ReportOptions['reportType'], kind: RowKind): boolean {
  if (reportType === 'Leak') return kind === 'leak';
  if (reportType === 'PD') return kind === 'pd';
  if (reportType === 'Mechanical') return kind === 'mechanical';
  return true;
}

const iso = (date: string | null | undefined) => {
  if (!date) return undefined;
  const time = new Date(date).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/**
 * Yearly CO2e (kg, to the gram) of a reported leak: shared-core `leakRowCo2e` on its flow in
 * l/min, gas, and the snapshot's assumptions with the customer's kg CO2 per kWh (the same
 * computation as the summary dashboard and the Excel export on the server).
 */
export function reportLeakCo2e(leak: Pick<LeakResult, 'leakSize' | 'unit' | 'gas'>, meta: SnapshotDetail['meta'], co2KgPerKwh: number): number {
  const size = leak.leakSize ?? 0;
  return leakRowCo2e(leak.unit === 'cfm' ? cfmToLpm(size) : size, leak.gas, leakAssumptions(meta, co2KgPerKwh));
}

type Outcome = { built: BuiltRow; invalidDistance: boolean } | { skip: SkipReason };

async function buildOne(id: number, deps: BuildDeps, ctx: BuildContext): Promise<Outcome> {
  const { t, unit, number } = ctx;
  let detail: SnapshotDetail;
  try {
    detail = await deps.detail(id);
  } catch {
    return { skip: 'readFailed' };
  }
  const kind = kindOf(detail.device_analysis_type);
  if (!reportTakes(ctx.options.reportType, kind)) return { skip: 'otherType' };
  const meta = detail.meta;
  const values: ReportRow['values'] = [];
  const add = (name: string, value: string | number | boolean | null) => values.push({ name, value });
  const csv: CsvRecord = {
    id,
    label: detail.label,
    createdDate: iso(detail.created_date) ?? '',
    deviceSerial: detail.device_serial,
    deviceLabel: detail.device_label,
    kind,
    gas: null,
    leakSize: null,
    leakCost: null,
    currency: null,
    pdClass: null,
    pdConfidencePct: null,
    pdSeverityMinPct: null,
    pdSeverityMaxPct: null,
    kurtosis: null,
    crestFactor: null,
    possibleFault: null,
    maxLevelDb: Number.isFinite(meta.max_value) ? meta.max_value : null,
    tags: detail.tags.join(' '),
    comment: detail.comments,
    fixed: detail.fixed,
    fixedDate: iso(detail.fixed_date) ?? null,
    note: null,
    ...NO_LEAK_ASSUMPTION_COLUMNS,
  };
  const row: ReportRow = {
    id,
    label: detail.label,
    deviceSerial: detail.device_serial,
    deviceLabel: detail.device_label,
    createdDate: iso(detail.created_date),
    syncedDate: iso(detail.synced_date),
    kind,
    fixed: detail.fixed,
    fixedDate: iso(detail.fixed_date) ?? null,
    values,
  };
  let invalidDistance = false;
  let stated: BuiltRow['assumptions'];
  add(t('field.camera'), `${detail.device_label} (${detail.device_serial})`);
  const location = detail.locations[0] ?? (Number.isFinite(meta.latitude) && Number.isFinite(meta.longitude) ? { latitude: meta.latitude as number, longitude: meta.longitude as number } : null);
  if (location) add(t('field.location'), `${location.latitude.toFixed(5)}, ${location.longitude.toFixed(5)}`);

  if (kind === 'leak') {
    let leak: LeakResult;
    try {
      leak = await deps.leak(id);
    } catch {
      return { skip: 'leakFailed' };
    }
    const unitText = t(`unit.${leak.unit}`);
    const assumed = leakAssumptions(meta, ctx.co2KgPerKwh ?? 0);
    csv.gas = leak.gas;
    csv.currency = leak.currency;
    Object.assign(csv, leakAssumptionColumns(assumed, unit));
    add(t('field.gas'), t(`gas.${leak.gas}`));
    add(t('field.distance'), `${number(meta.distance, 1)} m`);
    const outcome = reportLeakOutcome(leak);
    if (outcome === 'invalidDistance') {
      invalidDistance = true;
      csv.note = 'invalidDistance';
      add(t('field.leakSize'), t('invalidDistance'));
      row.headline = t('invalidDistance');
    } else if (outcome === 'reported' && leak.leakSize !== null) {
      const size = `${formatLeakSize(leak.leakSize, leak.unit)} ${unitText}`;
      csv.leakSize = leak.leakSize;
      csv.leakCost = leak.leakCost;
      row.leakSize = leak.leakSize;
      row.leakUnit = leak.unit;
      row.leakCost = leak.leakCost;
      row.currency = leak.currency;
      row.headline = size;
      add(t('field.leakSize'), size);
      if (leak.leakCost !== null) add(t('field.yearlyCost'), `${number(leak.leakCost, 0)} ${leak.currency}`);
      row.co2eKgPerYear = reportLeakCo2e(leak, meta, ctx.co2KgPerKwh ?? 0);
      csv.co2eKg = row.co2eKgPerYear;
      add(t('field.co2e'), formatCo2e(row.co2eKgPerYear, ctx.language ?? 'en'));
    } else {
      csv.note = leak.error ?? 'noLeak';
      add(t('field.leakSize'), t('noLeak'));
      row.headline = t('noLeak');
      row.leakSize = null;
    }
    add(t('field.costMode'), t(`costMode.${leak.costMode}`));
    const { current_util_hours: h, current_util_days: d, current_util_weeks: w } = meta.utilization;
    const assumptions: NonNullable<BuiltRow['assumptions']> = {};
    if (leak.costMode === 'energy') {
      add(t('field.energyCost'), `${number(meta.energy_cost, 2)} ${leak.currency}/kWh`);
      // Stored per 1000 l/min; a CFM user's cost math uses it per 100 cfm (as analytics/leak/ does).
      assumptions.specificPower = `${number(specificPowerIn(assumed, unit), 1)} ${t(unit === 'cfm' ? 'unit.powerCfm' : 'unit.powerLpm')}`;
      add(t('field.specificPower'), assumptions.specificPower);
    } else if (leak.costMode === 'volume') add(t('field.volumeCost'), `${number(meta.volume_cost, 3)} ${leak.currency}/m³`);
    else if (leak.costMode === 'mass') add(t('field.massCost'), `${number(meta.mass_cost, 3)} ${leak.currency}/kg`);
    if (leak.costMode !== 'off') {
      assumptions.utilisation = t('utilisation', { h, d, w });
      add(t('field.utilisation'), assumptions.utilisation);
    }
    stated = assumptions;
  } else if (kind === 'pd') {
    // A failed PD analysis falls back to the stored summary (only a leak failure skips a snapshot).
    const pd: PdResult | null = await deps.pd(id).catch(() => null);
    const classes = pd?.classifications ?? detail.pd?.classification ?? [];
    const min = pd?.severityMinPr ?? detail.pd?.severity_min ?? null;
    const max = pd?.severityMaxPr ?? detail.pd?.severity_max ?? null;
    const top = classes[0];
    if (top) {
      const pct = Math.round(top.confidence * 100);
      csv.pdClass = top.name;
      csv.pdConfidencePct = pct;
      add(t('field.pdType'), `${t(`pdClass.${top.name}`)} (${pct} %)`);
      row.headline = t(`pdClass.${top.name}`);
      // The other classes on one line, most likely first (a line each pushed the PRPD plot off the page).
      const others = classes.slice(1).map((other) => `${t(`pdClass.${other.name}`)} (${Math.round(other.confidence * 100)} %)`);
      if (others.length) add(t('field.pdOther'), others.join(', '));
    } else {
      add(t('field.pdType'), t('pdNone'));
      row.headline = t('pdNone');
    }
    if (min !== null && max !== null && top) {
      const band = severityBand(min, max);
      row.pdBand = band;
      csv.pdSeverityMinPct = min;
      csv.pdSeverityMaxPct = max;
      add(t('field.severity'), `${t(`band.${band}`)} (${number(min, 0)}–${number(max, 0)} %)`);
    }
    if (pd) add(t('field.recommendation'), ctx.pdRecommendation?.(pd.recommendationKey) ?? pd.recommendation);
  } else if (kind === 'mechanical') {
    let mech: { kurtosis: number | null; crest_factor: number | null; possible_fault: boolean } | null = detail.mech;
    if (ctx.options.forceAnalysis || !mech) {
      try {
        mech = await deps.mech(id);
      } catch {
        mech = detail.mech;
      }
    }
    if (mech) {
      csv.kurtosis = mech.kurtosis;
      csv.crestFactor = mech.crest_factor;
      csv.possibleFault = mech.possible_fault;
      row.possibleFault = mech.possible_fault;
      add(t('field.kurtosis'), mech.kurtosis === null ? '–' : number(mech.kurtosis, 2));
      add(t('field.crestFactor'), mech.crest_factor === null ? '–' : number(mech.crest_factor, 2));
      add(t('field.possibleFault'), mech.possible_fault ? t('yes') : t('no'));
      row.headline = mech.possible_fault ? t('field.possibleFault') : t('noFault');
    }
  }
  if (csv.maxLevelDb !== null) {
    add(t('field.maxLevel'), `${number(csv.maxLevelDb, 1)} dB`);
    row.headline ??= `${number(csv.maxLevelDb, 1)} dB`;
  }
  if (detail.tags.length) add(t('field.tags'), detail.tags.join(' '));
  if (detail.comments.trim()) add(t('field.comment'), detail.comments.trim());
  const fixedDate = detail.fixed_date ? new Date(detail.fixed_date).toISOString().slice(0, 10) : null;
  add(t('field.fixed'), detail.fixed ? (fixedDate ? t('fixedOn', { date: fixedDate }) : t('yes')) : t('no'));
  return { built: { row, csv, ...(stated ? { assumptions: stated } : {}) }, invalidDistance };
}

/**
 * The assumptions block's specific power and utilisation: the value every leak of the report was
 * computed with, `differs` when leaks used different values (each leak's section gives its own),
 * or undefined when no leak used one.
 */
export function sharedAssumptions(rows: readonly BuiltRow[]): { specificPower?: string | 'differs'; utilisation?: string | 'differs' } {
  const one = (pick: 'specificPower' | 'utilisation') => {
    const values = [...new Set(rows.map((r) => r.assumptions?.[pick]).filter((v): v is string => Boolean(v)))];
    return values.length > 1 ? 'differs' : values[0];
  };
  return { specificPower: one('specificPower'), utilisation: one('utilisation') };
}

/** Builds the report rows of `ids` (in that order), 10 at a time, reporting progress. */
export async function buildReport(ids: readonly number[], deps: BuildDeps, ctx: BuildContext, onProgress: (done: number, total: number) => void = () => undefined): Promise<BuiltReport> {
  const outcomes = await mapLimited(ids, REPORT_CONCURRENCY, (id) => buildOne(id, deps, ctx).catch((): Outcome => ({ skip: 'readFailed' })), (done) => onProgress(done, ids.length));
  const report: BuiltReport = { rows: [], skipped: [], invalidDistance: [] };
  outcomes.forEach((outcome, index) => {
    if ('skip' in outcome) report.skipped.push({ id: ids[index]!, reason: outcome.skip });
    else {
      report.rows.push(outcome.built);
      if (outcome.invalidDistance) report.invalidDistance.push(ids[index]!);
    }
  });
  return report;
}
