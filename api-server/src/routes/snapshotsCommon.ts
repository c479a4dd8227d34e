import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LIST_META_KEYS, type Snapshot, type SnapshotDetail, type SnapshotListItem } from 'shared-domain/schemas';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Queryable } from '../db/Database';
import { findVisibleSnapshot, type SnapshotRow } from '../db/snapshots';
import { getBlob } from '../db/snapshotsBlobs';
import { getOrCreateSetting } from '../db/settings';
import type { UserRow } from '../db/users';
import { decodeHeatmap, frameIndexAt, type DecodedHeatmap } from '../engine';
import { signalDurationS } from '../media/recording';
import { ApiError, notFound } from '../http/errors';
import { createMediaSigner, type MediaSigner } from './snapshotsMedia';

/** Shared pieces of the snapshot routes: loading with authorization, media, serialization. */

/** 403 in DRF's words (demo users' restricted edits, spec 000 section 6). */
export function permissionDenied(): ApiError {
  return new ApiError(403, { detail: 'You do not have permission to perform this action.' });
}

/** Refuses demo users (spec 000 section 6: no tags, dynamic range, comments, distance, temperature or delete). */
export function refuseDemo(user: UserRow): void {
  if (user.is_demo) throw permissionDenied();
}

/** Parses the `:id` path parameter; anything but a positive integer is a 404, as an unmatched DRF route. */
export function snapshotIdParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,10}$/.test(raw)) throw notFound();
  return Number(raw);
}

/**
 * The snapshot of the `:id` path parameter if the signed-in user may see it; otherwise 404
 * (another user's snapshot is indistinguishable from a missing one).
 */
export async function loadVisibleSnapshot(ctx: AppContext, request: FastifyRequest): Promise<{ user: UserRow; row: SnapshotRow }> {
  const user = requireUser(request);
  const row = await findVisibleSnapshot(ctx.db, user.id, snapshotIdParam(request));
  if (!row) throw notFound();
  return { user, row };
}

const signers = new WeakMap<Queryable, Promise<MediaSigner>>();

/** The media-link signer of this database (its secret is generated once and kept in server_settings). */
export function mediaSigner(db: Queryable): Promise<MediaSigner> {
  let signer = signers.get(db);
  if (!signer) {
    signer = getOrCreateSetting(db, 'media_signing_secret', () => randomBytes(32).toString('base64url')).then(createMediaSigner);
    signer.catch(() => signers.delete(db));
    signers.set(db, signer);
  }
  return signer;
}

/** `protocol://host` of the request, for absolute links. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Absolute, signed link to a `/media/...` path. */
export async function signedUrl(ctx: AppContext, request: FastifyRequest, path: string): Promise<{ url: string; expires: string }> {
  const signed = (await mediaSigner(ctx.db)).sign(path, ctx.now());
  const exp = Number(new URL(signed, 'http://x').searchParams.get('exp'));
  return { url: `${originOf(request)}${signed}`, expires: new Date(exp * 1000).toISOString() };
}

/**
 * Media file names served under `/media/snapshots/{id}/`. Photos and thumbnails have no
 * extension: they are JPEG or PNG as stored, and the content type says which.
 */
export const MEDIA_FILES = {
  thumbnail: 'thumbnail',
  videoThumbnail: 'video-thumbnail',
  heatmapStill: 'heatmap-still.png',
  picture: 'picture',
  wav: 'audio.wav',
  rawWav: 'audio-raw.wav',
  audibleWav: 'audible.wav',
} as const;

/** The `/media/...` path of a snapshot's media file. */
export function mediaPath(id: number, file: string): string {
  return `/media/snapshots/${id}/${file}`;
}

/** The stored heatmap frames of a snapshot (404 when it has none). */
export async function readHeatmap(db: Queryable, row: SnapshotRow): Promise<DecodedHeatmap & { bytes: Buffer }> {
  const blob = row.heatmap_blob_id === null ? undefined : await getBlob(db, row.heatmap_blob_id);
  if (!blob) throw new ApiError(404, { detail: 'Heatmap not available.' });
  return { ...decodeHeatmap(blob.data), bytes: blob.data };
}

/** Width, height and frame count of a stored heatmap, read from its 6-byte header only. */
export async function heatmapHeader(db: Queryable, blobId: number | null): Promise<{ width: number; height: number; frames: number }> {
  if (blobId === null) return { width: 0, height: 0, frames: 0 };
  const { rows } = await db.query<{ h: string }>(`SELECT encode(substring(data FROM 1 FOR 6), 'base64') AS h FROM blobs WHERE id = $1`, [blobId]);
  if (!rows[0]) return { width: 0, height: 0, frames: 0 };
  const header = Buffer.from(rows[0].h, 'base64');
  return { width: header.readUInt16LE(0), height: header.readUInt16LE(2), frames: header.readUInt16LE(4) };
}

/**
 * The levels of the heatmap frame the viewer shows at `timeS` (what `video-bfv/?begin=t&end=t`
 * answers: the frame shown from t on), to 0.1 dB as served; null without frames.
 */
