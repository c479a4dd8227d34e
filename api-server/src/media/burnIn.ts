import { createCanvas } from '@napi-rs/canvas';
import { formatLeakSize, JET } from 'shared-domain/analysis';
import { formatMoney, numberFormat } from 'shared-domain/format';
import type { RealtimeVideo } from 'shared-domain/schemas';
import type { SnapshotKind } from '../db/snapshots';
import { registerCanvasFonts } from './canvasFonts';
import { snapshotsText } from './messages';

/**
 * What an exported video burns in under its picture (as FLIR's viewer does): the dB
 * colour scale of the heatmap with a mark at the level shown at that time, the analysis values
 * at that time (a leak's size and yearly cost, a PD's class and confidence, the mechanical fault
 * rule) from the real-time series the viewer's overlay reads, and the time code. A time the
 * series does not reach shows no values rather than the last ones.
 *
 * One strip per step of {@link BURN_IN.stepS}, as raw RGBA the encoder lays over the bottom of
 * the video (snapshotVideo.ts).
 */

export const BURN_IN = Object.freeze({ height: 56, stepS: 0.1 });

/** What the strips are drawn from. */
export interface BurnInInput {
  width: number;
  durationS: number;
  kind: SnapshotKind;
  /** The heatmap's colour range (the dynamic range's floor to the top colour). */
  range: { min: number; max: number };
  /** The level the heatmap shows at a time (its loudest cell), dB, or null. */
  levelAt: (timeS: number) => number | null;
  /** The real-time series (its steps from 0 at `stepSeconds`), or null without a recording. */
  series: Pick<RealtimeVideo, 'stepSeconds' | 'unit' | 'steps'> | null;
  currency: string;
  language: string;
}

/** The burned-in strips: `count` frames of `width` x {@link BURN_IN.height} RGBA, one per step. */
export interface BurnInStrips {
  rgba: Buffer;
  count: number;
  width: number;
  height: number;
  fps: number;
}

const clock = (seconds: number) => {
  const tenths = Math.max(0, Math.round(seconds * 10));
  return `${String(Math.floor(tenths / 600)).padStart(2, '0')}:${String(Math.floor((tenths % 600) / 10)).padStart(2, '0')}.${tenths % 10}`;
};

/** The analysis values of one step, in the user's language, or null when there are none. */
function valuesText(input: BurnInInput, step: RealtimeVideo['steps'][number] | undefined): string | null {
  if (!step) return null;
  const { language } = input;
  const number = (value: number, digits: number) => numberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (input.kind === 'leak') {
    if (!step.leakDetected || step.leakSize === null) return null;
    const unit = input.series?.unit ?? 'lpm';
    const size = `${formatLeakSize(step.leakSize, unit)} ${unit === 'cfm' ? 'cfm' : 'l/min'}`;
    if (step.leakCost === null) return size;
    return `${size} · ${snapshotsText(language, 'list.card.costPerYear', { cost: formatMoney(step.leakCost, input.currency, language) })}`;
  }
  if (input.kind === 'pd') {
    const top = [...step.pdClassification].sort((a, b) => b.confidence - a.confidence)[0];
    return top ? `${snapshotsText(language, `pd.${top.name}`)} ${number(top.confidence * 100, 0)} %` : null;
  }
  if (input.kind === 'mechanical') return snapshotsText(language, step.possibleFault ? 'chips.fault' : 'chips.noFault');
  return null;
}

/** Draws the strips of a whole video. */
export function burnInStrips(input: BurnInInput): BurnInStrips {
  registerCanvasFonts();
  const { width } = input;
  const { height, stepS } = BURN_IN;
  const count = Math.max(1, Math.ceil(input.durationS / stepS));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const rgba = Buffer.alloc(count * width * height * 4);
  const scale = { x: 12, y: 10, width: 200, height: 12 };
  const gradient = context.createLinearGradient(scale.x, 0, scale.x + scale.width, 0);
  for (let i = 0; i < 256; i += 15) gradient.addColorStop(i / 255, `rgb(${JET[i * 3]}, ${JET[i * 3 + 1]}, ${JET[i * 3 + 2]})`);
  gradient.addColorStop(1, `rgb(${JET[765]}, ${JET[766]}, ${JET[767]})`);
  const db = (value: number) => `${numberFormat(input.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)} dB`;
  const total = clock(input.durationS);

  for (let i = 0; i < count; i += 1) {
    const timeS = i * stepS;
    context.clearRect(0, 0, width, height);
    context.fillStyle = 'rgba(0, 0, 0, 0.62)';
    context.fillRect(0, 0, width, height);
    // The colour scale, its ends, and a mark at the level shown now.
    context.fillStyle = gradient;
    context.fillRect(scale.x, scale.y, scale.width, scale.height);
    context.fillStyle = '#ffffff';
    context.font = '11px sans-serif';
    context.textBaseline = 'top';
    context.textAlign = 'left';
    context.fillText(db(input.range.min), scale.x, scale.y + scale.height + 6);
    context.textAlign = 'right';
    context.fillText(db(input.range.max), scale.x + scale.width, scale.y + scale.height + 6);
    const level = input.levelAt(timeS);
    context.textAlign = 'left';
    context.font = '600 15px sans-serif';
    if (level !== null && Number.isFinite(level)) {
      const span = Math.max(1e-6, input.range.max - input.range.min);
      const x = scale.x + Math.min(1, Math.max(0, (level - input.range.min) / span)) * scale.width;
      context.fillRect(Math.round(x) - 1, scale.y - 5, 3, scale.height + 10);
      context.fillText(db(level), scale.x + scale.width + 14, scale.y - 1);
    }
    // The analysis values at this time (the series' step), and the time code.
    const step = input.series ? input.series.steps[Math.round(timeS / input.series.stepSeconds)] : undefined;
    const values = valuesText(input, step);
    if (values) context.fillText(values, scale.x + scale.width + 110, scale.y - 1, width - scale.width - 260);
    context.textAlign = 'right';
    context.font = '600 15px sans-serif';
    context.fillText(`${clock(timeS)} / ${total}`, width - 12, scale.y - 1);
    const pixels = context.getImageData(0, 0, width, height).data;
    rgba.set(pixels, i * width * height * 4);
  }
  return { rgba, count, width, height, fps: 1 / stepS };
}
