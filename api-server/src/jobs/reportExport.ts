import { createHash } from 'node:crypto';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { ANALYSIS_VERSION, REPORT_EXPORT_STEPS, SEVERITY_BAND_LIMITS } from 'shared-domain/analysis';
import { orderReportRows, type ReportRow, type ReportTextKey, type reportDataSchema } from 'shared-domain/schemas';
import type { z } from 'zod';
import { imageTypeOf } from '../engine/photo';
import { MIN_PD_PULSES, PD_WINDOW_S } from '../engine';
import type { AcousticImage, PrpdPoints } from '../reports/acousticImage';
import { ReportFonts } from '../reports/fonts';
import { ACCENT, CONTENT_WIDTH, decoratePages, DEFAULT_TEXTS, drawAcousticImage, drawPrpd, fill, MUTED, PageWriter, savingsTables, summaryLines, type EmbeddedAcoustic } from '../reports/pdfLayout';
import { JobError, type JobHandle, type JobReport } from './runner';

/**
 * The report export (spec 001 section 7 `report-endpoint`, section 4 "Report export statuses"):
 * the client posts report data (report options and the rows it built) to a signed address; this
 * job turns it into a PDF with pdf-lib, as a survey report (FLIR, Fluke) is laid out: a cover with
 * the logo, title, summary text and date range; the summary table (counts by type, leak totals in
 * the user's unit and currency, PD severity bands); an overview of the snapshots; the assumptions
 * block; then one section per snapshot with its acoustic image (heatmap over the photo with its
 * dB scale), its values and, for PD, the PRPD plot. Header and footer texts and page numbers are
 * on every page; the texts are in the user's language with the Noto fonts embedded as subsets.
 * It reports FORWARDING, then PROCESSING step n of 7, then the runner publishes FINISHED.
 */

export { orderReportRows };

/** Parsed report data (defaults applied). */
/** The uploaded report data, and the user's currency (customer setting), which the totals prefer as the dashboard does. */
export type ReportInput = z.output<typeof reportDataSchema> & { preferredCurrency?: string };

/** A logo already checked to be a PNG or JPEG. */
export interface ReportLogo {
  type: 'png' | 'jpeg';
  data: Uint8Array;
}

/** Logo heights for logoSize 1 (small) .. 3 (large), pt. */
const LOGO_HEIGHT_PT = [0, 32, 48, 72] as const;

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

/** Images of a row, read by the caller (the route reads them from the database). */
export type RowImageLoader = (row: ReportRow) => Promise<{ acoustic: AcousticImage | null; prpd: PrpdPoints | null }>;

/** Height of a 9 pt line of the assumptions block (PageWriter's line gap). */
const ASSUMPTION_LINE = 9 * 1.35;

/** Height of the acoustic image in a section that also has a PRPD plot, pt. */
const PD_IMAGE_HEIGHT = 220;

/**
 * Builds the PDF, reporting PROCESSING step n of 7:
 * 1 fonts embedded, 2 rows ordered, 3 logo embedded, 4 cover, summary and assumptions,
 * 5 snapshot sections, 6 header, footer and page numbers, 7 file written.
 */
