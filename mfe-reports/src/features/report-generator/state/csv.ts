import { orderReportRows, toCsv } from 'shared-core';
import type { BuiltRow, Translate } from './buildReport';
import type { ReportOptions } from './options';

/**
 * The CSV export of a report's rows (RFC 4180 with CRLF line ends; shared-core's `csvField`
 * neutralises a cell starting with =, +, -, @, tab or carriage return). Units are in the header;
 * rows are in the report's order. A leak's row carries its CO2e and the assumptions it was
 * computed with (shared-core `leakAssumptions`). Named from the device serial, snapshot id and
 * analysis time (spec 001 section 9) when it holds one snapshot.
 */

export function reportCsv(rows: readonly BuiltRow[], options: Pick<ReportOptions, 'orderBy' | 'ordering'>, t: Translate, unit: 'lpm' | 'cfm'): string {
  const ordered = orderReportRows(
    rows.map((r) => ({ ...r.row, built: r })),
    options.orderBy,
    options.ordering,
  ).map((r) => r.built.csv);
  const header = [
    '#',
    t('field.label'),
    `${t('field.created')} (UTC)`,
    t('field.serial'),
    t('field.camera'),
    t('field.type'),
    t('field.gas'),
    `${t('field.leakSize')} (${t(`unit.${unit}`)})`,
    t('field.yearlyCost'),
    t('field.currency'),
    `${t('field.co2e')} (kg CO₂e)`,
    `${t('field.specificPower')} (${t(unit === 'cfm' ? 'unit.powerCfm' : 'unit.powerLpm')})`,
    t('field.hoursPerDay'),
    t('field.daysPerWeek'),
    t('field.weeksPerYear'),
    `${t('field.co2Factor')} (kg CO₂/kWh)`,
    t('field.referenceConditions'),
    t('field.modelVersion'),
    t('field.pdType'),
    t('field.confidence'),
    t('field.severityMin'),
    t('field.severityMax'),
    t('field.kurtosis'),
    t('field.crestFactor'),
    t('field.possibleFault'),
    `${t('field.maxLevel')} (dB)`,
    t('field.tags'),
    t('field.comment'),
    t('field.fixed'),
    t('field.fixedDate'),
    t('field.note'),
  ];
  return toCsv([
    header,
    ...ordered.map((r) => [
      r.id,
      r.label,
      r.createdDate,
      r.deviceSerial,
      r.deviceLabel,
      r.kind,
      r.gas,
      r.leakSize,
      r.leakCost === null ? null : Math.round(r.leakCost * 100) / 100,
      r.currency,
      r.co2eKg,
      r.specificPower,
      r.hoursPerDay,
      r.daysPerWeek,
      r.weeksPerYear,
      r.co2KgPerKwh,
      r.referenceConditions,
      r.modelVersion,
      r.pdClass,
      r.pdConfidencePct,
      r.pdSeverityMinPct,
      r.pdSeverityMaxPct,
      r.kurtosis,
      r.crestFactor,
      r.possibleFault,
      r.maxLevelDb,
      r.tags,
      r.comment,
      r.fixed,
      r.fixedDate,
      r.note,
    ]),
  ]);
}

/** The CSV file name (spec 001 section 9: device serial, snapshot id and analysis time). */
export function csvFileName(rows: readonly BuiltRow[], reportType: string, nowMs: number): string {
  const stamp = new Date(nowMs).toISOString().slice(0, 19).replace(/[:T]/g, '-');
  if (rows.length === 1) {
    const { csv } = rows[0]!;
    return `${csv.deviceSerial}_${csv.id}_${(csv.createdDate || stamp).slice(0, 19).replace(/[:T]/g, '-')}.csv`;
  }
  return `${reportType.toLowerCase()}_report_${stamp}.csv`;
}

/** The CSV as a file (with a BOM, so spreadsheet programs read UTF-8 labels in any script). */
export function csvBlob(text: string): Blob {
  return new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' });
}
