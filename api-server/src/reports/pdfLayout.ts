import {
  clip,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  rotateDegrees,
  scale,
  translate,
  type Color,
  type PDFDocument,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import { formatCo2e, leakFigures, toCents, type LeakFigures } from 'shared-domain/analysis';
import type { ReportRow, ReportTextKey } from 'shared-domain/schemas';
import { colormap } from '../routes/snapshotsMedia';
import type { AcousticImage, PrpdPoints } from './acousticImage';
import { runsWidth, type FontWeight, type ReportFonts, type TextRun } from './fonts';

/**
 * Page layout of the report PDF (A4 portrait): header and footer with page numbers, flowing
 * text in the report's fonts, tables, the acoustic image with its dB scale and the PRPD plot.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 42;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const BODY_TOP = A4.height - 58;
const BODY_BOTTOM = 56;

export const INK = rgb(0.12, 0.14, 0.17);
export const MUTED = rgb(0.42, 0.45, 0.5);
export const ACCENT = rgb(0.09, 0.36, 0.62);
const RULE = rgb(0.82, 0.84, 0.87);
const ZEBRA = rgb(0.96, 0.97, 0.98);
const HEAD_BG = rgb(0.91, 0.94, 0.97);

/** English texts of the PDF; the viewer sends the user's language over these. */
export const DEFAULT_TEXTS: Record<ReportTextKey, string> = {
  title: '{type} report',
  generated: 'Generated {date}',
  period: 'Period',
  snapshots: 'Snapshots',
  cameras: 'Cameras',
  camera: 'Camera',
  summary: 'Summary',
  type: 'Type',
  count: 'Count',
  leak: 'Leak',
  pd: 'Partial discharge',
  mechanical: 'Mechanical',
  other: 'Other',
  leaksDetected: 'Leaks detected',
  totalFlow: 'Total leak flow ({unit})',
  yearlyCost: 'Yearly cost',
  bandLow: 'PD severity low',
  bandMedium: 'PD severity medium',
  bandHigh: 'PD severity high',
  bandVeryHigh: 'PD severity very high',
  possibleFault: 'Possible mechanical fault',
  fixedOpen: 'Fixed / open',
  overview: 'Snapshots in this report',
  label: 'Label',
  created: 'Created',
  value: 'Result',
  acousticImage: 'Acoustic image',
  prpd: 'PRPD pattern',
  phase: 'Phase (°)',
  amplitude: 'Level (dB)',
  noImage: 'No image available',
  assumptions: 'Assumptions',
  assumptionReference: 'Leak flows are given at reference conditions of 0 °C and 101,325 Pa.',
  assumptionPower: 'Specific power: {value}',
  assumptionUtilisation: 'Utilisation: {value}',
  assumptionModel: 'Model and analysis version: {value}',
  assumptionPdWindow: 'PD analysis: the {value} s of each recording ending at its analysis time (its first {value} s when earlier); a classification needs at least {pulses} pulses.',
  assumptionPdBands: 'PD severity bands, by the mean of the minimum and maximum severity: low below {medium} %, medium below {high} %, high below {veryHigh} %, very high from {veryHigh} %.',
  assumptionIndicative: 'Acoustic estimates of leak size, cost and PD severity are indicative; confirm them on site before acting on them.',
  page: 'Page {page} of {pages}',
  totalCo2e: 'Total CO₂e per year',
  savings: 'Savings',
  openLeaks: 'Open leaks',
  fixedLeaks: 'Fixed leaks',
  leaks: 'Leaks',
  co2ePerYear: 'CO₂e per year',
  savedByMonth: 'Saved per year, by month of fix',
  month: 'Month',
  savedSoFar: 'Saved so far',
  unitLpm: 'l/min',
  unitCfm: 'CFM',
  leakRule:
    'Leak rule: a snapshot counts as a leak only when its analysis detected a leak of an analysable gas (not steam or other) and could estimate its size; any other snapshot counts as no leak and no cost.',
};

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

// Tokens for wrapping: a CJK character stands alone (lines may break between any two), other
// runs of non-space characters are words.
const TOKEN = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+|\s+/gu;

/** Flowing content over pages. */
export class PageWriter {
  page!: PDFPage;
  y = BODY_TOP;
  readonly pages: PDFPage[] = [];

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: ReportFonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = BODY_TOP;
  }

  /** Makes room for `height` points, starting a page when needed. */
  need(height: number): void {
    if (this.y - height < BODY_BOTTOM) this.newPage();
  }

  get room(): number {
    return this.y - BODY_BOTTOM;
  }

  width(text: string, size: number, weight: FontWeight = 'regular'): number {
    return runsWidth(this.fonts.runsSync(text, weight), size);
  }

  /** Draws one line of text at (x, y). */
  draw(text: string, x: number, y: number, size: number, opts: { weight?: FontWeight; color?: Color; page?: PDFPage } = {}): void {
    const page = opts.page ?? this.page;
    let cx = x;
    for (const run of this.fonts.runsSync(text, opts.weight)) {
      if (run.text.trim()) page.drawText(run.text, { x: cx, y, size, font: run.font, color: opts.color ?? INK });
      cx += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  /** Wraps text (paragraphs split on newlines) to `width`. */
  wrap(text: string, size: number, width: number, weight: FontWeight = 'regular'): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const token of paragraph.match(TOKEN) ?? []) {
        const candidate = line + token;
        if (this.width(candidate, size, weight) <= width || !line.trim()) {
          line = candidate;
          // A single token wider than the line is cut (never before a combining mark).
          while (this.width(line, size, weight) > width && [...line].length > 1) {
            const chars = [...line];
            let cut = chars.length - 1;
            while (cut > 1 && (this.width(chars.slice(0, cut).join(''), size, weight) > width || /\p{M}/u.test(chars[cut]!))) cut -= 1;
            lines.push(chars.slice(0, cut).join(''));
            line = chars.slice(cut).join('');
          }
          continue;
        }
        lines.push(line.trimEnd());
        line = token.trim() ? token : '';
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  /** Flowing paragraphs. */
  text(text: string, opts: { size?: number; weight?: FontWeight; color?: Color; indent?: number; width?: number; gapAfter?: number; lineGap?: number } = {}): void {
    const size = opts.size ?? 10;
    const indent = opts.indent ?? 0;
    const lineHeight = size * (opts.lineGap ?? 1.35);
    for (const line of this.wrap(text, size, opts.width ?? CONTENT_WIDTH - indent, opts.weight)) {
      this.need(lineHeight);
      this.y -= lineHeight;
      this.draw(line, MARGIN + indent, this.y + size * 0.25, size, { weight: opts.weight, color: opts.color });
    }
    this.y -= opts.gapAfter ?? 0;
  }

  /** A section heading with a rule under it; keeps `keepWith` points of content with it. */
  heading(text: string, size = 13, keepWith = 60): void {
    this.need(size * 1.6 + keepWith);
    this.text(text, { size, weight: 'bold', color: ACCENT, gapAfter: 3 });
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.6, color: RULE });
    this.y -= 8;
  }

  /**
   * A table: a header row, then rows with wrapped cells; long tables continue on the next page
   * with the header repeated.
   */
  table(header: string[] | null, rows: string[][], widths: number[], opts: { size?: number; boldFirstColumn?: boolean; align?: ('left' | 'right')[] } = {}): void {
    const size = opts.size ?? 9;
    const lineHeight = size * 1.3;
    const pad = 4;
    const drawRow = (cells: string[], kind: 'head' | 'body', index: number) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, size, widths[i]! - 2 * pad, kind === 'head' || (i === 0 && opts.boldFirstColumn) ? 'bold' : 'regular'));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 2 * pad;
      if (this.y - height < BODY_BOTTOM) {
        this.newPage();
        if (kind === 'body' && header) drawRow(header, 'head', 0);
      }
      const top = this.y;
      if (kind === 'head' || index % 2 === 1)
        this.page.drawRectangle({ x: MARGIN, y: top - height, width: widths.reduce((a, b) => a + b, 0), height, color: kind === 'head' ? HEAD_BG : ZEBRA });
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        const weight: FontWeight = kind === 'head' || (i === 0 && opts.boldFirstColumn) ? 'bold' : 'regular';
        lines.forEach((line, n) => {
          const w = this.width(line, size, weight);
          const lx = opts.align?.[i] === 'right' ? x + widths[i]! - pad - w : x + pad;
          this.draw(line, lx, top - pad - (n + 1) * lineHeight + size * 0.3, size, { weight, color: kind === 'head' ? MUTED : INK });
        });
        x += widths[i]!;
      });
      this.y = top - height;
    };
    if (header) drawRow(header, 'head', 0);
    rows.forEach((row, index) => drawRow(row, 'body', index));
    this.y -= 10;
  }

  /** Name/value facts in two columns. */
  facts(facts: readonly { name: string; value: string }[], nameWidth = 150): void {
    this.table(
      null,
      facts.map((f) => [f.name, f.value]),
      [nameWidth, CONTENT_WIDTH - nameWidth],
      { boldFirstColumn: true },
    );
  }

  image(image: PDFImage, height: number): void {
    const width = Math.min(CONTENT_WIDTH, (image.width / image.height) * height);
    const h = (width / image.width) * image.height;
    this.need(h + 8);
    this.y -= h;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width, height: h });
    this.y -= 8;
  }
}

