import { orderReportRows, toCsv } from 'shared-core';
import type { BuiltRow, Translate } from './buildReport';
import type { ReportOptions } from './options';

/**
 * The CSV export of a report's rows (RFC 4180 with CRLF line ends; shared-core's `csvField`
 * neutralises a cell starting with =, +, -, @, tab or carriage return). Units are in the header;
 * rows are in the report's order. Named from the device serial, snapshot id and analysis time
 * (spec 001 section 9) when it holds one snapshot.
 */

export function reportCsv(rows: readonly BuiltRow[], options: Pick<ReportOptions, 'orderBy' | 'ordering'>, t: Translate, unit: 'lpm' | 'cfm'): string {
  const ordered = orderReportRows(
    rows.map((r) => ({ ...r.row, built: r })),
    options.orderBy,
    options.ordering,
  ).map((r) => r.built.csv);
  const header = [
    t('csv.id'),
    t('csv.label'),
    t('csv.created'),
    t('csv.deviceSerial'),
    t('csv.deviceLabel'),
    t('csv.type'),
    t('csv.gas'),
    t('csv.leakSize', { unit: t(`unit.${unit}`) }),
    t('csv.yearlyCost'),
    t('csv.currency'),
    t('csv.pdClass'),
    t('csv.pdConfidence'),
    t('csv.severityMin'),
    t('csv.severityMax'),
    t('csv.kurtosis'),
    t('csv.crestFactor'),
    t('csv.possibleFault'),
    t('csv.maxLevel'),
    t('csv.tags'),
    t('csv.comment'),
    t('csv.fixed'),
    t('csv.fixedDate'),
    t('csv.note'),
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
