import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { CAMERA_UPLOAD_FRAMES } from '../analysis/constants';

/**
 * Live push channel (spec 001 section 7 "Live push channels", section 3 "Realtime task records",
 * spec 000 section 4): MQTT over WebSocket. The server publishes one JSON message per task update
 * on `users/<userId>/tasks/<kind>` (QoS 1, not retained). Messages sent while a client is offline
 * are lost, so after reconnecting the client re-reads task state over REST (`GET /api/jobs/`).
 *
 * Every body carries `kind`, `taskId`, `status` (the kind's own status words below), an optional
 * `progress` (a fraction 0..1 or a step count `{step, of}`), `description`, `downloadUrl`, `error`
 * and a per-task sequence number `seq` (strictly increasing, to drop stale or duplicate updates).
 */

/** The message kinds, in the order spec 001 section 7 lists them. */
export const LIVE_MESSAGE_KINDS = [
  'prpd-pattern',
  'video-analysis',
  'excel-export',
  'dashboard-summary',
  'fleet-update',
  'export-nlz',
  'new-snapshot',
  'camera-upload',
  'device-export-state',
  'output-group-details',
] as const;
export type LiveMessageKind = (typeof LIVE_MESSAGE_KINDS)[number];

/** Topic prefix a user may subscribe under (and the only one). */
export function liveUserTopicPrefix(userId: number): string {
  return `users/${userId}/`;
}

/** The topic of one message kind for one user: `users/<userId>/tasks/<kind>`. */
export function liveTaskTopic(userId: number, kind: LiveMessageKind): string {
  return `${liveUserTopicPrefix(userId)}tasks/${kind}`;
}

// ---- status vocabularies -------------------------------------------------------------------

/** Status words of server tasks whose wording the spec leaves open (PRPD video, video analysis). */
export const TASK_STATUSES = ['queued', 'processing', 'done', 'error'] as const;
/** Report export statuses (spec 001 section 4): PROCESSING counts steps out of 7. */
export const REPORT_EXPORT_STATUSES = ['UPLOADING', 'FORWARDING', 'PROCESSING', 'FINISHED', 'ERROR'] as const;
/** Steps of the PROCESSING phase of a report export. */
export const REPORT_PROCESSING_STEPS = 7;
/** Export item status texts (spec 000 section 4); anything else is shown as UNKNOWN STATUS. */
export const EXPORT_ITEM_STATUSES = ['exporting', 'heatmap', 'encode', 'fail', 'done'] as const;
/** Fleet (camera software) update statuses (spec 001 section 4). */
export const FLEET_UPDATE_STATUSES = ['VALIDATING', 'SUBMITTED', 'STARTING', 'RUNNING', 'RUNNABLE', 'FAILED', 'ABORTED', 'SUCCEEDED', 'PASSED'] as const;
export const FLEET_UPDATE_IN_PROGRESS = ['VALIDATING', 'SUBMITTED', 'STARTING', 'RUNNING', 'RUNNABLE'] as const;
export const FLEET_UPDATE_FAILED = ['FAILED', 'ABORTED'] as const;
export const FLEET_UPDATE_READY = ['SUCCEEDED', 'PASSED'] as const;
/** Camera upload: frames sent so far out of 19 (spec 000 section 4); one constant with the analysis module. */
export { CAMERA_UPLOAD_FRAMES };
export const CAMERA_UPLOAD_STATUSES = ['uploading', 'done', 'error'] as const;
/** A new snapshot arrived: an event, not a task with progress. */
export const NEW_SNAPSHOT_STATUSES = ['created'] as const;
/** Output group (video conversion) job states. */
export const OUTPUT_GROUP_STATUSES = ['SUBMITTED', 'PROGRESSING', 'COMPLETE', 'CANCELED', 'ERROR'] as const;

/**
 * The status a server task ends with, per kind: `done` on success, `failed` on failure (what the
 * jobs runner publishes when the work returns or throws). null: the kind is not a failing task.
 */
