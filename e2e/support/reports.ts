import { expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { API } from './api';
import { openedDialog, chooseOption, pickMenuItem } from './dialog';

/** The text of each page of a PDF, white space collapsed. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return (text as string[]).map((page) => page.replace(/\s+/g, ' '));
}

/** Opens a dialog from the reports menu (the entry clicked once the menu has stopped moving). */
export async function fromReportsMenu(page: Page, item: string, dialogText: string, label = 'Reports') {
  const dialog = page.getByRole('dialog').filter({ hasText: dialogText }).last();
  await pickMenuItem(page, page.getByRole('button', { name: label, exact: true }), item, () => dialog.isVisible());
  if ((await page.getByRole('dialog').filter({ hasText: dialogText }).count()) > 1) return dialog;
  return openedDialog(page, dialogText);
}

/** Runs the report generator with the given report type; returns the PDF's address once FINISHED. */
export async function generateReport(page: Page, reportType: string, finished = 'Finished'): Promise<string> {
  const dialog = await fromReportsMenu(page, 'Generate report', 'Report type');
  if (reportType !== 'Leak') await chooseOption(page, dialog.getByRole('combobox', { name: 'Report type' }), reportType, 'title');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  const status = page.getByTestId('report-status');
  await expect(status).toHaveAttribute('data-status', 'FINISHED', { timeout: 90_000 });
  await expect(status).toContainText(finished);
  return (await page.getByRole('link', { name: /PDF/ }).first().getAttribute('href'))!;
}

/** Rows of an RFC 4180 CSV (quoted fields, doubled quotes, CRLF), without a leading BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\ufeff/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/**
 * Runs `POST /api/excel/` (an Excel workbook, or with target `dashboard` the summary's JSON) as
 * the user, polls until its address is there and returns the file's bytes.
 */
export async function excelJob(token: string, body: { snapshotIDs: number[]; target?: 'excel' | 'dashboard'; includeImages?: boolean }): Promise<ArrayBuffer> {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = await fetch(`${API}/api/excel/`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  expect(started.status, await started.clone().text()).toBe(202);
  const { executionID } = (await started.json()) as { executionID: string };
  let url: string | undefined;
  await expect
    .poll(
      async () => {
        const poll = (await (await fetch(`${API}/api/poll-excel-result/?executionID=${executionID}`, { headers: auth })).json()) as { url?: string; state?: string };
        url = poll.url;
        return poll.url ? 'ready' : poll.state;
      },
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe('ready');
  return (await fetch(url!)).arrayBuffer();
}
