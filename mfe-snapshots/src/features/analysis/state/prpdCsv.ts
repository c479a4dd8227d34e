import { downloadBlob } from 'shared-ui';
import type { Pattern } from 'shared-core';

/**
 * The PRPD CSV export (spec 000 section 2, spec 001 section 9): named from the device serial,
 * the snapshot id and the analysis time; one row per pulse with its phase and level.
 */

/** `PRPD_<serial>_<id>_<analysis time>s.csv`; the time keeps its decimals with a point (1.5s). */
export function prpdCsvName(serial: string, snapshotId: number, analysisTimeS: number): string {
  const safeSerial = serial.replace(/[^A-Za-z0-9_-]/g, '_');
  return `PRPD_${safeSerial}_${snapshotId}_${Number(analysisTimeS.toFixed(3))}s.csv`;
}

/** Header plus one `phase,level` row per pulse, in the order the server gave them. */
export function prpdCsv(pattern: Pick<Pattern, 'xValues' | 'yValues'>): string {
  const rows = ['phase_deg,level_db_spl'];
  const n = Math.min(pattern.xValues.length, pattern.yValues.length);
  for (let i = 0; i < n; i += 1) rows.push(`${pattern.xValues[i]},${pattern.yValues[i]}`);
  return `${rows.join('\r\n')}\r\n`;
}

/** Offers text as a file download in the browser. */
export function downloadText(text: string, fileName: string, type = 'text/csv'): void {
  downloadBlob(new Blob([text], { type }), fileName);
}