export const LIVE_TERMINAL_STATUSES = {
  'prpd-pattern': { done: 'done', failed: 'error' },
  'video-analysis': { done: 'done', failed: 'error' },
  'excel-export': { done: 'FINISHED', failed: 'ERROR' },
  'dashboard-summary': { done: 'FINISHED', failed: 'ERROR' },
  'fleet-update': { done: 'SUCCEEDED', failed: 'FAILED' },
  'export-nlz': { done: 'done', failed: 'fail' },
  'new-snapshot': { done: 'created', failed: null },
  'camera-upload': { done: 'done', failed: 'error' },
  'device-export-state': { done: 'done', failed: 'fail' },
  'output-group-details': { done: 'COMPLETE', failed: 'ERROR' },
} as const satisfies Record<LiveMessageKind, { done: string; failed: string | null }>;

// ---- message bodies ------------------------------------------------------------------------

/** Progress: a fraction 0..1, or `{step, of}` (e.g. PROCESSING step 3 of 7, frame 12 of 19). */
export const liveProgressSchema = lazySchema(() => z.union([
  z.number().min(0).max(1),
  z
    .object({ step: z.number().int().min(0), of: z.number().int().positive() })
    .refine((p) => p.step <= p.of, { message: 'step must not exceed of' }),
]));
export type LiveProgress = z.infer<typeof liveProgressSchema>;

/**
 * Why a server task failed, so the viewer can say it in the user's language
 * (`common:jobErrors.<code>`, with `errorParams`); `error` keeps the server's English text for
 * logs and for a code this viewer does not know. Not an enum in the schema: a newer server's
 * code must not make an older viewer drop the message.
 */
export const JOB_ERROR_CODES = [
  'failed',
  'shuttingDown',
  'shutDownEarly',
  'serverRestarted',
  'noSnapshots',
  'cameraGone',
  'importedBefore',
  'snapshotGone',
  'encoderMissing',
  'videoNotEncoded',
  'nothingToExport',
  'nothingToExportVideo',
  'logoUnreadable',
] as const;
export type JobErrorCode = (typeof JOB_ERROR_CODES)[number];

/** Fields every message has besides `kind` and `status`. */
const commonFields = () => ({
  /** The task (job) id: a uuid for server jobs; the snapshot id for new-snapshot. */
  taskId: z.string().min(1),
  progress: liveProgressSchema.optional(),
  description: z.string().optional(),
  /** Absolute address to fetch the result from (a plain link: it carries its own signed token). */
  downloadUrl: z.string().optional(),
  error: z.string().optional(),
  /** The failure's code (JOB_ERROR_CODES) and the values its text names (a snapshot id). */
  errorCode: z.string().max(64).optional(),
  errorParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Per-task sequence number, strictly increasing from 0. */
  seq: z.number().int().min(0).optional(),
  /** The client's live-channel id the task was started from (`iotId`/`userIot` of the call), if any. */
  iotId: z.string().optional(),
  /** When the server sent the update, ISO 8601. */
  sentAt: z.string().optional(),
});

/** `prpd-pattern`: progress of a PRPD video (spec 000 section 3 "PRPD video"). */
export const prpdPatternMessageSchema = lazySchema(() => z.object({
  kind: z.literal('prpd-pattern'),
  status: z.enum(TASK_STATUSES),
  ...commonFields(),
  snapshotId: z.number().int(),
  /** Where the finished video (JSON frames) is, once done. */
  url: z.string().optional(),
  frames: z.number().int().min(0).optional(),
  fps: z.number().positive().optional(),
  xSize: z.number().int().positive().optional(),
  ySize: z.number().int().positive().optional(),
  durationSeconds: z.number().min(0).optional(),
}));

/** `video-analysis`: real-time video analysis of a snapshot (series over the video timeline). */
export const videoAnalysisMessageSchema = lazySchema(() => z.object({
  kind: z.literal('video-analysis'),
  status: z.enum(TASK_STATUSES),
  ...commonFields(),
  snapshotId: z.number().int(),
  /** Time steps analysed so far (progress is `{step, of}` of them). */
  steps: z.number().int().min(0).optional(),
}));

/** `excel-export`: a report export (Excel, CSV or PDF data) with the report statuses. */
export const excelExportMessageSchema = lazySchema(() => z.object({
  kind: z.literal('excel-export'),
  status: z.enum(REPORT_EXPORT_STATUSES),
  ...commonFields(),
  /** The executionID of POST /api/excel/, when the export was started there. */
  executionId: z.string().optional(),
}));

