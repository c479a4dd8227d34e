import { CAMERA_UPLOAD_FRAMES, normalizeTags, utilizationLimits, type Edition } from 'shared-domain/analysis';
import type { NlzImportAnswer } from 'shared-domain/schemas';
import type { AppContext } from '../context';
import type { Queryable } from '../db/Database';
import { EMPTY_SUMMARY, insertSnapshot, kindOfAnalysisType, type NewSnapshot } from '../db/snapshots';
import { putBlob } from '../db/snapshotsBlobs';
import { clusterIdForPoint } from '../db/snapshotsClusters';
import { activeOwnershipOfDevice, findDeviceBySerial } from '../db/snapshotsDevices';
import { SAMPLE_RATE_HZ } from '../engine';
import { ApiError, validationError, type FieldErrors } from '../http/errors';
import { publishNewSnapshot } from '../live/newSnapshot';
import { computeSummary } from '../routes/snapshotsAnalysis';
import { JobError, runJob, type JobHandle, type JobReport } from './index';
import { readNlz, type ParsedNlz } from './nlzArchive';
import { startVideoAnalysis } from './videoAnalysis';

/**
 * Import of an .nlz offline snapshot file (spec 000 section 5 and spec 001 section 5 "Offline
 * upload"; spec 001 section 7: the file is posted through a signed upload form, and the live
 * channel carries the import status). The request reads and checks the archive and answers 400
 * with field messages for any defect (src/jobs/nlzArchive.ts), for a camera that is not one of the
 * user's own, for a utilisation outside the edition's limits, and for a snapshot imported before
 * (with `code: 'imported_before'` and the earlier import's `snapshotId`).
 * Then a `camera-upload` task (the recording reaching the cloud; `framesUploaded` counts the
 * import's stages on the spec's 19-frame scale) stores the media, runs the analyses, inserts the
 * snapshot, publishes `new-snapshot` to everyone who sees it and starts its `video-analysis`.
 */

/** What an import starts from. */
export interface NlzImportRequest {
  userId: number;
  /** Name of the uploaded file (used when the archive names none). */
  filename: string;
  data: Buffer;
  edition: Edition;
  origin?: string;
}

type Meta = Record<string, unknown>;

