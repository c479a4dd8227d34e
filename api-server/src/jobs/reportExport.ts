import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { REPORT_EXPORT_STEPS } from 'shared-core/analysis';
import type { ReportRow, reportDataSchema } from 'shared-core/schemas';
import type { z } from 'zod';
import { JobError, type JobHandle, type JobReport } from './runner';

/**
 * The report export (spec 001 section 7 `report-endpoint`, section 4 "Report export statuses"):
 * the client posts report data (report options and the rows it built) to a signed address; this
 * job turns it into a PDF with pdf-lib: a title block (logo, title, summary), then one section per
 * snapshot with its values, header and footer text and page numbers on every page. It reports
 * FORWARDING, then PROCESSING step n of 7, then the runner publishes FINISHED with the link.
 */

/** Parsed report data (defaults applied). */
export type ReportInput = z.output<typeof reportDataSchema>;

/** A logo already checked to be a PNG or JPEG. */
export interface ReportLogo {
  type: 'png' | 'jpeg';
  data: Uint8Array;
}

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const BODY_TOP = A4.height - 70;
const BODY_BOTTOM = 60;
/** Logo heights for logoSize 1 (small) .. 3 (large), pt. */
const LOGO_HEIGHT_PT = [0, 32, 48, 72] as const;
const GREY = rgb(0.35, 0.35, 0.35);

/** The image type of bytes from their signature, or null when neither PNG nor JPEG. */
export function imageTypeOf(data: Uint8Array): 'png' | 'jpeg' | null {
  if (data.length > 8 && data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) return 'png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

/** A date in the report's format (spec 001 section 3: D.M.Y, M/D/Y, Y-M-D), UTC. */
export function formatReportDate(iso: string | undefined, format: ReportInput['dateFormat']): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const d = String(date.getUTCDate()).padStart(2, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const y = String(date.getUTCFullYear());
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  const day = format === 'D.M.Y' ? `${d}.${m}.${y}` : format === 'M/D/Y' ? `${m}/${d}/${y}` : `${y}-${m}-${d}`;
  return `${day} ${time}`;
}

/** Rows in the report's order (leak size orders put rows without a size last). */
export function orderReportRows(rows: readonly ReportRow[], orderBy: ReportInput['orderBy'], ordering: ReportInput['ordering']): ReportRow[] {
  const sign = ordering === 'asc' ? 1 : -1;
  const text = (a: string | undefined, b: string | undefined) => (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base' });
  const time = (iso: string | undefined) => (iso ? new Date(iso).getTime() : 0);
  const compare = (a: ReportRow, b: ReportRow): number => {
    switch (orderBy) {
      case 'label':
        return sign * text(a.label, b.label);
      case 'deviceLabel':
        return sign * text(a.deviceLabel, b.deviceLabel);
      case 'syncedDate':
        return sign * (time(a.syncedDate) - time(b.syncedDate));
      case 'leakSizeAsc':
      case 'leakSizeDesc': {
        const la = a.leakSize ?? null;
        const lb = b.leakSize ?? null;
        if (la === null || lb === null) return la === lb ? 0 : la === null ? 1 : -1;
        return orderBy === 'leakSizeAsc' ? la - lb : lb - la;
      }
      default:
        return sign * (time(a.createdDate) - time(b.createdDate));
    }
  };
  return [...rows].sort((a, b) => compare(a, b) || a.id - b.id);
}

/**
 * Text the standard fonts can draw: characters outside WinAnsi (e.g. CJK) become "?", control
 * characters spaces. The reference server embeds no Unicode font.
 */
function drawable(font: PDFFont, text: string, cache: Map<string, string>): string {
  let out = '';
  for (const ch of text.replace(/[\t\r\n]/g, ' ')) {
    let safe = cache.get(ch);
    if (safe === undefined) {
      try {
        font.encodeText(ch);
        safe = ch;
      } catch {
        safe = '?';
      }
      cache.set(ch, safe);
    }
    out += safe;
  }
  return out;
}

/** Word-wraps one paragraph to `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A single word wider than the line is cut.
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** Writes flowing text over pages. */
class Writer {
  page!: PDFPage;
  y = BODY_TOP;
  private readonly cache = new Map<string, string>();

  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = BODY_TOP;
  }

  /** Makes room for `height` points, starting a page when needed. */
  need(height: number): void {
    if (this.y - height < BODY_BOTTOM) this.newPage();
  }

  /** Paragraphs (split on newlines), wrapped to the text width. */
  text(text: string, opts: { size?: number; bold?: boolean; indent?: number; gapAfter?: number } = {}): void {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const indent = opts.indent ?? 0;
    const lineHeight = size * 1.3;
    for (const paragraph of text.split('\n')) {
      for (const line of wrap(font, drawable(font, paragraph, this.cache), size, A4.width - 2 * MARGIN - indent)) {
        this.need(lineHeight);
        this.y -= lineHeight;
        this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font });
      }
    }
    this.y -= opts.gapAfter ?? 0;
  }

  image(image: PDFImage, heightPt: number): void {
    const scale = heightPt / image.height;
    const width = Math.min(A4.width - 2 * MARGIN, image.width * scale);
    const height = (width / image.width) * image.height;
    this.need(height + 8);
    this.y -= height;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width, height });
    this.y -= 8;
  }

  safe(text: string): string {
    return drawable(this.font, text, this.cache);
  }
}