/** `dashboard-summary`: a summary dashboard build (report statuses; data by address when FINISHED). */
export const dashboardSummaryMessageSchema = lazySchema(() => z.object({
  kind: z.literal('dashboard-summary'),
  status: z.enum(REPORT_EXPORT_STATUSES),
  ...commonFields(),
  executionId: z.string().optional(),
}));

/** `fleet-update`: a camera software update execution. */
export const fleetUpdateMessageSchema = lazySchema(() => z.object({
  kind: z.literal('fleet-update'),
  status: z.enum(FLEET_UPDATE_STATUSES),
  ...commonFields(),
  serial: z.string().min(1),
  ExecutionId: z.string().min(1),
  /** Shown (and clickable) when the status is FAILED or ABORTED. */
  alertCode: z.string().optional(),
}));

/**
 * Why a bulk download's archive lacks a snapshot, or one of its files: `notFound` (unknown, or
 * not seen by the user), `notOwned` (seen through an organization; only its owner may export it),
 * `gone` (deleted before the export reached it), `noPicture`, `noVideo`, `videoNotEncoded`.
 */
export const DOWNLOAD_REFUSAL_REASONS = ['notFound', 'notOwned', 'gone', 'noPicture', 'noVideo', 'videoNotEncoded'] as const;
export type DownloadRefusalReason = (typeof DOWNLOAD_REFUSAL_REASONS)[number];

/** One snapshot a bulk download left out, or one of whose files it left out. */
export const downloadRefusalSchema = lazySchema(() => z.object({
  id: z.number().int(),
  // Not an enum: a newer server's reason must not make an older viewer drop the whole answer.
  reason: z.string().max(64),
  /** The snapshot's label (else its camera's), given only for snapshots the user sees. */
  name: z.string().optional(),
}));
export type DownloadRefusal = z.infer<typeof downloadRefusalSchema>;

/** `export-nlz`: an export archive (bulk download of PNG and/or .nlz files). */
export const exportNlzMessageSchema = lazySchema(() => z.object({
  kind: z.literal('export-nlz'),
  status: z.enum(EXPORT_ITEM_STATUSES),
  ...commonFields(),
  /** File name of the archive. */
  name: z.string().optional(),
  /** Snapshots in the export. */
  snapshotIds: z.array(z.number().int()).optional(),
  /** What the finished archive left out, with the reason. */
  refused: z.array(downloadRefusalSchema).optional(),
}));

/** `new-snapshot`: a snapshot arrived (the list may refresh). */
export const newSnapshotMessageSchema = lazySchema(() => z.object({
  kind: z.literal('new-snapshot'),
  status: z.enum(NEW_SNAPSHOT_STATUSES),
  ...commonFields(),
  snapshotId: z.number().int(),
  serial: z.string().optional(),
}));

/** `camera-upload`: a camera uploading a recording, frame by frame out of 19. */
export const cameraUploadMessageSchema = lazySchema(() => z.object({
  kind: z.literal('camera-upload'),
  status: z.enum(CAMERA_UPLOAD_STATUSES),
  ...commonFields(),
  serial: z.string().min(1),
  /** Frames uploaded so far (0..19); progress is `{step: framesUploaded, of: 19}`. */
  framesUploaded: z.number().int().min(0).max(CAMERA_UPLOAD_FRAMES),
  totalFrames: z.literal(CAMERA_UPLOAD_FRAMES).optional(),
  snapshotId: z.number().int().optional(),
}));

/** `device-export-state`: per-device (cloud video) export state, with export item statuses. */
export const deviceExportStateMessageSchema = lazySchema(() => z.object({
  kind: z.literal('device-export-state'),
  status: z.enum(EXPORT_ITEM_STATUSES),
  ...commonFields(),
  serial: z.string().min(1),
  snapshotId: z.number().int().optional(),
  /** Seconds left while rendering heatmap frames. */
  remainingSeconds: z.number().min(0).optional(),
}));

/** `output-group-details`: details of a video conversion's output group. */
export const outputGroupDetailsMessageSchema = lazySchema(() => z.object({
  kind: z.literal('output-group-details'),
  status: z.enum(OUTPUT_GROUP_STATUSES),
  ...commonFields(),
  serial: z.string().optional(),
  snapshotId: z.number().int().optional(),
  /** Output files and their properties, as the converter reports them. */
  outputs: z.array(z.object({ url: z.string(), durationSeconds: z.number().optional(), width: z.number().optional(), height: z.number().optional() })).optional(),
}));

