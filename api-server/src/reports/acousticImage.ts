import { heatmapViewFromMeta, JET } from 'shared-domain/analysis';
import type { Queryable } from '../db/Database';
import type { SnapshotRow } from '../db/snapshots';
import { getBlob } from '../db/snapshotsBlobs';
import { decodeHeatmap, encodePngRgba } from '../engine';
import { hasSignal, readSignal } from '../media/recording';
import { pdParamsFromMeta, runPd } from '../routes/snapshotsAnalysis';

/**
 * What a report draws for one snapshot: the photo, the heatmap over it placed as the detail
 * places it (the meta's offsets, rotation, scale and, before software 3, the view zoom), its dB
 * scale, and for partial discharge the PRPD pattern of the whole recording.
 */

/** How much the 110 x 110 grid is enlarged (bilinear) so the PDF shows smooth contours. */
export const HEATMAP_UPSAMPLE = 4;

export interface HeatmapPlacement {
  offsetX: number;
  offsetY: number;
  rotationDeg: number;
  scale: number;
  viewZoom: number;
}

export interface AcousticImage {
  /** The 800 x 480 photo (PNG), or null. */
  picture: Uint8Array | null;
  /** The heatmap as an RGBA PNG (transparent below `lowDb`), or null. */
  heatmap: Uint8Array | null;
  lowDb: number;
  highDb: number;
  placement: HeatmapPlacement;
}

export interface PrpdPoints {
  xValues: number[];
  yValues: number[];
  acFrequencyHz: number;
}

/** The heatmap placement of a snapshot's meta, read as the detail reads it (shared-domain's heatmapViewFromMeta). */
export function placementFromMeta(meta: Record<string, unknown>): HeatmapPlacement {
  const { placement, viewZoom } = heatmapViewFromMeta(meta);
  return { ...placement, viewZoom };
}

/**
 * Colours one heatmap frame as RGBA, enlarged `factor` times with bilinear interpolation of the
 * levels: below `lowDb` transparent, above it the colour map from `lowDb` to `highDb` with
 * opacity rising from 0.35 to 0.85 so the photo stays visible (as the heatmap still).
 */
export function colourFrame(frame: Float32Array, width: number, height: number, lowDb: number, highDb: number, factor = HEATMAP_UPSAMPLE): { rgba: Uint8Array; width: number; height: number } {
  const w = width * factor;
  const h = height * factor;
  const rgba = new Uint8Array(w * h * 4);
  const span = Math.max(1e-6, highDb - lowDb);
  const at = (x: number, y: number) => frame[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] ?? Number.NEGATIVE_INFINITY;
  for (let y = 0; y < h; y += 1) {
    const fy = (y + 0.5) / factor - 0.5;
    const y0 = Math.floor(fy);
    const ty = fy - y0;
    for (let x = 0; x < w; x += 1) {
      const fx = (x + 0.5) / factor - 0.5;
      const x0 = Math.floor(fx);
      const tx = fx - x0;
      const level =
        (at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx) * (1 - ty) + (at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx) * ty;
      if (!(level >= lowDb)) continue;
      const t = Math.min(1, (level - lowDb) / span);
      // The detail's jet map (shared-domain), 256 steps.
      const c = Math.round(t * 255) * 3;
      const o = (y * w + x) * 4;
      rgba[o] = JET[c]!;
      rgba[o + 1] = JET[c + 1]!;
      rgba[o + 2] = JET[c + 2]!;
      rgba[o + 3] = Math.round(255 * (0.35 + 0.5 * t));
    }
  }
  return { rgba, width: w, height: h };
}

/** The acoustic image of a snapshot; missing pieces are null. */
export async function acousticImageOf(db: Queryable, row: SnapshotRow): Promise<AcousticImage> {
  const pictureBlob = row.picture_blob_id === null ? undefined : await getBlob(db, row.picture_blob_id);
  const min = row.level_min_db ?? 0;
  const max = row.level_max_db ?? min + 1;
  // The lower edge of the colours is the dynamic range (default: min + 0.8 of the span), as the detail.
  const lowDb = Math.min(row.dynamicrange_lin ?? min + 0.8 * (max - min), max - 0.5);
  let heatmap: Uint8Array | null = null;
  const heatmapBlob = row.heatmap_blob_id === null ? undefined : await getBlob(db, row.heatmap_blob_id);
  if (heatmapBlob) {
    const decoded = decodeHeatmap(heatmapBlob.data);
    let best = decoded.frames[0];
    let bestMax = Number.NEGATIVE_INFINITY;
    for (const frame of decoded.frames) {
      let frameMax = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < frame.length; i += 1) frameMax = Math.max(frameMax, frame[i]!);
      if (frameMax > bestMax) {
        bestMax = frameMax;
        best = frame;
      }
    }
    if (best) {
      const coloured = colourFrame(best, decoded.width, decoded.height, lowDb, max);
      heatmap = encodePngRgba(coloured.rgba, coloured.width, coloured.height);
    }
  }
  return { picture: pictureBlob ? pictureBlob.data : null, heatmap, lowDb, highDb: max, placement: placementFromMeta(row.meta) };
}

/** The PRPD points of a PD snapshot's whole recording, or null without a signal. */
export async function prpdOf(db: Queryable, row: SnapshotRow): Promise<PrpdPoints | null> {
  if (row.kind !== 'pd' || !hasSignal(row)) return null;
  const { signal, rateHz } = await readSignal(db, row);
  const pd = runPd(signal, rateHz, pdParamsFromMeta(row.meta));
  return { xValues: pd.pattern.xValues, yValues: pd.pattern.yValues, acFrequencyHz: pd.pattern.acFrequencyHz };
}
