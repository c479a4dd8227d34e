import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable } from '../db/Database';
import type { SnapshotRow } from '../db/snapshots';
import { getBlob } from '../db/snapshotsBlobs';
import { decodeHeatmap, frameIndexAt, photoExtension, type DecodedHeatmap, type LeakFlowUnit } from '../engine';
import { videoDurationS } from '../routes/snapshotsCommon';
import { hasSignal, readSignal } from './recording';
import { AUDIBLE_BANDWIDTH_HZ, HETERODYNE_SHIFT_HZ } from '../routes/snapshotsMedia';
import { computeRealtimeVideo } from '../jobs/realtimeVideo';
import { BURN_IN, burnInStrips, type BurnInStrips } from './burnIn';
import { EncoderError, runFfmpeg } from './ffmpeg';
import { colourGridFrame, heatmapLookOf, type HeatmapLook } from './heatmapLayer';

/**
 * A snapshot's video as a real movie: the photo with
 * the heatmap frames drawn over it as the detail's video player draws them (dynamic range,
 * brightness, mode, placement, view zoom; at each video time the nearest heatmap frame), and the
 * recording's audible (heterodyned) sound, as H.264 + AAC in MP4 or MOV; under the picture, a
 * burned-in strip with the dB scale, the level shown, the analysis values at that time and the
 * time code (burnIn.ts).
 *
 * Two phases, as the export states show them:
 * 1. heatmap: every video frame's heatmap layer is coloured here (grid size, cheap; the event loop
 *    is given back between frames);
 * 2. encode: ffmpeg (a child process) scales the layers bilinearly, places and rotates them,
 *    composites them over the darkened photo, makes the sound audible as the `audible-wav/` route
 *    does (38 kHz heterodyne, two 12 kHz low-passes; the stored float32 samples go in as they are,
 *    so even a long recording costs the event loop nothing), encodes H.264 (x264 veryfast) and
 *    AAC; its `-progress` frame counter is the encode percent.
 */

/** Picture size of the video: the camera photo's 800 x 480 (the detail's canvas). */
export const VIDEO_SIZE = { width: 800, height: 480 } as const;
/** Frame rate of the video. */
export const VIDEO_FPS = 25;
/**
 * At most this many frames per video (60 s at 25 fps): a longer continuous recording gets a lower
 * frame rate so its whole length is exported with bounded memory and encode time.
 */
export const MAX_VIDEO_FRAMES = 1500;

export type VideoContainer = 'mp4' | 'mov';

/** Frame count and rate of a video of `durationS` seconds. */
export function videoTiming(durationS: number): { frames: number; fps: number } {
  const wanted = Math.max(1, Math.round(durationS * VIDEO_FPS));
  if (wanted <= MAX_VIDEO_FRAMES) return { frames: wanted, fps: VIDEO_FPS };
  return { frames: MAX_VIDEO_FRAMES, fps: MAX_VIDEO_FRAMES / durationS };
}

export interface VideoSource {
  /** The photo as PNG (or another format ffmpeg reads), or null for a plain dark background. */
  picture: Buffer | null;
  heatmap: DecodedHeatmap;
  /** The recording, mono float samples (little-endian, as stored). */
  signal: Float32Array;
  rateHz: number;
  durationS: number;
  look: HeatmapLook;
  /** The strips burned in under the picture (dB scale, level, values, time code), or none. */
  burnIn?: BurnInStrips;
}

export interface VideoProgress {
  /** Heatmap layers coloured so far, of the video's frames, and the time since rendering began. */
  onHeatmap?: (done: number, of: number, startedAtMs: number) => Promise<void> | void;
  /** Fraction of the frames encoded. */
  onEncode?: (fraction: number) => Promise<void> | void;
  signal?: AbortSignal;
}

export interface EncodedVideo {
  data: Buffer;
  container: VideoContainer;
  contentType: string;
  frames: number;
  fps: number;
  durationS: number;
  renderMs: number;
  encodeMs: number;
}

/** Reports at most about every tenth of a phase (and its end). */
function tenths(of: number): (done: number) => boolean {
  let last = -1;
  return (done) => {
    const tenth = Math.floor((10 * done) / Math.max(1, of));
    if (tenth === last && done < of) return false;
    last = tenth;
    return true;
  };
}

/**
 * The ffmpeg filter graph: darkened, zoomed photo [0], placed heatmap [1] over it, audio [2] made
 * audible and padded, and the burned-in strips [3] (when given) over the bottom of the picture.
 */
