import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  LIVE_TERMINAL_STATUSES,
  liveMessageSchema,
  type JobErrorCode,
  type JobRecord,
  type LiveMessage,
  type LiveMessageKind,
  type LiveMessageOf,
  type LiveProgress,
} from 'shared-domain/schemas';
import type { Database } from '../db/Database';
import type { LiveChannel } from '../live/broker';
import type { LiveTokens } from '../live/credentials';
import { insertJob, saveJobFile, settleInterruptedJobs, toJobRecord, updateJob, type JobRow } from './jobsTable';

/**
 * In-process job queue (spec 001 section 3 "Realtime task records"). Each job is a row of the
 * `jobs` table; every update the work reports is validated against the shared live-message
 * schema, stored on the row, then published on `users/<userId>/tasks/<kind>` (store first, so
 * REST is never behind a message a client saw). At most {@link DEFAULT_CONCURRENCY} jobs run at
 * once; the rest wait in FIFO order. Nothing survives a restart: see {@link JobRunner.recover}.
 */

/** Jobs running at the same time. */
export const DEFAULT_CONCURRENCY = 2;
/** Finished jobs (and their files) older than this are deleted on start, days. */
export const JOB_RETENTION_DAYS = 7;
/** How long close() waits for running jobs to notice the abort, ms. */
const CLOSE_GRACE_MS = 5_000;

/** Kinds a job can have: every live kind except the new-snapshot event. */
export type JobKind = Exclude<LiveMessageKind, 'new-snapshot'>;

type Managed = 'kind' | 'taskId' | 'seq' | 'sentAt' | 'iotId';
/** One update a job reports: its kind's status plus any of the kind's message fields. */
export type JobUpdate<K extends JobKind> = Partial<Omit<LiveMessageOf<K>, Managed>> & Pick<LiveMessageOf<K>, 'status'>;
/** Publishes and persists one update; updates of a job are delivered in call order. */
export type JobReport<K extends JobKind> = (update: JobUpdate<K>) => Promise<void>;

/** What starts a job. */
export interface JobSpec<K extends JobKind> {
  userId: number;
  kind: K;
  description: string;
  /** Stored with the job (jsonb) to find it again, e.g. `{snapshotId: 3}`. */
  params?: Record<string, unknown>;
  /** Fields repeated in every message of the job (the kind's required ones, e.g. `snapshotId`). */
  fields?: Partial<Omit<LiveMessageOf<K>, Managed | 'status'>>;
  /** The caller's live-channel id, echoed in messages. */
  iotId?: string;
  /** Origin (`http://host:port`) download links are built on; default a relative link. */
  origin?: string;
  /** Status of the first (queued) message; default the kind's first status word. */
  initialStatus?: LiveMessageOf<K>['status'];
}

/** A file the job produced; the runner stores it and publishes a signed download link. */
export interface JobOutputFile {
  filename: string;
  contentType: string;
  data: Uint8Array;
}

/** What the work returns: the outcome the runner records and announces. */
export interface JobOutcome<K extends JobKind> {
  /** Small JSON summary stored on the row (returned by GET /api/jobs/{id}/). */
  result?: unknown;
  /** A file to serve at `GET /api/downloads/{jobId}/file`. */
  file?: JobOutputFile;
  /** Extra fields of the final message (its status is the kind's success status). */
  final?: Partial<Omit<LiveMessageOf<K>, Managed | 'status'>>;
}

/** What the work function gets besides `report`. */
export interface JobHandle {
  id: string;
  userId: number;
  /** Aborted when the server shuts down; long work should check it between steps. */
  signal: AbortSignal;
  /** The signed download link of this job's file (valid once the job succeeded). */
  downloadUrl: () => string;
}

export type JobWork<K extends JobKind> = (report: JobReport<K>, job: JobHandle) => Promise<JobOutcome<K> | void>;