/** Draws text runs already split (for callers that hold runs). */
export function drawRuns(page: PDFPage, runs: readonly TextRun[], x: number, y: number, size: number, color: Color): void {
  let cx = x;
  for (const run of runs) {
    if (run.text.trim()) page.drawText(run.text, { x: cx, y, size, font: run.font, color });
    cx += run.font.widthOfTextAtSize(run.text, size);
  }
}

/** Header, footer and page numbers on every page. */
export function decoratePages(w: PageWriter, headerText: string, footerText: string, title: string, pageText: string): void {
  const pages = w.pages;
  pages.forEach((page, index) => {
    const size = 8;
    const left = headerText || title;
    const leftLine = w.wrap(left, size, CONTENT_WIDTH * 0.7)[0] ?? '';
    w.draw(leftLine, MARGIN, A4.height - 34, size, { color: MUTED, page });
    page.drawLine({ start: { x: MARGIN, y: A4.height - 42 }, end: { x: A4.width - MARGIN, y: A4.height - 42 }, thickness: 0.5, color: RULE });
    page.drawLine({ start: { x: MARGIN, y: 44 }, end: { x: A4.width - MARGIN, y: 44 }, thickness: 0.5, color: RULE });
    const number = fill(pageText, { page: index + 1, pages: pages.length });
    const numberWidth = w.width(number, size);
    w.draw(number, A4.width - MARGIN - numberWidth, 30, size, { color: MUTED, page });
    if (footerText) {
      const line = w.wrap(footerText, size, CONTENT_WIDTH - numberWidth - 24)[0] ?? '';
      w.draw(line, MARGIN, 30, size, { color: MUTED, page });
    }
  });
}