export function filterGraph(look: HeatmapLook, audio: { rateHz: number; gain: number }, burnIn?: Pick<BurnInStrips, 'height'>): string {
  const { width: W, height: H } = VIDEO_SIZE;
  const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));
  const z = look.placement.viewZoom;
  const zoomedW = even(W * z);
  const zoomedH = even(H * z);
  const fit = z >= 1 ? `crop=${W}:${H}` : `pad=${W}:${H}:(ow-iw)/2:(oh-ih)/2:color=black`;
  const keep = (1 - look.brightness).toFixed(4);
  const base = `[0:v]scale=${zoomedW}:${zoomedH},${fit},setsar=1,format=rgb24,colorchannelmixer=rr=${keep}:gg=${keep}:bb=${keep},format=rgba[base]`;
  const s = look.placement.scale;
  const angle = ((look.placement.rotationDeg * Math.PI) / 180).toFixed(6);
  const rotate = look.placement.rotationDeg % 360 === 0 ? '' : `,rotate=a=${angle}:c=none:ow=rotw(${angle}):oh=roth(${angle})`;
  const layer = `[1:v]scale=${even(W * z * s)}:${even(H * z * s)}:flags=bilinear,format=rgba${rotate}[layer]`;
  const cx = (W / 2 + z * look.placement.offsetX * W).toFixed(2);
  const cy = (H / 2 + z * look.placement.offsetY * H).toFixed(2);
  const heat = `[base][layer]overlay=x=${cx}-w/2:y=${cy}-h/2:eof_action=repeat`;
  const overlay = burnIn ? `${heat}[heat];[heat][3:v]overlay=x=0:y=${H - burnIn.height}:eof_action=repeat,format=yuv420p[v]` : `${heat},format=yuv420p[v]`;
  const cutoff = Math.min(AUDIBLE_BANDWIDTH_HZ, audio.rateHz * 0.2);
  const sound = `[2:a]volume=${audio.gain.toPrecision(6)},aeval=val(0)*cos(2*PI*${HETERODYNE_SHIFT_HZ}*t):c=same,lowpass=f=${cutoff},lowpass=f=${cutoff},apad[a]`;
  return [base, layer, overlay, sound].join(';');
}