/** 400 when meta.utilization holds a value outside the edition's limits (spec 000 section 5). */
function checkUtilization(meta: Meta, edition: Edition): void {
  const util = meta.utilization;
  if (util === undefined || util === null) return;
  if (typeof util !== 'object' || Array.isArray(util)) throw validationError({ 'snapshot.meta.utilization': ['Expected a dictionary of items.'] });
  const limits = utilizationLimits(edition);
  const errors: FieldErrors = {};
  for (const [key, field] of [['current_util_hours', 'hours'], ['current_util_days', 'days'], ['current_util_weeks', 'weeks']] as const) {
    const value = (util as Meta)[key];
    if (value === undefined) continue;
    const { min, max } = limits[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      errors[`snapshot.meta.utilization.${key}`] = [`Ensure this value is a whole number between ${min} and ${max}.`];
    }
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

/** The user's own active pairing of the archive's camera; 400 otherwise (unknown and foreign serials alike). */
async function ownPairing(db: Queryable, userId: number, serial: string): Promise<{ deviceId: number; ownershipId: number }> {
  const device = await findDeviceBySerial(db, serial);
  const ownership = device ? await activeOwnershipOfDevice(db, device.id) : undefined;
  if (!device || !ownership || ownership.user_id !== userId) {
    throw validationError({ 'snapshot.device_serial': [`Camera ${serial} is not paired to your account.`] });
  }
  return { deviceId: device.id, ownershipId: ownership.id };
}

/** The id of an active snapshot of the pairing with the same creation time and file name, if any. */
async function importedBefore(db: Queryable, ownershipId: number, createdDate: string, fileName: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM snapshots WHERE ownership_id = $1 AND created_date = $2 AND file_name = $3 AND active LIMIT 1',
    [ownershipId, new Date(createdDate).toISOString(), fileName],
  );
  return rows[0]?.id;
}

/** Stages of the task on the 19-frame scale of `camera-upload` (spec 000 section 4). */
const STAGE = { read: 1, picture: 4, signal: 8, heatmap: 11, analysed: 15, stored: 18 } as const;

/** Stores media and the snapshot; returns the new snapshot id. */
async function createSnapshot(
  ctx: Pick<AppContext, 'db' | 'now'>,
  nlz: ParsedNlz,
  target: { deviceId: number; ownershipId: number; fileName: string },
  report: JobReport<'camera-upload'>,
  job: Pick<JobHandle, 'signal'>,
): Promise<number> {
  const stage = async (framesUploaded: number) => {
    if (job.signal.aborted) throw new JobError('shuttingDown');
    await report({ status: 'uploading', framesUploaded, progress: { step: framesUploaded, of: CAMERA_UPLOAD_FRAMES } });
  };
  const { db } = ctx;
  const s = nlz.snapshot;
  await stage(STAGE.read);
  const pictureId = nlz.picture ? await putBlob(db, 'picture', nlz.picture.contentType, nlz.picture.bytes) : null;
  await stage(STAGE.picture);
  const signalId = nlz.signal ? await putBlob(db, 'signal', 'application/octet-stream', nlz.signal.bytes) : null;
  await stage(STAGE.signal);
  const heatmapId = nlz.heatmap ? await putBlob(db, 'heatmap', 'application/octet-stream', nlz.heatmap.bytes) : null;
  let levelMin: number | null = null;
  let levelMax: number | null = null;
  for (const frame of nlz.heatmap?.decoded.frames ?? []) {
    for (const level of frame) {
      levelMin = levelMin === null ? level : Math.min(levelMin, level);
      levelMax = levelMax === null ? level : Math.max(levelMax, level);
    }
  }
  await stage(STAGE.heatmap);

  const kind = kindOfAnalysisType(s.device_analysis_type);
  const meta: Meta = { ...s.meta, latitude: s.latitude, longitude: s.longitude, distance: s.source_distance };
  // The summary columns are computed here from the recording, never taken from the file.
  const computed = nlz.signal ? computeSummary(kind, meta, s.analysis_time, nlz.signal.samples, nlz.signal.rateHz) : undefined;
  await stage(STAGE.analysed);

  const clusterId = s.latitude !== null && s.longitude !== null ? await clusterIdForPoint(db, s.latitude, s.longitude) : null;
  const row: NewSnapshot = {
    device_id: target.deviceId,
    ownership_id: target.ownershipId,
    file_name: target.fileName,
    label: s.label.normalize('NFC'),
    comments: s.comments.normalize('NFC'),
    tags: normalizeTags(s.tags),
    starred: s.starred,
    fixed: s.fixed,
    fixed_date: s.fixed ? (s.fixed_date ?? null) : null,
    created_date: new Date(s.created_date).toISOString(),
    synced_date: new Date(ctx.now()).toISOString(),
    device_analysis_type: s.device_analysis_type,
    kind,
    analysis_time: s.analysis_time,
    dynamicrange_lin: s.dynamicrange_lin,
    source_distance: s.source_distance,
    meta: { ...meta, ...computed?.metaPatch },
    ...EMPTY_SUMMARY,
    gas: kind === 'leak' ? (typeof meta.leak_type === 'string' ? meta.leak_type : 'AIR') : null,
    ...computed?.summary,
    level_min_db: levelMin === null ? null : Math.round(levelMin * 100) / 100,
    level_max_db: levelMax === null ? null : Math.round(levelMax * 100) / 100,
    latitude: s.latitude,
    longitude: s.longitude,
    cluster_id: clusterId,
    picture_blob_id: pictureId,
    // No image decoder here to scale a 320 x 180 thumbnail: the picture serves as its own thumbnail.
    thumbnail_blob_id: pictureId,
    heatmap_blob_id: heatmapId,
    heatmap_still_blob_id: null,
    signal_blob_id: signalId,
    signal_rate_hz: nlz.signal?.rateHz ?? SAMPLE_RATE_HZ,
    movie_exists: false,
    seed_key: null,
  };
  if (job.signal.aborted) throw new JobError('shuttingDown');
  const id = await insertSnapshot(db, row);
  await stage(STAGE.stored);
  return id;
}

/**
 * Checks an uploaded .nlz file and starts its import.
 * @throws ApiError 400 with field messages when the file cannot be imported (nothing is stored)
 */
export async function startNlzImport(ctx: Pick<AppContext, 'db' | 'jobs' | 'live' | 'now'>, req: NlzImportRequest): Promise<NlzImportAnswer> {
  const nlz = await readNlz(req.data);
  const s = nlz.snapshot;
  checkUtilization(s.meta, req.edition);
  const pairing = await ownPairing(ctx.db, req.userId, s.device_serial);
  const fileName = s.file_name || req.filename;
  const before = await importedBefore(ctx.db, pairing.ownershipId, s.created_date, fileName);
  if (before !== undefined) {
    // A field message for any client, plus a code and the snapshot for a viewer that links to it.
    throw new ApiError(400, { file: [`This snapshot was imported before (snapshot ${before}).`], code: 'imported_before', snapshotId: before });
  }

  const serial = s.device_serial;
  const job = await runJob(
    ctx,
    {
      userId: req.userId,
      kind: 'camera-upload',
      description: `Import of ${fileName}`,
      params: { fileName, serial },
      fields: { serial, framesUploaded: 0, totalFrames: CAMERA_UPLOAD_FRAMES },
      origin: req.origin,
    },
    async (report, handle) => {
      // Checked again: the same file may have been posted twice before either import ran.
      const twin = await importedBefore(ctx.db, pairing.ownershipId, s.created_date, fileName);
      if (twin !== undefined) throw new JobError('importedBefore', { id: twin });
      const snapshotId = await createSnapshot(ctx, nlz, { ...pairing, fileName }, report, handle);
      await publishNewSnapshot(ctx, { snapshotId, serial, ownershipId: pairing.ownershipId, description: `Imported ${fileName}`, nowMs: ctx.now() });
      const analysis = nlz.signal ? await startVideoAnalysis(ctx, { userId: req.userId, snapshotId, serial, origin: req.origin }) : undefined;
      return {
        result: { snapshotId, fileName, serial, videoAnalysisTaskId: analysis?.id ?? null },
        final: { framesUploaded: CAMERA_UPLOAD_FRAMES, snapshotId },
      };
    },
  );
  return { taskId: job.id, kind: 'camera-upload', serial, fileName };
}
