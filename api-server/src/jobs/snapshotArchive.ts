import JSZip from 'jszip';
import type { DownloadRefusal, DownloadRefusalReason } from 'shared-domain/schemas';
import type { Queryable } from '../db/Database';
import { findVisibleSnapshot, type SnapshotRow } from '../db/snapshots';
import { getBlob } from '../db/snapshotsBlobs';
import { photoAsPng, photoExtension } from '../engine/photo';
import { encodeSignal } from '../engine/signal';
import { hasSignal, readSignal } from '../media/recording';
import { EncoderError } from '../media/ffmpeg';
import { encodeRowVideo, hasVideo } from '../media/snapshotVideo';
import { JobError, type JobHandle, type JobReport } from './runner';

/**
 * The bulk download (spec 000 section 4 "Bulk download", spec 001 section 7
 * `POST /api/download-snapshots/`): one ZIP holding, per snapshot,
 * - `<local time>_<id>.png`: the snapshot picture ("PNG is zipped and named with a timestamp"), the
 *   time being the snapshot's creation time in the caller's time zone (`timezoneOffset`);
 * - `<local time>_<id>.mov`: the video with the heatmap over the photo and the recording's sound
 *   (H.264 + AAC, see media/snapshotVideo.ts), for snapshots that have a video;
 * - `<local time>_<id>.nlz`: the offline snapshot file, see {@link buildNlz}.
 */

/** Formats of the bulk download. */
export type ArchiveFormat = 'png' | 'mov' | 'nlz';

/** Version of the .nlz layout written by {@link buildNlz}. */
export const NLZ_FORMAT_VERSION = 1;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * `YYYY-MM-DD_HH-mm-ss` of `date` in the zone of `timezoneOffsetMin` (JavaScript's
 * getTimezoneOffset convention: UTC minus local, so -60 is UTC+1). Safe in file names everywhere.
 */
