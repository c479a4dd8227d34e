import type { Queryable } from '../db/Database';
import type { SnapshotRow } from '../db/snapshots';
import { getBlob } from '../db/snapshotsBlobs';
import { analysisWindow, AUDIO_WINDOW_S, decodeSignal, recordingSamples, recordingSignal, type RecordingRecipe } from '../engine';
import { ApiError } from '../http/errors';

/**
 * A snapshot's recording, whole: the samples an upload or import stored, or those a seeded
 * snapshot's recipe draws (engine `recordingSignal`). Every analysis, export and chart reads it here.
 */

type SignalSource = Pick<SnapshotRow, 'signal_blob_id' | 'signal_recipe' | 'signal_rate_hz'>;

/** Whether a snapshot has a recording: stored samples or a seeded recipe. */
export function hasSignal(row: Pick<SnapshotRow, 'signal_blob_id' | 'signal_recipe'>): boolean {
  return row.signal_blob_id !== null || row.signal_recipe !== null;
}

/**
 * Recordings drawn from recipes, most recently used last, up to {@link DRAWN_CACHE_BYTES}: a
 * 47 s recording is 2.9 million samples, drawn in about 0.2 s and read again by the overlay,
 * the analyses at other times and the exports that follow.
 */
const drawn = new Map<string, Float32Array>();
const DRAWN_CACHE_BYTES = 96 * 1024 * 1024;

function drawRecording(recipe: RecordingRecipe): Float32Array {
  const key = JSON.stringify(recipe);
  let signal = drawn.get(key);
  if (signal) drawn.delete(key);
  else signal = recordingSignal(recipe);
  drawn.set(key, signal);
  let bytes = 0;
  for (const kept of drawn.values()) bytes += kept.byteLength;
  for (const [oldest, kept] of drawn) {
    if (bytes <= DRAWN_CACHE_BYTES || oldest === key) break;
    drawn.delete(oldest);
    bytes -= kept.byteLength;
  }
  return signal;
}

/**
 * The whole recording of a snapshot: its stored samples, or those its recipe draws (a copy, so a
 * caller may change it). 404 when it has neither.
 */
export async function readSignal(db: Queryable, row: SignalSource): Promise<{ signal: Float32Array; rateHz: number }> {
  if (row.signal_recipe) return { signal: drawRecording(row.signal_recipe).slice(), rateHz: row.signal_recipe.rateHz };
  const blob = row.signal_blob_id === null ? undefined : await getBlob(db, row.signal_blob_id);
  if (!blob) throw new ApiError(404, { detail: 'Signal not available.' });
  return { signal: decodeSignal(blob.data), rateHz: row.signal_rate_hz };
}

/** The recording's length in seconds, without reading its samples (0 without one). */
export async function signalDurationS(db: Queryable, row: SignalSource): Promise<number> {
  if (row.signal_recipe) return recordingSamples(row.signal_recipe) / row.signal_recipe.rateHz;
  if (row.signal_blob_id === null) return 0;
  const { rows } = await db.query<{ n: number }>('SELECT byte_length AS n FROM blobs WHERE id = $1', [row.signal_blob_id]);
  return (rows[0]?.n ?? 0) / 4 / row.signal_rate_hz;
}

/**
 * The analysis window at `audioTimeS` of a snapshot's recording (moved back to end with the
 * recording, as the engine's `analysisWindow`), drawn alone from a recipe: a leak figure over
 * thousands of snapshots needs 0.1 s of each, not the whole.
 */
export async function readWindow(db: Queryable, row: SignalSource, audioTimeS: number, windowS = AUDIO_WINDOW_S): Promise<{ signal: Float32Array; rateHz: number }> {
  const recipe = row.signal_recipe;
  if (!recipe) {
    const { signal, rateHz } = await readSignal(db, row);
    return { signal: analysisWindow(signal, rateHz, audioTimeS, windowS).samples, rateHz };
  }
  const total = recordingSamples(recipe);
  const length = Math.min(total, Math.max(1, Math.round(windowS * recipe.rateHz)));
  const wanted = Number.isFinite(audioTimeS) ? Math.round(audioTimeS * recipe.rateHz) : 0;
  const start = Math.max(0, Math.min(wanted, total - length));
  return { signal: recordingSignal(recipe, start / recipe.rateHz, (start + length) / recipe.rateHz), rateHz: recipe.rateHz };
}