const valueText = (value: string | number | boolean | null) => (value === null ? '-' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value));

/**
 * Builds the PDF, reporting PROCESSING step n of 7:
 * 1 data read, 2 rows ordered, 3 logo embedded, 4 title block, 5 snapshot sections,
 * 6 header, footer and page numbers, 7 file written.
 */
export async function buildReportPdf(
  input: ReportInput,
  logo: ReportLogo | null,
  report: JobReport<'excel-export'>,
  job: Pick<JobHandle, 'signal'>,
  nowMs: number,
): Promise<{ data: Uint8Array; pages: number; filename: string }> {
  const of = REPORT_EXPORT_STEPS;
  const step = async (n: number) => {
    if (job.signal.aborted) throw new JobError('The server is shutting down.');
    await report({ status: 'PROCESSING', progress: { step: n, of } });
  };
  await report({ status: 'FORWARDING', progress: 0 });

  const doc = await PDFDocument.create();
  const title = input.titleText.trim() || `${input.reportType} report`;
  doc.setTitle(title);
  doc.setSubject(`${input.reportType} report of ${input.rows.length} snapshot${input.rows.length === 1 ? '' : 's'}`);
  doc.setProducer('api-server (pdf-lib)');
  doc.setCreationDate(new Date(nowMs));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  await step(1);

  const rows = orderReportRows(input.rows, input.orderBy, input.ordering);
  await step(2);

  let image: PDFImage | null = null;
  try {
    if (logo) image = logo.type === 'png' ? await doc.embedPng(logo.data) : await doc.embedJpg(logo.data);
  } catch {
    throw new JobError('The logo could not be read as a PNG or JPEG image.');
  }
  await step(3);

  const w = new Writer(doc, font, bold);
  if (image) w.image(image, LOGO_HEIGHT_PT[input.logoSize as 1 | 2 | 3] ?? LOGO_HEIGHT_PT[2]);
  w.text(title, { size: 20, bold: true, gapAfter: 6 });
  w.text(`${input.reportType} report, ${rows.length} snapshot${rows.length === 1 ? '' : 's'}, ${formatReportDate(new Date(nowMs).toISOString(), input.dateFormat)} UTC`, {
    size: 9,
    gapAfter: 10,
  });
  if (input.summaryText.trim()) w.text(input.summaryText.trim(), { size: 11, gapAfter: 14 });
  await step(4);

  for (const [index, row] of rows.entries()) {
    if (job.signal.aborted) throw new JobError('The server is shutting down.');
    w.need(60);
    w.text(`${index + 1}. ${row.label || `Snapshot ${row.id}`}`, { size: 13, bold: true, gapAfter: 2 });
    const device = [row.deviceLabel, row.deviceSerial && `(${row.deviceSerial})`].filter(Boolean).join(' ');
    const facts: [string, string][] = [
      ['Snapshot', String(row.id)],
      ...(device ? [['Camera', device] as [string, string]] : []),
      ...(row.createdDate ? [['Created', formatReportDate(row.createdDate, input.dateFormat)] as [string, string]] : []),
      ...(row.syncedDate ? [['Synced', formatReportDate(row.syncedDate, input.dateFormat)] as [string, string]] : []),
      ...row.values.map((v) => [v.name, valueText(v.value)] as [string, string]),
    ];
    for (const [name, value] of facts) w.text(`${name}: ${value}`, { indent: 12 });
    w.y -= 10;
  }
  await step(5);

  const pages = doc.getPages();
  const header = w.safe(input.headerText.trim());
  const footer = w.safe(input.footerText.trim());
  for (const [index, page] of pages.entries()) {
    if (header) page.drawText(header, { x: MARGIN, y: A4.height - 35, size: 9, font, color: GREY, maxWidth: A4.width - 2 * MARGIN });
    if (footer) page.drawText(footer, { x: MARGIN, y: 30, size: 9, font, color: GREY, maxWidth: A4.width - 2 * MARGIN - 80 });
    const number = `Page ${index + 1} of ${pages.length}`;
    page.drawText(number, { x: A4.width - MARGIN - font.widthOfTextAtSize(number, 9), y: 30, size: 9, font, color: GREY });
  }
  await step(6);

  const data = await doc.save();
  await step(7);
  const stamp = new Date(nowMs).toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return { data, pages: pages.length, filename: `${input.reportType.toLowerCase()}_report_${stamp}.pdf` };
}