/** Embedded images of one acoustic image. */
export interface EmbeddedAcoustic {
  picture: PDFImage | null;
  heatmap: PDFImage | null;
  source: AcousticImage;
}

/** The dB scale's width beside the image, pt (bar and labels). */
const SCALE_WIDTH = 46;

/**
 * The acoustic image: the photo, the heatmap over it with its placement (clipped to the photo),
 * and the dB scale at its right.
 */
export function drawAcousticImage(w: PageWriter, image: EmbeddedAcoustic, noImageText: string, maxHeight = Number.POSITIVE_INFINITY): void {
  const width = Math.min(CONTENT_WIDTH - SCALE_WIDTH, maxHeight * (800 / 480));
  const height = width * (480 / 800);
  w.need(height + 12);
  const x = MARGIN;
  const y = w.y - height;
  const page = w.page;
  const { placement } = image.source;
  const cx = x + width / 2;
  const cy = y + height / 2;
  page.drawRectangle({ x, y, width, height, color: rgb(0.2, 0.22, 0.25) });
  page.pushOperators(pushGraphicsState(), rectangle(x, y, width, height), clip(), endPath());
  page.pushOperators(translate(cx, cy), scale(placement.viewZoom, placement.viewZoom));
  if (image.picture) page.drawImage(image.picture, { x: -width / 2, y: -height / 2, width, height });
  if (image.heatmap) {
    // The canvas' y axis points down: its offsets and clockwise rotation flip in PDF space.
    page.pushOperators(
      pushGraphicsState(),
      translate(placement.offsetX * width, -placement.offsetY * height),
      rotateDegrees(-placement.rotationDeg),
      scale(placement.scale, placement.scale),
    );
    page.drawImage(image.heatmap, { x: -width / 2, y: -height / 2, width, height });
    page.pushOperators(popGraphicsState());
  }
  page.pushOperators(popGraphicsState());
  if (!image.picture && !image.heatmap) {
    const tw = w.width(noImageText, 10);
    w.draw(noImageText, cx - tw / 2, cy, 10, { color: rgb(1, 1, 1) });
  }

  // dB scale: the colour map from the dynamic range's lower edge to the maximum.
  const barX = x + width + 8;
  const steps = 48;
  for (let i = 0; i < steps; i += 1) {
    const [r, g, b] = colormap((i + 0.5) / steps);
    page.drawRectangle({ x: barX, y: y + (i * height) / steps, width: 10, height: height / steps + 0.3, color: rgb(r / 255, g / 255, b / 255) });
  }
  page.drawRectangle({ x: barX, y, width: 10, height, borderColor: RULE, borderWidth: 0.5 });
  const { lowDb, highDb } = image.source;
  const ticks = 5;
  for (let i = 0; i <= ticks; i += 1) {
    const value = lowDb + ((highDb - lowDb) * i) / ticks;
    const ty = y + (height * i) / ticks;
    page.drawLine({ start: { x: barX + 10, y: ty }, end: { x: barX + 13, y: ty }, thickness: 0.5, color: MUTED });
    w.draw(value.toFixed(1), barX + 15, ty - 2.5, 7, { color: MUTED });
  }
  w.draw('dB', barX, y + height + 4, 7, { color: MUTED, weight: 'bold' });
  w.y = y - 12;
}