export async function buildReportPdf(
  input: ReportInput,
  logo: ReportLogo | null,
  report: JobReport<'excel-export'>,
  job: Pick<JobHandle, 'signal'>,
  nowMs: number,
  loadImages: RowImageLoader = async () => ({ acoustic: null, prpd: null }),
): Promise<{ data: Uint8Array; pages: number; filename: string }> {
  const of = REPORT_EXPORT_STEPS;
  const step = async (n: number) => {
    if (job.signal.aborted) throw new JobError('shuttingDown');
    await report({ status: 'PROCESSING', progress: { step: n, of } });
  };
  await report({ status: 'FORWARDING', progress: 0 });

  const texts: Record<ReportTextKey, string> = { ...DEFAULT_TEXTS };
  for (const [key, value] of Object.entries(input.texts)) if (value && value.trim()) texts[key as ReportTextKey] = value;
  const text = (key: ReportTextKey, values: Record<string, string | number> = {}) => fill(texts[key], values);
  const locale = safeLocale(input.language);
  const number = (value: number, digits: number) => value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });

  const rows = orderReportRows(input.rows, input.orderBy, input.ordering);
  const title = input.titleText.trim() || text('title', { type: input.reportType });

  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject(`${input.reportType} report of ${rows.length} snapshot${rows.length === 1 ? '' : 's'}`);
  doc.setLanguage(input.language);
  doc.setProducer('api-server (pdf-lib)');
  doc.setCreationDate(new Date(nowMs));
  const fonts = await ReportFonts.create(doc, input.language);
  const allText = [
    ...Object.values(texts),
    title,
    input.summaryText,
    input.headerText,
    input.footerText,
    ...Object.values(input.assumptions),
    ...rows.flatMap((r) => [r.label, r.deviceLabel ?? '', r.headline ?? '', r.currency ?? '', ...r.values.flatMap((v) => [v.name, valueText(v.value)])]),
    // The CO2e and savings figures (formatCo2e: digits, kg, t, CO₂e; the month table's separators).
    '0123456789 .,-–· kg t CO₂e',
  ];
  await fonts.prepare(allText);
  await step(1);
  await step(2);

  let logoImage: PDFImage | null = null;
  try {
    if (logo) logoImage = logo.type === 'png' ? await doc.embedPng(logo.data) : await doc.embedJpg(logo.data);
  } catch {
    throw new JobError('logoUnreadable');
  }
  await step(3);

  // ---- cover: logo, title, report facts, summary text, summary table, assumptions, overview ----
  const w = new PageWriter(doc, fonts);
  if (logoImage) w.image(logoImage, LOGO_HEIGHT_PT[input.logoSize as 1 | 2 | 3] ?? LOGO_HEIGHT_PT[2]);
  w.y -= 6;
  w.text(title, { size: 22, weight: 'bold', gapAfter: 2, lineGap: 1.25 });
  w.text(text('generated', { date: `${formatReportDate(new Date(nowMs).toISOString(), input.dateFormat)} UTC` }), { size: 9, color: MUTED, gapAfter: 10 });
  const created = rows.map((r) => r.createdDate).filter((d): d is string => Boolean(d)).sort();
  const cameras = new Set(rows.map((r) => r.deviceSerial || r.deviceLabel).filter(Boolean));
  const dateOnly = (iso: string | undefined) => formatReportDate(iso, input.dateFormat).slice(0, 10);
  w.table(
    null,
    [
      [text('snapshots'), String(rows.length)],
      [text('cameras'), String(cameras.size)],
      ...(created.length ? [[text('period'), `${dateOnly(created[0])} – ${dateOnly(created[created.length - 1])}`]] : []),
    ],
    [150, CONTENT_WIDTH - 150],
    { boldFirstColumn: true },
  );
  if (input.summaryText.trim()) w.text(input.summaryText.trim(), { size: 10.5, gapAfter: 12 });

  w.heading(text('summary'));
  w.table([text('type'), text('count')], summaryLines(rows, text, Boolean(input.fixedSummary), number, locale, input.preferredCurrency), [CONTENT_WIDTH - 140, 140], { align: ['left', 'right'] });
  // The leak-reporting rule every leak figure follows (shared-domain leakFigures, as the dashboard's footnote).
  if (rows.some((r) => r.kind === 'leak')) w.text(text('leakRule'), { size: 8.5, color: MUTED, gapAfter: 10 });

  // Savings: open against fixed leaks, and what the fixes saved per year by month.
  if (rows.some((r) => r.kind === 'leak')) {
    const savings = savingsTables(rows, text, number, locale, input.preferredCurrency);
    w.heading(text('savings'), 13, 90);
    w.table([text('leaks'), text('count'), text('yearlyCost'), text('co2ePerYear')], savings.split, [CONTENT_WIDTH - 300, 60, 110, 130], { align: ['left', 'right', 'right', 'right'] });
    if (savings.months.length) {
      w.need(70);
      w.text(text('savedByMonth'), { size: 10, weight: 'bold', gapAfter: 6 });
      w.table([text('month'), text('fixedLeaks'), text('yearlyCost'), text('co2ePerYear'), text('savedSoFar')], savings.months, [56, 94, 86, 96, CONTENT_WIDTH - 332], {
        align: ['left', 'right', 'right', 'right', 'right'],
      });
    }
  }

  // The leak model's reference conditions and cost inputs only where the report has leaks.
  const leaks = rows.some((r) => r.kind === 'leak');
  const assumptions = [
    ...(leaks ? [text('assumptionReference')] : []),
    ...(leaks && input.assumptions.specificPower ? [text('assumptionPower', { value: input.assumptions.specificPower })] : []),
    ...(leaks && input.assumptions.utilisation ? [text('assumptionUtilisation', { value: input.assumptions.utilisation })] : []),
    // The PD model's window and thresholds where the report has PD snapshots.
    ...(rows.some((r) => r.kind === 'pd')
      ? [text('assumptionPdWindow', { value: number(PD_WINDOW_S, 1), pulses: String(MIN_PD_PULSES) }), text('assumptionPdBands', Object.fromEntries(Object.entries(SEVERITY_BAND_LIMITS).map(([band, pct]) => [band, String(pct)])))]
      : []),
    text('assumptionModel', { value: input.assumptions.model || `v${ANALYSIS_VERSION}` }),
    text('assumptionIndicative'),
  ].map((line) => `• ${line}`);
  // The block stays together: the heading moves to the next page with all its lines.
  const blockHeight = assumptions.reduce((sum, line) => sum + w.wrap(line, 9, CONTENT_WIDTH).length * ASSUMPTION_LINE + 2, 0);
  w.heading(text('assumptions'), 13, blockHeight);
  for (const line of assumptions) w.text(line, { size: 9, color: MUTED, gapAfter: 2 });
  w.y -= 8;

  w.heading(text('overview'));
  w.table(
    ['#', text('label'), text('created'), text('camera'), text('value')],
    rows.map((r, i) => [String(i + 1), r.label || `#${r.id}`, dateOnly(r.createdDate), r.deviceLabel || r.deviceSerial || '', r.headline ?? '']),
    [24, 170, 70, 100, CONTENT_WIDTH - 364],
  );

  await step(4);

  // ---- one section per snapshot ----
  // An image several sections show (the same photo of a fitting surveyed twice) is stored once.
  const embeddedImages = new Map<string, Promise<PDFImage>>();
  const embedOnce = (data: Uint8Array) => {
    const key = createHash('sha1').update(data).digest('hex');
    let image = embeddedImages.get(key);
    if (!image) {
      // Photos are JPEG (seeded, uploaded) or PNG (imported .nlz); the heatmap is PNG.
      image = imageTypeOf(data) === 'jpeg' ? doc.embedJpg(data) : doc.embedPng(data);
      embeddedImages.set(key, image);
    }
    return image;
  };
  for (const [index, row] of rows.entries()) {
    if (job.signal.aborted) throw new JobError('shuttingDown');
    w.newPage();
    w.text(`${index + 1}. ${row.label || `#${row.id}`}`, { size: 15, weight: 'bold', color: ACCENT, gapAfter: 2 });
    const subtitle = [row.deviceLabel && `${row.deviceLabel}${row.deviceSerial ? ` (${row.deviceSerial})` : ''}`, formatReportDate(row.createdDate, input.dateFormat)]
      .filter(Boolean)
      .join(' · ');
    if (subtitle) w.text(subtitle, { size: 9, color: MUTED, gapAfter: 8 });
    const images = row.images === false ? { acoustic: null, prpd: null } : await loadImages(row);
    if (images.acoustic) {
      const embedded: EmbeddedAcoustic = {
        source: images.acoustic,
        picture: images.acoustic.picture ? await embedOnce(images.acoustic.picture) : null,
        heatmap: images.acoustic.heatmap ? await embedOnce(images.acoustic.heatmap) : null,
      };
      // With a PRPD plot the image is smaller, so a PD section stays on one page.
      drawAcousticImage(w, embedded, text('noImage'), images.prpd ? PD_IMAGE_HEIGHT : undefined);
    }
    w.facts(row.values.map((v) => ({ name: v.name, value: valueText(v.value) })));
    if (images.prpd) drawPrpd(w, images.prpd, { title: text('prpd'), phase: text('phase'), amplitude: text('amplitude') });
  }
  await step(5);

  decoratePages(w, input.headerText.trim(), input.footerText.trim(), title, texts.page);
  await step(6);

  const data = await doc.save();
  await step(7);
  const stamp = new Date(nowMs).toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return { data, pages: w.pages.length, filename: `${input.reportType.toLowerCase()}_report_${stamp}.pdf` };
}

const valueText = (value: string | number | boolean | null) => (value === null ? '-' : typeof value === 'boolean' ? (value ? '✓' : '–') : String(value));

function safeLocale(language: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([language]).length ? language : 'en';
  } catch {
    return 'en';
  }
}