/** The English text of each job failure (`error`); the viewer shows `common:jobErrors.<code>`. */
export const JOB_ERROR_TEXT: Readonly<Record<JobErrorCode, string>> = Object.freeze({
  failed: 'The task failed.',
  shuttingDown: 'The server is shutting down.',
  shutDownEarly: 'The server shut down before the task finished.',
  serverRestarted: 'The server restarted before the task finished.',
  noSnapshots: 'None of the snapshots is available any more.',
  cameraGone: 'The camera no longer exists.',
  importedBefore: 'This snapshot was imported before (snapshot {{id}}).',
  snapshotGone: 'Snapshot {{id}} is no longer available.',
  encoderMissing: 'The video encoder is not installed on the server.',
  videoNotEncoded: 'The video of snapshot {{id}} could not be encoded.',
  nothingToExport: 'None of the snapshots has a picture to export.',
  nothingToExportVideo: 'None of the snapshots has a picture or a video to export.',
  logoUnreadable: 'The logo could not be read as a PNG or JPEG image.',
});

type JobErrorParams = Readonly<Record<string, string | number>>;

/**
 * An error whose message is meant for the user: published as `error` (English) with `errorCode`
 * and `errorParams`, which the viewer shows in the user's language. `JobError.text` is for a
 * message that is already the user's (a fleet alert, a text in the request's language).
 */
export class JobError extends Error {
  readonly code: JobErrorCode | null;
  readonly params: JobErrorParams;

  constructor(code: JobErrorCode, params: JobErrorParams = {}, text?: string) {
    super(text ?? JOB_ERROR_TEXT[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '')));
    this.name = 'JobError';
    this.code = text === undefined ? code : null;
    this.params = params;
  }

  /** A failure with a text of its own and no code. */
  static text(message: string): JobError {
    return new JobError('failed', {}, message);
  }

  /** What a failure message carries besides its status. */
  get fields(): Record<string, unknown> {
    return { error: this.message, ...(this.code ? { errorCode: this.code, ...(Object.keys(this.params).length ? { errorParams: this.params } : {}) } : {}) };
  }
}

/** First status word of each kind (the queued message). */
const INITIAL_STATUS: Readonly<Record<JobKind, string>> = Object.freeze({
  'prpd-pattern': 'queued',
  'video-analysis': 'queued',
  'excel-export': 'UPLOADING',
  'dashboard-summary': 'UPLOADING',
  'fleet-update': 'SUBMITTED',
  'export-nlz': 'exporting',
  'camera-upload': 'uploading',
  'device-export-state': 'exporting',
  'output-group-details': 'SUBMITTED',
});

/** The progress as a fraction, or null. */
export function progressFraction(progress: LiveProgress | undefined): number | null {
  if (progress === undefined) return null;
  return typeof progress === 'number' ? progress : progress.step / progress.of;
}

/** The queue, its persistence and its publishing. */
export interface JobRunner {
  /**
   * Inserts a queued job, publishes its first message and schedules `work`.
   * @returns the queued job's record (its id is the `taskId` of its messages)
   */
  start<K extends JobKind>(spec: JobSpec<K>, work: JobWork<K>): Promise<JobRecord>;
  /** Resolves when the job has finished (succeeded or failed); immediately for unknown ids. */
  finished(id: string): Promise<void>;
  /** Resolves when no job is queued or running. */
  idle(): Promise<void>;
  /** Marks jobs left queued or running by a previous process failed; prunes old ones. */
  recover(): Promise<number>;
  /** Refuses new jobs, fails queued ones, aborts running ones and waits for them briefly. */
  close(): Promise<void>;
}

export interface JobRunnerDeps {
  db: Database;
  live: LiveChannel;
  tokens: LiveTokens;
  log: FastifyBaseLogger;
  now: () => number;
  concurrency?: number;
}

interface Entry {
  row: JobRow;
  run: () => Promise<void>;
  abort: AbortController;
  done: Promise<void>;
}