/** Any live message: a discriminated union on `kind`. */
export const liveMessageSchema = lazySchema(() => z.discriminatedUnion('kind', [
  prpdPatternMessageSchema,
  videoAnalysisMessageSchema,
  excelExportMessageSchema,
  dashboardSummaryMessageSchema,
  fleetUpdateMessageSchema,
  exportNlzMessageSchema,
  newSnapshotMessageSchema,
  cameraUploadMessageSchema,
  deviceExportStateMessageSchema,
  outputGroupDetailsMessageSchema,
]));
export type LiveMessage = z.infer<typeof liveMessageSchema>;
/** The message of one kind. */
export type LiveMessageOf<K extends LiveMessageKind> = Extract<LiveMessage, { kind: K }>;

// ---- REST shapes around the channel ------------------------------------------------------

/** GET /api/get-upload-iot/?purpose=device|report: short-lived broker credentials. */
export const liveCredentialsSchema = lazySchema(() => z.object({
  /** ws:// or wss:// address of the broker (path /mqtt on the API host). */
  url: z.string(),
  username: z.string(),
  /** A signed token; valid until expiresAt (30 min for device, 50 min for report). */
  password: z.string(),
  /** The MQTT client id must start with this. */
  clientIdPrefix: z.string(),
  /** A ready client id (clientIdPrefix plus a random part); pass it as iotId / userIot to calls. */
  iotId: z.string(),
  /** The only topics the client may subscribe to start with this: `users/<userId>/`. */
  topicPrefix: z.string(),
  expiresAt: z.string(),
  purpose: z.enum(['device', 'report']),
}));
export type LiveCredentials = z.infer<typeof liveCredentialsSchema>;

/** Lifecycle of a server job, whatever its kind's status words. */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** A task record (GET /api/jobs/, GET /api/jobs/{id}/): the REST copy of the last live message. */
export const jobRecordSchema = lazySchema(() => z.object({
  id: z.string(),
  /** Same as id (the spec's export job `uuid`). */
  uuid: z.string(),
  kind: z.enum(LIVE_MESSAGE_KINDS),
  state: z.enum(JOB_STATES),
  /** The kind's status word of the last update. */
  status: z.string(),
  /** Fraction 0..1 (step counts are divided out), null before any progress. */
  progress: z.number().nullable(),
  description: z.string(),
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
  /** Small result summary of a finished job (e.g. file name and size). */
  result: z.unknown().nullable(),
  /** The last message published for the job. */
  lastMessage: liveMessageSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}));
export type JobRecord = z.infer<typeof jobRecordSchema>;

/** GET /api/jobs/ */
export const jobListSchema = lazySchema(() => z.object({ results: z.array(jobRecordSchema) }));

/** Formats of the bulk download (spec 000 section 4: PNG, MOV on the web only, NLZ). */
export const BULK_DOWNLOAD_FORMATS = ['png', 'mov', 'nlz'] as const;

/** Most snapshots one download request may name. */
export const DOWNLOAD_SNAPSHOTS_MAX = 1000;

/** POST /api/download-snapshots/ body. */
export const downloadSnapshotsBodySchema = lazySchema(() => z.object({
  snapshotIds: z.array(z.number().int().positive()).min(1).max(DOWNLOAD_SNAPSHOTS_MAX),
  /** Live-channel id of the caller (echoed in the messages). */
  iotId: z.string().max(200).optional(),
  /** Minutes, as JavaScript's Date#getTimezoneOffset (UTC minus local; -60 for UTC+1). */
  timezoneOffset: z.number().int().min(-840).max(840).optional(),
  formats: z.array(z.enum(BULK_DOWNLOAD_FORMATS)).min(1).optional(),
}));
export type DownloadSnapshotsBody = z.infer<typeof downloadSnapshotsBodySchema>;

/**
 * POST /api/download-snapshots/ answer (202): the export of the snapshots that may be
 * downloaded, and those refused at once (`notFound`, `notOwned`). When none may be, the answer is
 * a 400 `{snapshotIds: [message], notOwned: [ids], notFound: [ids]}` (ids as strings).
 */