export function localTimestamp(date: Date, timezoneOffsetMin = 0): string {
  const local = new Date(date.getTime() - timezoneOffsetMin * 60_000);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}_` +
    `${pad(local.getUTCHours())}-${pad(local.getUTCMinutes())}-${pad(local.getUTCSeconds())}`
  );
}

/** Base name (no extension) of a snapshot's files in the archive. */
export function snapshotFileBase(snapshot: Pick<SnapshotRow, 'id' | 'created_date'>, timezoneOffsetMin = 0): string {
  return `${localTimestamp(new Date(snapshot.created_date), timezoneOffsetMin)}_${snapshot.id}`;
}

/**
 * An .nlz offline snapshot file: a ZIP (deflate) with
 * - `meta.json`: `{format: "nlz", version: 1, snapshot: {...list fields and meta}, files: {...}}`,
 *   where `files` names each binary entry with its encoding;
 * - `signal.bin`: the beamformed audio, little-endian float32 at `files.signal.rateHz` (the
 *   `signal/` wire format), when the snapshot has a signal;
 * - `heatmap.bin`: the heatmap frames exactly as stored (uint16 LE width, height, frame count, then
 *   float32 LE levels per frame, src/engine/heatmap.ts), when present;
 * - `picture.jpg` or `picture.png`: the photo as stored, when present.
 */
export async function buildNlz(db: Queryable, snapshot: SnapshotRow): Promise<Buffer> {
  const zip = new JSZip();
  const files: Record<string, unknown> = {};
  const [picture, signal, heatmap] = await Promise.all([
    snapshot.picture_blob_id ? getBlob(db, snapshot.picture_blob_id) : undefined,
    hasSignal(snapshot) ? readSignal(db, snapshot) : undefined,
    snapshot.heatmap_blob_id ? getBlob(db, snapshot.heatmap_blob_id) : undefined,
  ]);
  if (signal) {
    zip.file('signal.bin', encodeSignal(signal.signal));
    files.signal = { name: 'signal.bin', encoding: 'float32le', rateHz: signal.rateHz, samples: signal.signal.length };
  }
  if (heatmap) {
    zip.file('heatmap.bin', heatmap.data);
    // The stored heatmap format (src/engine/heatmap.ts): uint16 LE width, height and frame count,
    // then every frame's width x height float32 LE levels in dB.
    files.heatmap = { name: 'heatmap.bin', contentType: heatmap.content_type, encoding: 'heatmap-float32le', bytes: heatmap.data.length };
  }
  if (picture) {
    const name = `picture.${photoExtension(picture.data)}`;
    zip.file(name, picture.data);
    files.picture = { name, contentType: picture.content_type };
  }
  const meta = {
    format: 'nlz',
    version: NLZ_FORMAT_VERSION,
    snapshot: {
      id: snapshot.id,
      file_name: snapshot.file_name,
      label: snapshot.label,
      comments: snapshot.comments,
      tags: snapshot.tags,
      starred: snapshot.starred,
      fixed: snapshot.fixed,
      fixed_date: snapshot.fixed_date ? new Date(snapshot.fixed_date).toISOString() : null,
      device_serial: snapshot.device_serial,
      device_label: snapshot.device_label,
      created_date: new Date(snapshot.created_date).toISOString(),
      synced_date: new Date(snapshot.synced_date).toISOString(),
      device_analysis_type: snapshot.device_analysis_type,
      analysis_time: snapshot.analysis_time,
      dynamicrange_lin: snapshot.dynamicrange_lin,
      source_distance: snapshot.source_distance,
      latitude: snapshot.latitude,
      longitude: snapshot.longitude,
      meta: snapshot.meta,
    },
    files,
  };
  zip.file('meta.json', JSON.stringify(meta, null, 2));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}

/** Inputs of {@link buildSnapshotArchive}. */
export interface ArchiveRequest {
  userId: number;
  snapshotIds: readonly number[];
  formats: readonly ArchiveFormat[];
  timezoneOffset: number;
  /** Time the archive is named after, ms. */
  nowMs: number;
}

/** What the archive holds. */
export interface ArchiveResult {
  filename: string;
  zip: Buffer;
  /** Entry names in the order written. */
  entries: string[];
  /** Snapshots without a picture (no PNG written for them). */
  withoutPicture: number[];
  /** Snapshots without a video (no MOV written for them). */
  withoutVideo: number[];
  /** Every snapshot, or file of one, left out, with the reason. */
  refused: DownloadRefusal[];
}

/** The name a snapshot goes by in the viewer: its label, else its camera's. */
export const snapshotName = (snapshot: Pick<SnapshotRow, 'label' | 'device_label'>): string => snapshot.label || snapshot.device_label;

/**
 * Builds the archive, reporting `exporting` with `{step, of}` per snapshot and `encode` with a
 * fraction while compressing. A snapshot deleted since the request, or a video that cannot be
 * encoded, is left out and listed in `refused`; the others are still exported.
 * @throws JobError when nothing at all could be written
 */
export async function buildSnapshotArchive(
  db: Queryable,
  req: ArchiveRequest,
  report: JobReport<'export-nlz'>,
  job: Pick<JobHandle, 'signal'>,
): Promise<ArchiveResult> {
  const filename = `snapshots_${localTimestamp(new Date(req.nowMs), req.timezoneOffset)}.zip`;
  const zip = new JSZip();
  const entries: string[] = [];
  const refused: DownloadRefusal[] = [];
  const total = req.snapshotIds.length;
  let encoderMissing = false;
  const add = (base: string, extension: ArchiveFormat, data: Buffer, snapshot: SnapshotRow) => {
    zip.file(`${base}.${extension}`, data, { date: new Date(snapshot.created_date) });
    entries.push(`${base}.${extension}`);
  };
  const refuse = (id: number, reason: DownloadRefusalReason, snapshot?: SnapshotRow) => refused.push({ id, reason, ...(snapshot ? { name: snapshotName(snapshot) } : {}) });

  for (const [index, id] of req.snapshotIds.entries()) {
    if (job.signal.aborted) throw new JobError('shuttingDown');
    // Visibility is checked again: the snapshot may have been deleted since the request.
    const snapshot = await findVisibleSnapshot(db, req.userId, id);
    if (!snapshot) refuse(id, 'gone');
    else {
      const base = snapshotFileBase(snapshot, req.timezoneOffset);
      if (req.formats.includes('png')) {
        const picture = snapshot.picture_blob_id ? await getBlob(db, snapshot.picture_blob_id) : undefined;
        if (picture) add(base, 'png', photoAsPng(picture.data), snapshot);
        else refuse(id, 'noPicture', snapshot);
      }
      if (req.formats.includes('mov')) {
        if (!hasVideo(snapshot)) refuse(id, 'noVideo', snapshot);
        else if (encoderMissing) refuse(id, 'videoNotEncoded', snapshot);
        else {
          try {
            add(base, 'mov', (await encodeRowVideo(db, snapshot, 'mov', { signal: job.signal })).data, snapshot);
          } catch (err) {
            if (!(err instanceof EncoderError)) throw err;
            encoderMissing ||= err.reason === 'encoderMissing';
            refuse(id, 'videoNotEncoded', snapshot);
          }
        }
      }
      if (req.formats.includes('nlz')) add(base, 'nlz', await buildNlz(db, snapshot), snapshot);
    }
    await report({ status: 'exporting', progress: { step: index + 1, of: total }, name: filename });
  }
  if (entries.length === 0) throw nothingWritten(req.formats, refused, encoderMissing);

  let lastTenth = -1;
  let reportError: unknown;
  const progressUpdates: Promise<void>[] = [];
  // PNG, MOV and .nlz content is already compressed; storing keeps the archive fast to build.
  const data = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' }, (meta) => {
    const tenth = Math.floor(meta.percent / 10);
    if (tenth > lastTenth && tenth < 10) {
      lastTenth = tenth;
      progressUpdates.push(report({ status: 'encode', progress: meta.percent / 100, name: filename }).catch((err: unknown) => void (reportError ??= err)));
    }
  });
  await Promise.all(progressUpdates);
  if (reportError) throw reportError;
  const idsFor = (reason: DownloadRefusalReason) => refused.filter((r) => r.reason === reason).map((r) => r.id);
  return { filename, zip: data, entries, withoutPicture: idsFor('noPicture'), withoutVideo: idsFor('noVideo'), refused };
}

/** Why an archive has no entry at all. */
function nothingWritten(formats: readonly ArchiveFormat[], refused: readonly DownloadRefusal[], encoderMissing: boolean): JobError {
  if (refused.every((r) => r.reason === 'gone')) return new JobError('noSnapshots');
  if (encoderMissing) return new JobError('encoderMissing');
  return new JobError(formats.includes('mov') ? 'nothingToExportVideo' : 'nothingToExport');
}