/** Creates the runner (one per server). */
export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { db, live, tokens, log } = deps;
  const concurrency = deps.concurrency ?? DEFAULT_CONCURRENCY;
  const waiting: Entry[] = [];
  const active = new Map<string, Entry>();
  const all = new Map<string, Entry>();
  let idleWaiters: (() => void)[] = [];
  let closed = false;

  const downloadUrlOf = (row: JobRow, origin: string | undefined) =>
    `${origin ?? ''}/api/downloads/${row.id}/file?token=${encodeURIComponent(tokens.signDownload(row.user_id, row.id))}`;

  function pump(): void {
    while (!closed && active.size < concurrency && waiting.length) {
      const entry = waiting.shift()!;
      active.set(entry.row.id, entry);
      void entry.run().finally(() => {
        active.delete(entry.row.id);
        pump();
      });
    }
    if (active.size === 0 && waiting.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  async function start<K extends JobKind>(spec: JobSpec<K>, work: JobWork<K>): Promise<JobRecord> {
    if (closed) throw new Error('job runner is closed');
    const id = crypto.randomUUID();
    const kind = spec.kind;
    const terminal: { done: string; failed: string | null } = LIVE_TERMINAL_STATUSES[kind];
    const row = await insertJob(db, {
      id,
      userId: spec.userId,
      kind,
      status: spec.initialStatus ?? INITIAL_STATUS[kind],
      description: spec.description,
      params: spec.params ?? {},
    });
    let seq = -1;
    let chain: Promise<void> = Promise.resolve();
    let finishedState = false;

    /** Builds, validates, stores and publishes one message; serialized per job. */
    const send = (update: Record<string, unknown>, state: JobRow['state'], result?: unknown): Promise<void> => {
      const next = chain.then(async () => {
        seq += 1;
        const message = liveMessageSchema.parse({
          description: spec.description,
          ...spec.fields,
          ...update,
          kind,
          taskId: id,
          seq,
          ...(spec.iotId ? { iotId: spec.iotId } : {}),
          sentAt: new Date(deps.now()).toISOString(),
        }) as LiveMessage;
        await updateJob(db, id, { state, message, progress: progressFraction(message.progress), result });
        await live.publish(row.user_id, message).catch((err: unknown) => log.warn({ err, jobId: id }, 'jobs: publish failed'));
      });
      // A failed send must not block later ones (the failure is reported by the caller).
      chain = next.catch(() => undefined);
      return next;
    };

    const abort = new AbortController();
    let resolveDone!: () => void;
    const done = new Promise<void>((resolve) => (resolveDone = resolve));

    const fail = async (error: JobError) => {
      if (finishedState) return;
      finishedState = true;
      try {
        await send({ status: terminal.failed ?? terminal.done, ...error.fields }, 'failed');
      } catch (err) {
        log.error({ err, jobId: id }, 'jobs: could not record the failure');
      }
    };

    const handle: JobHandle = { id, userId: spec.userId, signal: abort.signal, downloadUrl: () => downloadUrlOf(row, spec.origin) };
    const report: JobReport<K> = async (update) => {
      if (finishedState) throw new Error(`job ${id} already finished`);
      if (abort.signal.aborted) throw new JobError('shuttingDown');
      await send(update as Record<string, unknown>, 'running');
    };

    const run = async () => {
      try {
        if (abort.signal.aborted) throw new JobError('shutDownEarly');
        await db.query(`UPDATE jobs SET state = 'running', updated_at = now() WHERE id = $1 AND state = 'queued'`, [id]);
        const outcome = (await work(report, handle)) ?? {};
        if (abort.signal.aborted) throw new JobError('shuttingDown');
        const final: Record<string, unknown> = { ...outcome.final, status: terminal.done, progress: 1 };
        if (outcome.file) {
          await saveJobFile(db, id, { filename: outcome.file.filename, content_type: outcome.file.contentType, data: outcome.file.data });
          final.downloadUrl ??= handle.downloadUrl();
        }
        await send(final, 'succeeded', outcome.result ?? null);
        finishedState = true;
      } catch (err) {
        if (!(err instanceof JobError)) log.error({ err, jobId: id, kind }, 'jobs: job failed');
        await fail(err instanceof JobError ? err : new JobError('failed'));
      } finally {
        all.delete(id);
        resolveDone();
      }
    };

    const entry: Entry = { row, run, abort, done };
    all.set(id, entry);
    // The queued message goes out before the work can report anything.
    await send({ status: row.status, progress: 0 }, 'queued');
    waiting.push(entry);
    pump();
    return toJobRecord({ ...row, seq: 0 });
  }

  return {
    start,
    finished(id) {
      return all.get(id)?.done ?? Promise.resolve();
    },
    idle() {
      if (active.size === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    recover() {
      return settleInterruptedJobs(db, JOB_RETENTION_DAYS);
    },
    async close() {
      if (closed) return;
      closed = true;
      const queued = waiting.splice(0);
      for (const entry of queued) {
        // run() sees the abort at once and records the failure with the kind's failed status.
        entry.abort.abort();
        await entry.run();
      }
      for (const entry of active.values()) entry.abort.abort();
      const running = [...active.values()].map((e) => e.done);
      await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref())]);
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    },
  };
}