export const downloadSnapshotsAnswerSchema = lazySchema(() => z.object({ taskId: z.string(), refused: z.array(downloadRefusalSchema).optional() }));
export type DownloadSnapshotsAnswer = z.infer<typeof downloadSnapshotsAnswerSchema>;

/**
 * Answer (202) of the multipart upload of an .nlz file through a signed upload form (`POST
 * /api/get-upload-url/` {filename: "*.nlz"}, then `POST` to its url): the archive was read and
 * checked, and a `camera-upload` task now creates the snapshot. Progress arrives on
 * `users/<userId>/tasks/camera-upload`, then a `new-snapshot` message names the snapshot.
 */
export const nlzImportAnswerSchema = lazySchema(() => z.object({
  taskId: z.string(),
  kind: z.literal('camera-upload'),
  /** Camera the snapshot belongs to (the archive's device serial, one of the user's cameras). */
  serial: z.string(),
  /** The snapshot's file name (from the archive, else the uploaded file's name). */
  fileName: z.string(),
}));
export type NlzImportAnswer = z.infer<typeof nlzImportAnswerSchema>;

/** GET /api/snapshots/{id}/analytics/prpdvideo/ answer (spec 000 section 3 "PRPD video"). */
export const prpdVideoSchema = lazySchema(() => z.object({
  taskId: z.string(),
  status: z.enum(TASK_STATUSES),
  /** The frames file once done, else null. */
  url: z.string().nullable(),
  frames: z.number().int().min(0),
  fps: z.number().positive(),
  /** Phase bins per frame. */
  xSize: z.number().int().positive(),
  /** Level bins per frame. */
  ySize: z.number().int().positive(),
  progress: z.number().min(0).max(1),
  durationSeconds: z.number().min(0),
}));
export type PrpdVideo = z.infer<typeof prpdVideoSchema>;

/** The PRPD video file (JSON) that `url` serves: one phase x level histogram per frame. */
export const prpdVideoFileSchema = lazySchema(() => z.object({
  snapshotId: z.number().int(),
  fps: z.number().positive(),
  frames: z.number().int().min(0),
  durationSeconds: z.number().min(0),
  /** Phase bins over 0..360 degrees (aligned phase axis, see the engine's prpdPattern). */
  xSize: z.number().int().positive(),
  /** Level bins over yRangeDb. */
  ySize: z.number().int().positive(),
  yRangeDb: z.tuple([z.number(), z.number()]),
  acFrequencyHz: z.number(),
  /** Seconds of signal each frame accumulates (a trailing window ending at the frame time). */
  windowSeconds: z.number().positive(),
  /** Per frame: time (s), pulse count and ySize rows of xSize counts (row 0 = lowest level). */
  data: z.array(z.object({ timeS: z.number(), pulses: z.number().int().min(0), counts: z.array(z.array(z.number().int().min(0))) })),
}));
export type PrpdVideoFile = z.infer<typeof prpdVideoFileSchema>;

/** One time step of GET /api/snapshots/{id}/analytics/realtimevideo/. */
export const realtimeVideoStepSchema = lazySchema(() => z.object({
  /** Start of the step's analysis window, s. */
  timeS: z.number(),
  /** Plain kurtosis of the 0.1 s window (Gaussian noise = 3); null when silent. */
  kurtosis: z.number().nullable(),
  crestFactor: z.number().nullable(),
  /** Mechanical fault rule over the window. */
  possibleFault: z.boolean(),
  levelDb: z.number().nullable(),
  leakSize: z.number().nullable(),
  leakCost: z.number().nullable(),
  leakDetected: z.boolean(),
  /** PD severity over the trailing PD window (null for non-PD snapshots). */
  pdSeverityMin: z.number().nullable(),
  pdSeverityMax: z.number().nullable(),
  pdClassification: z.array(z.object({ name: z.string(), confidence: z.number() })),
}));

/** GET /api/snapshots/{id}/analytics/realtimevideo/ */
export const realtimeVideoSchema = lazySchema(() => z.object({
  snapshotId: z.number().int(),
  durationSeconds: z.number().min(0),
  stepSeconds: z.number().positive(),
  windowSeconds: z.number().positive(),
  pdWindowSeconds: z.number().positive(),
  unit: z.enum(['lpm', 'cfm']),
  steps: z.array(realtimeVideoStepSchema),
}));
export type RealtimeVideo = z.infer<typeof realtimeVideoSchema>;