export function heatmapLevelsAt(heatmap: DecodedHeatmap, durationS: number, timeS: number): number[] | null {
  const frame = heatmap.frames[frameIndexAt(timeS, heatmap.frames.length, durationS)];
  return frame ? servedLevels(frame) : null;
}

/** Levels as the heatmap routes serve them: to 0.1 dB. */
export const servedLevels = (frame: Float32Array) => Array.from(frame, (v) => Math.round(v * 10) / 10);

/** Video duration from meta `duration` (mm:ss), default 4 s (an instant video). */
export function videoDurationS(meta: Record<string, unknown>): number {
  const match = /^(\d+):([0-5]\d)$/.exec(String(meta.duration ?? '').trim());
  const seconds = match ? Number(match[1]) * 60 + Number(match[2]) : 4;
  return seconds > 0 ? seconds : 4;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The list representation of a row (`snapshotSchema`). Links are absolute and signed. */
export function serializeSnapshot(row: SnapshotRow, links: { thumbnail: string; heatmapStill: string }): Snapshot {
  const located = row.latitude !== null && row.longitude !== null;
  return {
    id: row.id,
    label: row.label,
    active: row.active,
    device_label: row.device_label,
    device_serial: row.device_serial,
    device: row.device_id,
    created_date: row.created_date.toISOString(),
    synced_date: row.synced_date.toISOString(),
    source_distance: row.source_distance,
    comments: row.comments,
    tags: row.tags,
    dynamicrange_lin: row.dynamicrange_lin,
    fixed: row.fixed,
    fixed_date: iso(row.fixed_date),
    starred: row.starred,
    ownership: row.ownership_id,
    device_analysis_type: row.device_analysis_type as Snapshot['device_analysis_type'],
    analysis_time: row.analysis_time,
    leak:
      row.kind === 'leak'
        ? {
            leakSize: row.leak_size_lpm,
            unit: 'lpm',
            leakDetected: row.leak_detected ?? false,
            infDetected: row.leak_inf ?? false,
            gas: (row.gas ?? 'AIR') as NonNullable<Snapshot['leak']>['gas'],
            // Cost mode off: no cost to show (the engine answers 0).
            cost: row.meta.cost_mode === 'off' ? null : row.leak_cost,
            currency: typeof row.meta.currency === 'string' ? row.meta.currency : 'USD',
          }
        : null,
    pd:
      row.kind === 'pd' && row.severity_min !== null && row.severity_max !== null
        ? {
            severity_min: row.severity_min,
            severity_max: row.severity_max,
            classification: (row.pd_classification ?? []) as NonNullable<Snapshot['pd']>['classification'],
          }
        : null,
    mech: row.mech,
    locations: located ? [{ latitude: row.latitude!, longitude: row.longitude! }] : [],
    meta: { ...row.meta, latitude: row.latitude, longitude: row.longitude } as Snapshot['meta'],
    thumbnail_url: links.thumbnail,
    heatmap_still_url: links.heatmapStill,
  };
}

/** The list row of a snapshot: its fields with the slim meta of `LIST_META_KEYS`. */
export function toListItem(snapshot: Snapshot): SnapshotListItem {
  const meta = Object.fromEntries(LIST_META_KEYS.map((key) => [key, snapshot.meta[key]])) as SnapshotListItem['meta'];
  return { ...snapshot, meta };
}

/** Snapshot representations of rows (full meta), with signed thumbnail and heatmap-still links. */
export async function serializeSnapshots(ctx: AppContext, request: FastifyRequest, rows: readonly SnapshotRow[]): Promise<Snapshot[]> {
  const signer = await mediaSigner(ctx.db);
  const origin = originOf(request);
  const now = ctx.now();
  return rows.map((row) =>
    serializeSnapshot(row, {
      thumbnail: origin + signer.sign(mediaPath(row.id, MEDIA_FILES.thumbnail), now),
      heatmapStill: origin + signer.sign(mediaPath(row.id, MEDIA_FILES.heatmapStill), now),
    }),
  );
}

/** The detail representation (`snapshotDetailSchema`). */
export async function serializeDetail(ctx: AppContext, request: FastifyRequest, row: SnapshotRow): Promise<SnapshotDetail> {
  const [base] = await serializeSnapshots(ctx, request, [row]);
  const header = await heatmapHeader(ctx.db, row.heatmap_blob_id);
  const signalS = await signalDurationS(ctx.db, row);
  const picture = row.picture_blob_id === null ? undefined : await signedUrl(ctx, request, mediaPath(row.id, MEDIA_FILES.picture));
  return {
    ...base!,
    label_detail: { text: row.label },
    heatmap: { ...header, source: `/api/snapshots/${row.id}/heatmap/`, frames: header.frames },
    movieExists: row.movie_exists,
    signal_available: signalS > 0,
    file_name: row.file_name,
    picture_url: picture?.url,
    signal: signalS > 0 ? { rate_hz: row.signal_recipe?.rateHz ?? row.signal_rate_hz, duration_s: signalS, source: `/api/snapshots/${row.id}/signal/` } : null,
    level_range: row.level_min_db !== null && row.level_max_db !== null ? { min: row.level_min_db, max: row.level_max_db } : null,
  };
}
