import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { isolateLoudestSource, JET, renderHeatmap } from 'shared-domain/analysis';
import { drawHeatmapScene, drawSnapshotPng, pngJobOf, type PictureDetail, type PngTools } from 'shared-domain/picture';
import type { Queryable } from '../db/Database';
import type { SnapshotRow } from '../db/snapshots';
import { getBlob } from '../db/snapshotsBlobs';
import { registerCanvasFonts } from '../media/canvasFonts';
import { heatmapLevelsAt, readHeatmap, videoDurationS } from '../routes/snapshotsCommon';

/**
 * The Excel export's pictures: each snapshot as the detail shows it, the heatmap of
 * its analysis time over the photo with the dB colour scale and a caption under it, drawn by
 * the bulk PNG export's own drawing (shared-domain `drawSnapshotPng`) on a Node canvas
 * (@napi-rs/canvas, Skia). Encoded as JPEG: a workbook of a 2,000-snapshot survey stays small.
 */

/** The picture's size: half the detail's canvas, and the band under it. */
export const EXCEL_PICTURE = { width: 400, height: 240 } as const;
const JPEG_QUALITY = 85;

/** Node's canvas as the drawing's tools (the same calls as OffscreenCanvas). */
function nodeTools(): PngTools<Buffer, Buffer> {
  type Tools = PngTools<Buffer, Buffer>;
  return {
    canvas: ((width: number, height: number) => createCanvas(width, height)) as unknown as Tools['canvas'],
    encode: async (canvas) => (canvas as unknown as Canvas).encode('jpeg', JPEG_QUALITY),
    decode: async (photo) => (await loadImage(photo)) as unknown as CanvasImageSource,
    drawHeatmapScene,
    colour: { renderHeatmap, isolateLoudestSource, lut: JET },
  };
}

/** The detail's fields the picture reads, from a stored row. */
function pictureDetail(row: SnapshotRow): PictureDetail {
  return {
    level_range: row.level_min_db !== null && row.level_max_db !== null ? { min: row.level_min_db, max: row.level_max_db } : null,
    dynamicrange_lin: row.dynamicrange_lin,
    meta: row.meta as unknown as PictureDetail['meta'],
  };
}

/**
 * One snapshot's picture as JPEG bytes: the stored photo, the heatmap frame the viewer shows at
 * the analysis time, the detail's dynamic range and placement, and `caption` (two lines at most).
 */
export async function snapshotPicture(db: Queryable, row: SnapshotRow, caption: string[]): Promise<Buffer> {
  registerCanvasFonts();
  const photo = row.picture_blob_id === null ? undefined : await getBlob(db, row.picture_blob_id);
  const heatmap = row.heatmap_blob_id === null ? null : await readHeatmap(db, row).catch(() => null);
  const levels = heatmap ? heatmapLevelsAt(heatmap, videoDurationS(row.meta), row.analysis_time ?? 0) : null;
  const job = pngJobOf<Buffer>({
    name: `${row.id}.jpg`,
    detail: pictureDetail(row),
    photo: photo?.data ?? null,
    frame: heatmap && levels ? { levels: Float32Array.from(levels), width: heatmap.width, height: heatmap.height } : null,
    caption,
    formatDb: (db) => `${db.toFixed(1)} dB`,
  });
  return drawSnapshotPng({ ...job, ...EXCEL_PICTURE }, nodeTools());
}
