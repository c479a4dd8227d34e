import ExcelJS from 'exceljs';
import { neutraliseCell } from 'shared-domain/schemas';
import type { Queryable } from '../db/Database';
import type { SnapshotRow } from '../db/snapshots';
import { BAND_PX } from 'shared-domain/picture';
import { EXCEL_PICTURE, snapshotPicture } from './excelPicture';
import { JobError, type JobHandle, type JobReport } from './runner';
import { analyseForReport, loadReportSnapshots, type ReportAnalysis } from './reportSnapshots';

/**
 * The Excel export (spec 001 section 7 `POST /api/excel/` with target excel): an .xlsx workbook
 * with one row per snapshot holding the snapshot read fields of spec 001 section 3 and the
 * analysis values (leak size, yearly cost and CO2e in the user's unit with the assumptions they
 * were computed with, PD classification and severity, mechanical indicators), optionally with the
 * picture embedded in the row.
 */

/** MIME type of an .xlsx file. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Size of an embedded picture on the sheet, px: the picture with its dB scale and caption band, scaled down. */
const PICTURE = { width: 240, height: Math.round((240 * (EXCEL_PICTURE.height + BAND_PX)) / EXCEL_PICTURE.width) } as const;

/** Columns of the sheet: key, header, width. */
export const EXCEL_COLUMNS = [
  ['id', 'ID', 8],
  ['label', 'Label', 28],
  ['comments', 'Comments', 30],
  ['tags', 'Tags', 20],
  ['created_date', 'Created (UTC)', 20],
  ['synced_date', 'Synced (UTC)', 20],
  ['device_serial', 'Device serial', 14],
  ['device_label', 'Device label', 18],
  ['device_analysis_type', 'Analysis type', 10],
  ['analysis_time', 'Analysis time (s)', 10],
  ['fixed', 'Fixed', 8],
  ['fixed_date', 'Fixed date (UTC)', 20],
  ['starred', 'Starred', 8],
  ['distance', 'Distance (m)', 10],
  ['gas', 'Gas', 10],
  ['leak_size', 'Leak size', 10],
  ['leak_unit', 'Leak unit', 8],
  ['leak_detected', 'Leak detected', 10],
  ['leak_cost', 'Leak cost per year', 12],
  ['currency', 'Currency', 8],
  ['cost_mode', 'Cost mode', 10],
  ['co2e_kg', 'CO2e per year (kg)', 12],
  ['specific_power', 'Specific power (kW per 1000 l/min or per 100 cfm)', 14],
  ['hours_per_day', 'Hours per day', 8],
  ['days_per_week', 'Days per week', 8],
  ['weeks_per_year', 'Weeks per year', 8],
  ['co2_factor', 'CO2 factor (kg CO2/kWh)', 10],
  ['reference_conditions', 'Reference conditions', 16],
  ['model_version', 'Model version', 10],
  ['pd_classification', 'PD classification', 18],
  ['pd_confidence', 'PD confidence (%)', 10],
  ['pd_severity_min', 'PD severity min (%)', 10],
  ['pd_severity_max', 'PD severity max (%)', 10],
  ['kurtosis', 'Kurtosis', 10],
  ['crest_factor', 'Crest factor', 10],
  ['possible_fault', 'Possible fault', 10],
  ['note', 'Note', 16],
] as const;

type ColumnKey = (typeof EXCEL_COLUMNS)[number][0];
const iso = (date: Date | null) => (date ? new Date(date).toISOString().replace('T', ' ').slice(0, 19) : null);

/**
 * The cells of one snapshot's row. Text cells that a spreadsheet would read as a formula (starting
 * with =, +, -, @, tab or carriage return, e.g. a label `=HYPERLINK(...)`) are neutralised with a
 * leading quote, as in the CSV export.
 */
export function excelRowValues(row: SnapshotRow, a: ReportAnalysis): Record<ColumnKey, string | number | boolean | null> {
  const cells = rawRowValues(row, a);
  for (const key of Object.keys(cells) as ColumnKey[]) {
    const value = cells[key];
    if (typeof value === 'string') cells[key] = neutraliseCell(value);
  }
  return cells;
}

