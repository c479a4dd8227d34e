import type { BfvFrames } from 'shared-domain/schemas';
import type { SnapshotRow } from '../db/snapshots';
import { frameIndexAt, type DecodedHeatmap } from '../engine';

/**
 * The media host's frame data (`/bfv/devices/{serial}/frames/{id}_bfv` and `_converted_bfv`),
 * from the stored heatmap frames the snapshot routes serve (`video-bfv/`): frames are evenly
 * spaced over the video (`meta.duration`); a window between two frames gets the frame shown at
 * its start. Converted frames are levels as 0..255 over the snapshot's dynamic range.
 */

/** dB range of converted levels: the dynamic range's lower edge (default min + 0.8 span) to the max. */
export function conversionRangeDb(row: Pick<SnapshotRow, 'level_min_db' | 'level_max_db' | 'dynamicrange_lin'>): [number, number] {
  const min = row.level_min_db ?? 0;
  const max = row.level_max_db ?? min + 1;
  const low = Math.min(row.dynamicrange_lin ?? min + 0.8 * (max - min), max - 0.5);
  return [Number(low.toFixed(2)), Number(max.toFixed(2))];
}

/** The frames of `heatmap` between `start` and `end` seconds, as dB or converted to 0..255. */
export function bfvFrames(
  row: SnapshotRow,
  heatmap: DecodedHeatmap,
  durationS: number,
  opts: { start?: number; end?: number; converted: boolean },
): BfvFrames {
  const start = opts.start ?? 0;
  const end = opts.end ?? durationS;
  const range = opts.converted ? conversionRangeDb(row) : null;
  const levelsOf = (frame: Float32Array): number[] =>
    range
      ? Array.from(frame, (v) => (v >= range[0] ? Math.min(255, Math.max(1, Math.round((255 * (v - range[0])) / (range[1] - range[0])))) : 0))
      : Array.from(frame, (v) => Math.round(v * 10) / 10);
  const n = heatmap.frames.length;
  const frames: BfvFrames['frames'] = [];
  for (let index = 0; index < n; index += 1) {
    const time = n > 1 ? (index * durationS) / (n - 1) : 0;
    if (time >= start && time <= end) frames.push({ index, time, levels: levelsOf(heatmap.frames[index]!) });
  }
  if (frames.length === 0 && n > 0) {
    const index = frameIndexAt(start, n, durationS);
    frames.push({ index, time: start, levels: levelsOf(heatmap.frames[index]!) });
  }
  return { id: row.id, serial: row.device_serial, converted: opts.converted, width: heatmap.width, height: heatmap.height, durationS, start, end, rangeDb: range, frames };
}
