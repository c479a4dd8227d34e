import type { TaskRecord } from 'shared-core';
import { closeChannel, rowLevel, withTask, type ImportRow } from './importRows';
import { verdicts } from './nlzCheck';
import { checkNlzBytes } from '../workers/nlzCheckCore';
import { webcrypto } from 'node:crypto';

// The worker itself needs a browser; its check (nlzCheckCore) is tested directly.
jest.mock('../workers/createNlzCheckWorker', () => ({ createNlzCheckWorker: jest.fn() }));

const task = (phase: TaskRecord['phase'], progress: number | null, error: string | null = null): TaskRecord => ({
  taskId: 't',
  kind: 'camera-upload',
  status: phase,
  phase,
  progress,
  description: '',
  downloadUrl: null,
  error,
  errorCode: null,
  errorParams: {},
  alertCode: null,
  seq: 1,
  updatedAtMs: 0,
});
// What ImportDialog passes: taskErrorText (the server's text here, no code), else impFailed.
const failureText = (t: TaskRecord) => t.error || 'impFailed';
const importing: ImportRow = { key: 1, name: 'a.nlz', phase: 'importing', taskId: 't', progress: 0 };

describe('import rows (spec 000 sections 4 and 9: per-file result, channel closed 2 min after the last file)', () => {
  it('follows the import task: progress, then imported (green) or failed with its error (red)', () => {
    expect(withTask(importing, task('running', 0.4), failureText)).toMatchObject({ phase: 'importing', progress: 0.4 });
    const done = withTask(importing, task('done', 1), failureText);
    expect([done.phase, rowLevel(done)]).toEqual(['imported', 'SUCCESS']);
    const failed = withTask(importing, task('failed', null, 'Camera X is not paired to your account.'), failureText);
    expect([failed.phase, failed.message, rowLevel(failed)]).toEqual(['failed', 'Camera X is not paired to your account.', 'ERROR']);
    expect(withTask(importing, task('failed', null), failureText).message).toBe('impFailed');
    expect(withTask(importing, undefined, failureText)).toBe(importing);
  });

  it('keeps the new snapshot of an import, and makes a file imported meanwhile information (blue) naming the earlier snapshot', () => {
    expect(withTask(importing, { ...task('done', 1), snapshotId: 77 }, failureText)).toMatchObject({ phase: 'imported', snapshotId: 77 });
    const twin = withTask(importing, { ...task('failed', null, 'This snapshot was imported before (snapshot 243).'), errorCode: 'importedBefore', errorParams: { id: 243 } }, failureText);
    expect([twin.phase, twin.snapshotId, rowLevel(twin)]).toEqual(['importedBefore', 243, 'WARNING']);
    // Without the earlier snapshot's id it stays a failure with its text.
    expect(withTask(importing, { ...task('failed', null, 'x'), errorCode: 'importedBefore' }, failureText).phase).toBe('failed');
  });

  it('leaves only the unfinished imports unconfirmed (blue) when the channel closes', () => {
    const rows: ImportRow[] = [importing, { key: 2, name: 'b.nlz', phase: 'imported' }, { key: 3, name: 'c.nlz', phase: 'failed', message: 'x' }];
    const closed = closeChannel(rows);
    expect(closed.map((r) => [r.phase, rowLevel(r)])).toEqual([
      ['unconfirmed', 'WARNING'],
      ['imported', 'SUCCESS'],
      ['failed', 'ERROR'],
    ]);
  });

  it('colours refusals: a duplicate name or content is a warning, the rest errors', () => {
    const refused = (reason: ImportRow['reason']) => rowLevel({ key: 1, name: 'x', phase: 'rejected', reason });
    expect(['duplicate', 'sameContent', 'type', 'size', 'tooMany', 'notArchive'].map((r) => refused(r as ImportRow['reason']))).toEqual([
      'WARNING',
      'WARNING',
      'ERROR',
      'ERROR',
      'ERROR',
      'ERROR',
    ]);
  });
});

describe('the worker check of .nlz files (read and hashed off the main thread)', () => {
  const digest = (bytes: ArrayBuffer) => webcrypto.subtle.digest('SHA-256', bytes);
  const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

  it('hashes the bytes (SHA-256) and knows a ZIP archive by its signature', async () => {
    await expect(checkNlzBytes(bytes('PK\u0003\u0004rest'), digest)).resolves.toEqual({
      archive: true,
      hash: Buffer.from(await digest(bytes('PK\u0003\u0004rest'))).toString('hex'),
    });
    await expect(checkNlzBytes(bytes('<html>'), digest)).resolves.toMatchObject({ archive: false });
    await expect(checkNlzBytes(bytes('PK'), digest)).resolves.toMatchObject({ archive: false });
  });

  it('refuses non-archives, drops repeated contents (queued before or in the same batch) and keeps unread files', () => {
    const result = verdicts(
      [
        { id: 0, hash: 'aa', archive: true },
        { id: 1, hash: 'bb', archive: false },
        { id: 2, hash: 'aa', archive: true },
        { id: 3, hash: 'cc', archive: true },
        { id: 4, hash: null, archive: null },
      ],
      new Set(['cc']),
    );
    expect(result).toEqual([
      { keep: true, hash: 'aa' },
      { keep: false, reason: 'notArchive' },
      { keep: false, reason: 'sameContent' },
      { keep: false, reason: 'sameContent' },
      { keep: true, hash: null },
    ]);
  });
});