function rawRowValues(row: SnapshotRow, a: ReportAnalysis): Record<ColumnKey, string | number | boolean | null> {
  return {
    id: row.id,
    label: row.label,
    comments: row.comments,
    tags: row.tags.join(' '),
    created_date: iso(row.created_date),
    synced_date: iso(row.synced_date),
    device_serial: row.device_serial,
    device_label: row.device_label,
    device_analysis_type: row.device_analysis_type,
    analysis_time: row.analysis_time,
    fixed: row.fixed,
    fixed_date: iso(row.fixed_date),
    starred: row.starred,
    distance: a.distanceM,
    gas: a.gas,
    leak_size: a.leakSize,
    leak_unit: row.kind === 'leak' ? a.leakUnit.toUpperCase() : null,
    leak_detected: a.leakDetected,
    leak_cost: a.leakCost,
    currency: row.kind === 'leak' ? a.currency : null,
    cost_mode: row.kind === 'leak' ? a.costMode : null,
    co2e_kg: a.co2eKg,
    specific_power: a.specificPower,
    hours_per_day: a.hoursPerDay,
    days_per_week: a.daysPerWeek,
    weeks_per_year: a.weeksPerYear,
    co2_factor: a.co2KgPerKwh,
    reference_conditions: a.referenceConditions,
    model_version: a.modelVersion,
    pd_classification: a.pdClassification,
    pd_confidence: a.pdConfidencePct,
    pd_severity_min: a.pdSeverityMinPct,
    pd_severity_max: a.pdSeverityMaxPct,
    kurtosis: a.kurtosis,
    crest_factor: a.crestFactor,
    possible_fault: a.possibleFault,
    note: a.note,
  };
}

/** A picture's caption: the label, then the time (UTC) and the camera. */
const pictureCaption = (row: SnapshotRow) => [row.label, `${iso(row.created_date)} UTC · ${row.device_label} (${row.device_serial})`];

/** Inputs of {@link buildExcelWorkbook}. */
export interface ExcelRequestInput {
  userId: number;
  snapshotIds: readonly number[];
  includeImages: boolean;
  unit: 'lpm' | 'cfm';
  /** The customer's kg CO2 per kWh, for the leaks' CO2e. */
  co2KgPerKwh?: number;
}

/**
 * Builds the workbook, reporting PROCESSING with the fraction of snapshots done.
 * @throws JobError when none of the snapshots can be read any more
 */
export async function buildExcelWorkbook(
  db: Queryable,
  req: ExcelRequestInput,
  report: JobReport<'excel-export'>,
  job: Pick<JobHandle, 'signal'>,
): Promise<{ data: Buffer; rows: number }> {
  const rows = await loadReportSnapshots(db, req.userId, req.snapshotIds);
  if (rows.length === 0) throw new JobError('noSnapshots');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'api-server';
  const sheet = workbook.addWorksheet('Snapshots', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...EXCEL_COLUMNS.map(([key, header, width]) => ({ key, header, width })),
    ...(req.includeImages ? [{ key: 'picture', header: 'Picture', width: 36 }] : []),
  ];
  sheet.getRow(1).font = { bold: true };
  const pictureColumn = EXCEL_COLUMNS.length; // 0-based index of the Picture column
  let lastTenth = -1;

  for (const [index, row] of rows.entries()) {
    if (job.signal.aborted) throw new JobError('shuttingDown');
    const analysis = await analyseForReport(db, row, req.unit, req.co2KgPerKwh ?? 0);
    const excelRow = sheet.addRow(excelRowValues(row, analysis));
    // The picture as the detail shows it: the heatmap over the photo, with the dB scale.
    const picture = req.includeImages && (row.picture_blob_id !== null || row.heatmap_blob_id !== null) ? await snapshotPicture(db, row, pictureCaption(row)) : undefined;
    if (picture) {
      const imageId = workbook.addImage({ base64: picture.toString('base64'), extension: 'jpeg' });
      // Points are 3/4 of a pixel: make the row as tall as the picture.
      excelRow.height = PICTURE.height * 0.75 + 4;
      sheet.addImage(imageId, { tl: { col: pictureColumn, row: excelRow.number - 1 }, ext: { ...PICTURE }, editAs: 'oneCell' });
    }
    // About ten updates whatever the size, so a large export does not flood the channel.
    const tenth = Math.floor(((index + 1) * 10) / rows.length);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      await report({ status: 'PROCESSING', progress: (index + 1) / rows.length });
    }
  }
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { data, rows: rows.length };
}