/** The PRPD plot: pulses by phase and level over one AC cycle, with the sine as reference. */
export function drawPrpd(w: PageWriter, prpd: PrpdPoints, texts: { title: string; phase: string; amplitude: string }, height = 150): void {
  w.need(height + 40);
  w.text(texts.title, { size: 10, weight: 'bold', gapAfter: 16 });
  const left = MARGIN + 34;
  const width = CONTENT_WIDTH - 34;
  const bottom = w.y - height;
  const page = w.page;
  page.drawRectangle({ x: left, y: bottom, width, height, color: rgb(0.985, 0.988, 0.992), borderColor: RULE, borderWidth: 0.6 });
  const ys = prpd.yValues.filter(Number.isFinite);
  const lo = ys.length ? Math.floor(Math.min(...ys) / 10) * 10 : 0;
  const hi = ys.length ? Math.ceil(Math.max(...ys) / 10) * 10 + (Math.min(...ys) === Math.max(...ys) ? 10 : 0) : 10;
  const span = Math.max(1, hi - lo);
  // Reference sine of the supply over one cycle.
  let prev: { x: number; y: number } | null = null;
  for (let deg = 0; deg <= 360; deg += 6) {
    const point = { x: left + (deg / 360) * width, y: bottom + height / 2 + Math.sin((deg * Math.PI) / 180) * (height * 0.4) };
    if (prev) page.drawLine({ start: prev, end: point, thickness: 0.6, color: rgb(0.7, 0.72, 0.76) });
    prev = point;
  }
  for (let i = 0; i < prpd.xValues.length; i += 1) {
    const px = prpd.xValues[i]!;
    const py = prpd.yValues[i]!;
    if (!Number.isFinite(px) || !Number.isFinite(py)) continue;
    const x = left + ((((px % 360) + 360) % 360) / 360) * width;
    const y = bottom + ((py - lo) / span) * height;
    page.drawRectangle({ x: x - 1, y: y - 1, width: 2, height: 2, color: ACCENT, opacity: 0.75 });
  }
  for (const deg of [0, 90, 180, 270, 360]) {
    const x = left + (deg / 360) * width;
    page.drawLine({ start: { x, y: bottom }, end: { x, y: bottom - 3 }, thickness: 0.5, color: MUTED });
    const label = String(deg);
    w.draw(label, x - w.width(label, 7) / 2, bottom - 11, 7, { color: MUTED });
  }
  // Round ticks: every 10 dB when that gives at most 6 steps, else quarters.
  const steps = span % 10 === 0 && span / 10 <= 6 ? span / 10 : 4;
  for (let i = 0; i <= steps; i += 1) {
    const value = lo + (span * i) / steps;
    const y = bottom + (height * i) / steps;
    const label = value.toFixed(0);
    w.draw(label, left - 4 - w.width(label, 7), y - 2.5, 7, { color: MUTED });
  }
  const phase = texts.phase;
  w.draw(phase, left + width / 2 - w.width(phase, 7.5) / 2, bottom - 22, 7.5, { color: MUTED });
  // The axis title above the plot, right of the tick labels (which reach up to 5 pt above the top).
  w.draw(texts.amplitude, left, bottom + height + 5, 7.5, { color: MUTED });
  w.y = bottom - 32;
}

/** A PDF text in the user's language with its placeholders filled. */
export type ReportText = (key: ReportTextKey, values?: Record<string, string | number>) => string;

/**
 * The leak figures of the report's rows (shared-domain `leakFigures`, the computation the summary
 * dashboard uses): a row is a reported leak when the viewer gave it a size, which it does only by
 * the leak-reporting rule.
 */
export function reportFigures(rows: readonly ReportRow[], preferredCurrency?: string): LeakFigures {
  return leakFigures(
    rows
      .filter((r) => r.kind === 'leak')
      .map((r) => ({
        reported: typeof r.leakSize === 'number' && Number.isFinite(r.leakSize),
        costPerYear: r.leakCost,
        currency: r.currency ?? 'USD',
        co2eKgPerYear: r.co2eKgPerYear,
        fixed: Boolean(r.fixed),
        fixedDate: r.fixedDate ?? null,
      })),
    { preferredCurrency },
  );
}