/** Encodes the video of `source`. @throws EncoderError when ffmpeg is missing or fails */
export async function encodeSnapshotVideo(source: VideoSource, container: VideoContainer, progress: VideoProgress = {}): Promise<EncodedVideo> {
  const { frames, fps } = videoTiming(source.durationS);
  const { width: gw, height: gh, frames: grid } = source.heatmap;
  const frameBytes = gw * gh * 4;
  if (frameBytes === 0 || grid.length === 0) throw new EncoderError('encoderFailed', 'The snapshot has no heatmap frames.');

  // Phase 1: the heatmap layer of every video frame (each grid frame coloured once).
  const renderStarted = Date.now();
  // Every byte is written below.
  const layers = Buffer.allocUnsafe(frames * frameBytes);
  const coloured = new Map<number, Uint8Array>();
  const heatmapTick = tenths(frames);
  for (let i = 0; i < frames; i += 1) {
    if (progress.signal?.aborted) throw new EncoderError('encoderFailed', 'The export was stopped.');
    const index = frameIndexAt(i / fps, grid.length, source.durationS);
    let layer = coloured.get(index);
    if (!layer) {
      layer = source.look.hidden ? new Uint8Array(frameBytes) : colourGridFrame(grid[index]!, gw, gh, source.look, new Uint8Array(frameBytes));
      coloured.set(index, layer);
    }
    layers.set(layer, i * frameBytes);
    if (heatmapTick(i + 1)) {
      await progress.onHeatmap?.(i + 1, frames, renderStarted);
      await nextTurn();
    }
  }
  const renderMs = Date.now() - renderStarted;

  // Phase 2: composite and encode in ffmpeg.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'video-export-'));
  try {
    const { width: W, height: H } = VIDEO_SIZE;
    // Peak to -1 dBFS before mixing, as the audible WAV is normalised (mixing only lowers it).
    let peak = 0;
    for (let i = 0; i < source.signal.length; i += 1) peak = Math.max(peak, Math.abs(source.signal[i]!));
    const gain = peak > 0 ? 10 ** (-1 / 20) / peak : 0;
    await writeFile(path.join(dir, 'signal.f32'), new Uint8Array(source.signal.buffer, source.signal.byteOffset, source.signal.byteLength));
    // The photo is written with the extension of its bytes (JPEG or PNG; ffmpeg also sniffs them).
    const picturePath = source.picture ? path.join(dir, `picture.${photoExtension(source.picture)}`) : '';
    const pictureInput = source.picture
      ? (await writeFile(picturePath, source.picture), ['-loop', '1', '-framerate', String(fps), '-i', picturePath])
      : ['-f', 'lavfi', '-i', `color=c=0x33383f:s=${W}x${H}:r=${fps}`];
    const output = path.join(dir, `video.${container}`);
    const burnIn = source.burnIn;
    if (burnIn) await writeFile(path.join(dir, 'burn-in.rgba'), burnIn.rgba);
    const args = [
      ...pictureInput,
      ...['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${gw}x${gh}`, '-framerate', String(fps), '-i', 'pipe:0'],
      ...['-f', 'f32le', '-ar', String(source.rateHz), '-ac', '1', '-i', path.join(dir, 'signal.f32')],
      ...(burnIn ? ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${burnIn.width}x${burnIn.height}`, '-framerate', String(burnIn.fps), '-i', path.join(dir, 'burn-in.rgba')] : []),
      ...['-filter_complex', filterGraph(source.look, { rateHz: source.rateHz, gain }, burnIn), '-map', '[v]', '-map', '[a]'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-r', String(fps), '-frames:v', String(frames)],
      ...['-c:a', 'aac', '-b:a', '128k', '-ar', '48000', '-ac', '1'],
      ...['-t', source.durationS.toFixed(3), '-movflags', '+faststart', '-threads', '2', '-f', container, '-y', output],
    ];
    const encodeStarted = Date.now();
    const encodeTick = tenths(frames);
    let updates = Promise.resolve();
    await runFfmpeg({
      args,
      stdin: layers,
      signal: progress.signal,
      onFrame: (frame) => {
        if (progress.onEncode && encodeTick(Math.min(frame, frames))) {
          const fraction = Math.min(1, frame / frames);
          updates = updates.then(() => progress.onEncode?.(fraction));
        }
      },
    });
    await updates;
    const data = await readFile(output);
    return {
      data,
      container,
      contentType: container === 'mov' ? 'video/quicktime' : 'video/mp4',
      frames,
      fps,
      durationS: source.durationS,
      renderMs,
      encodeMs: Date.now() - encodeStarted,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Whether a snapshot row has what a video needs (heatmap frames and a recording). */
export function hasVideo(row: Pick<SnapshotRow, 'heatmap_blob_id' | 'signal_blob_id' | 'signal_recipe'>): boolean {
  return row.heatmap_blob_id !== null && hasSignal(row);
}

/** How a video's burned-in values read: the user's language, leak unit and the snapshot's currency. */
export interface BurnInOptions {
  language?: string;
  unit?: LeakFlowUnit;
}

/** The loudest level of a heatmap frame, dB. */
function loudest(frame: Float32Array | undefined): number | null {
  if (!frame) return null;
  let top = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < frame.length; i += 1) if (frame[i]! > top) top = frame[i]!;
  return Number.isFinite(top) ? top : null;
}

/** Reads a snapshot's photo, heatmap and recording and encodes its video, with the burned-in strip. */
export async function encodeRowVideo(db: Queryable, row: SnapshotRow, container: VideoContainer, progress: VideoProgress = {}, options: BurnInOptions = {}): Promise<EncodedVideo> {
  const [picture, heatmap, signal] = await Promise.all([
    row.picture_blob_id === null ? undefined : getBlob(db, row.picture_blob_id),
    row.heatmap_blob_id === null ? undefined : getBlob(db, row.heatmap_blob_id),
    hasSignal(row) ? readSignal(db, row) : undefined,
  ]);
  if (!heatmap || !signal) throw new EncoderError('encoderFailed', `Snapshot ${row.id} has no video.`);
  const grid = decodeHeatmap(heatmap.data);
  const { signal: samples, rateHz } = signal;
  const durationS = videoDurationS(row.meta);
  const look = heatmapLookOf(row);
  const unit = options.unit ?? 'lpm';
  // The values the viewer's real-time overlay shows, at the overlay's steps.
  const series = computeRealtimeVideo({ snapshotId: row.id, kind: row.kind, meta: row.meta, analysisTime: row.analysis_time ?? 0, signal: samples, rateHz, unit, stepSeconds: BURN_IN.stepS });
  const burnIn = burnInStrips({
    width: VIDEO_SIZE.width,
    durationS,
    kind: row.kind,
    range: { min: look.floorDb, max: look.topDb },
    levelAt: (timeS) => (look.hidden ? null : loudest(grid.frames[frameIndexAt(timeS, grid.frames.length, durationS)])),
    series,
    currency: typeof row.meta.currency === 'string' ? row.meta.currency : 'USD',
    language: options.language ?? 'en',
  });
  return encodeSnapshotVideo(
    {
      picture: picture?.data ?? null,
      heatmap: grid,
      signal: samples,
      rateHz,
      durationS,
      look,
      burnIn,
    },
    container,
    progress,
  );
}
