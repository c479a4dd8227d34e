import type { LiveMessage } from 'shared-domain/schemas';
import { reconnectDelayMs } from './backoff';
import { mergeTask, phaseOf, taskErrorText, taskRecordFromJob, taskRecordFromMessage } from './taskRecord';

const base = { taskId: 't1', seq: 1 };
const record = (message: LiveMessage) => taskRecordFromMessage(message, 0);

describe('task records of the floating panel (spec 000 section 4; spec 001 sections 3-4)', () => {
  it.each([
    ['VALIDATING', 'running'],
    ['SUBMITTED', 'running'],
    ['STARTING', 'running'],
    ['RUNNING', 'running'],
    ['RUNNABLE', 'running'],
    ['FAILED', 'failed'],
    ['ABORTED', 'failed'],
    ['SUCCEEDED', 'done'],
    ['PASSED', 'done'],
  ])('fleet update %s is %s', (status, phase) => {
    expect(phaseOf('fleet-update', status)).toBe(phase);
  });

  it.each([
    ['UPLOADING', 'running'],
    ['FORWARDING', 'running'],
    ['PROCESSING', 'running'],
    ['FINISHED', 'done'],
    ['ERROR', 'failed'],
  ])('report export %s is %s', (status, phase) => {
    expect(phaseOf('excel-export', status)).toBe(phase);
  });

  it('report PROCESSING counts steps out of 7', () => {
    const r = record({ kind: 'excel-export', status: 'PROCESSING', progress: { step: 3, of: 7 }, ...base });
    expect(r.progress).toBeCloseTo(3 / 7);
  });

  it('camera upload progress is frames out of 19', () => {
    const r = record({ kind: 'camera-upload', status: 'uploading', serial: 'NL1', framesUploaded: 12, ...base });
    expect(r.progress).toBeCloseTo(12 / 19);
  });

  it.each([
    ['exporting', 'running'],
    ['heatmap', 'running'],
    ['encode', 'running'],
    ['done', 'done'],
    ['fail', 'failed'],
  ])('export item %s is %s', (status, phase) => {
    expect(record({ kind: 'export-nlz', status: status as 'done', ...base }).phase).toBe(phase);
  });

  it('a finished export carries its download link and full progress', () => {
    const r = record({ kind: 'export-nlz', status: 'done', downloadUrl: 'http://x/file', ...base });
    expect(r).toMatchObject({ phase: 'done', progress: 1, downloadUrl: 'http://x/file' });
  });

  it("keeps an import's new snapshot and what a bulk download left out", () => {
    expect(record({ kind: 'camera-upload', status: 'done', serial: 'NL1', framesUploaded: 19, snapshotId: 77, ...base }).snapshotId).toBe(77);
    const refused = [{ id: 4, reason: 'notOwned', name: 'Pump room' }];
    expect(record({ kind: 'export-nlz', status: 'done', refused, ...base }).refused).toEqual(refused);
    expect(record({ kind: 'export-nlz', status: 'exporting', ...base })).not.toHaveProperty('refused');
  });

  it('a failed fleet update keeps its alert code', () => {
    const r = record({ kind: 'fleet-update', status: 'FAILED', serial: 'NL1', ExecutionId: 'e1', alertCode: 'E42', ...base });
    expect(r).toMatchObject({ phase: 'failed', alertCode: 'E42' });
  });

  it('drops an update older than the one shown', () => {
    const newer = record({ kind: 'export-nlz', status: 'encode', ...base, seq: 5 });
    const older = record({ kind: 'export-nlz', status: 'heatmap', ...base, seq: 4 });
    expect(mergeTask({ t1: newer }, older).t1).toBe(newer);
    expect(mergeTask({ t1: older }, newer).t1).toBe(newer);
  });
});

describe('reconnect backoff', () => {
  it.each([
    [0, 0, 500],
    [0, 0.999, 1000],
    [3, 0, 4000],
    [3, 1, 8000],
    [10, 1, 30000],
    [50, 0.5, 22500],
  ])('attempt %i with random %f waits %i ms', (attempt, random, expected) => {
    expect(reconnectDelayMs(attempt, random)).toBe(expected);
  });
});

describe("a failure's code (the viewer words it in the user's language)", () => {
  const message = { ...base, kind: 'export-nlz', status: 'fail', error: 'Snapshot 7 is no longer available.', errorCode: 'snapshotGone', errorParams: { id: 7 } } as LiveMessage;
  // A stand-in for i18next's t: the German text of the one key it knows.
  const t = (key: string, options: Record<string, unknown>) => (key === 'common:jobErrors.snapshotGone' ? `Aufnahme ${String(options.id)} ist nicht mehr verfügbar.` : String(options.defaultValue));

  it('carries the code and parameters from a live message and from a job read over REST', () => {
    expect(record(message)).toMatchObject({ phase: 'failed', error: 'Snapshot 7 is no longer available.', errorCode: 'snapshotGone', errorParams: { id: 7 } });
    const job = { id: 't1', uuid: 't1', kind: 'export-nlz', state: 'failed', status: 'fail', progress: null, description: '', downloadUrl: null, error: 'Snapshot 7 is no longer available.', result: null, lastMessage: message, createdAt: '2026-11-26T10:00:00Z', updatedAt: '2026-11-26T10:00:01Z' } as const;
    expect(taskRecordFromJob(job)).toMatchObject({ errorCode: 'snapshotGone', errorParams: { id: 7 } });
    expect(taskRecordFromJob({ ...job, lastMessage: null })).toMatchObject({ error: 'Snapshot 7 is no longer available.', errorCode: null, errorParams: {} });
  });

  it("translates a known code, else shows the server's text, else the fallback", () => {
    expect(taskErrorText(record(message), t, 'Failed')).toBe('Aufnahme 7 ist nicht mehr verfügbar.');
    expect(taskErrorText({ error: 'Text of a newer server.', errorCode: 'someFutureCode', errorParams: {} }, t, 'Failed')).toBe('Text of a newer server.');
    expect(taskErrorText({ error: null, errorCode: null, errorParams: {} }, t, 'Failed')).toBe('Failed');
  });
});