/**
 * The savings section's two tables: open against fixed leaks (count, yearly cost, yearly CO2e),
 * and per month of fixed date the leaks fixed then and the yearly amount saved so far.
 */
export function savingsTables(rows: readonly ReportRow[], text: ReportText, formatNumber: (value: number, digits: number) => string, locale = 'en', preferredCurrency?: string): { split: string[][]; months: string[][] } {
  const { currency, savings: split } = reportFigures(rows, preferredCurrency);
  const cost = (value: number) => (currency === null ? '–' : `${formatNumber(value, 0)} ${currency}`);
  return {
    split: [
      [text('openLeaks'), String(split.open.count), cost(split.open.costPerYear), formatCo2e(split.open.co2eKgPerYear, locale)],
      [text('fixedLeaks'), String(split.fixed.count), cost(split.fixed.costPerYear), formatCo2e(split.fixed.co2eKgPerYear, locale)],
    ],
    months: split.months.map((m) => [
      m.month,
      String(m.fixed.count),
      cost(m.fixed.costPerYear),
      formatCo2e(m.fixed.co2eKgPerYear, locale),
      `${cost(m.cumulative.costPerYear)} · ${formatCo2e(m.cumulative.co2eKgPerYear, locale)}`,
    ]),
  };
}

/** Rows of the summary table (label, value) from the report's rows. */
export function summaryLines(rows: readonly ReportRow[], text: ReportText, fixedSummary: boolean, formatNumber: (value: number, digits: number) => string, locale = 'en', preferredCurrency?: string): string[][] {
  const lines: string[][] = [];
  const kinds = ['leak', 'pd', 'mechanical', 'other'] as const;
  for (const kind of kinds) {
    const count = rows.filter((r) => (r.kind ?? 'other') === kind).length;
    if (count) lines.push([text(kind), String(count)]);
  }
  const leaks = rows.filter((r) => r.kind === 'leak');
  if (leaks.length) {
    const figures = reportFigures(rows, preferredCurrency);
    lines.push([text('leaksDetected'), String(figures.leaks)]);
    const units = [...new Set(leaks.map((r) => r.leakUnit ?? 'lpm'))];
    for (const unit of units) {
      const total = leaks.filter((r) => (r.leakUnit ?? 'lpm') === unit).reduce((sum, r) => sum + (typeof r.leakSize === 'number' ? r.leakSize : 0), 0);
      lines.push([text('totalFlow', { unit: text(unit === 'cfm' ? 'unitCfm' : 'unitLpm') }), formatNumber(total, unit === 'cfm' ? 2 : 1)]);
    }
    // The total in the figures' currency first; leaks costed in other currencies (no exchange rates) apart.
    if (figures.currency !== null) lines.push([text('yearlyCost'), `${formatNumber(figures.costPerYear, 0)} ${figures.currency}`]);
    const others = new Map<string, number>();
    for (const r of leaks) {
      const currency = r.currency ?? 'USD';
      if (typeof r.leakSize === 'number' && currency !== figures.currency && typeof r.leakCost === 'number' && Number.isFinite(r.leakCost)) others.set(currency, (others.get(currency) ?? 0) + toCents(r.leakCost));
    }
    for (const [currency, total] of others) lines.push([text('yearlyCost'), `${formatNumber(total, 0)} ${currency}`]);
    if (leaks.some((r) => typeof r.co2eKgPerYear === 'number')) lines.push([text('totalCo2e'), formatCo2e(figures.co2eKgPerYear, locale)]);
  }
  const pds = rows.filter((r) => r.kind === 'pd');
  if (pds.length) {
    const bands = [
      ['low', 'bandLow'],
      ['medium', 'bandMedium'],
      ['high', 'bandHigh'],
      ['veryHigh', 'bandVeryHigh'],
    ] as const;
    for (const [band, key] of bands) lines.push([text(key), String(pds.filter((r) => r.pdBand === band).length)]);
  }
  const mech = rows.filter((r) => r.kind === 'mechanical');
  if (mech.length) lines.push([text('possibleFault'), String(mech.filter((r) => r.possibleFault).length)]);
  if (fixedSummary) {
    const fixed = rows.filter((r) => r.fixed).length;
    lines.push([text('fixedOpen'), `${fixed} / ${rows.length - fixed}`]);
  }
  return lines;
}
