import { ApiError, DOWNLOAD_SNAPSHOTS_MAX, reportsApi, type DownloadSnapshotsBody } from 'shared-core';
import { mergeRefusals, refusalsOf, startExports } from './downloadRefusals';

afterEach(() => jest.restoreAllMocks());

describe('bulk download refusals', () => {
  it('reads the snapshots a "none may be downloaded" answer names by reason, and nothing from other failures', () => {
    const none = new ApiError('downloadSnapshots', 400, 'HTTP 400', { snapshotIds: ['None of these snapshots may be downloaded.'], notOwned: ['4', '9'], notFound: ['12'] });
    expect(refusalsOf(none)).toEqual([
      { id: 4, reason: 'notOwned' },
      { id: 9, reason: 'notOwned' },
      { id: 12, reason: 'notFound' },
    ]);
    expect(refusalsOf(new ApiError('downloadSnapshots', 400, 'HTTP 400', { 'snapshotIds.0': ['A valid integer is required.'] }))).toBeNull();
    expect(refusalsOf(new ApiError('downloadSnapshots', 500, 'Server error'))).toBeNull();
    expect(refusalsOf(new Error('offline'))).toBeNull();
  });

  it('merges the lists without repeating a snapshot refused for the same reason', () => {
    const merged = mergeRefusals([{ id: 1, reason: 'notOwned', name: 'Hall' }], undefined, [{ id: 1, reason: 'notOwned' }, { id: 1, reason: 'gone' }]);
    expect(merged).toEqual([{ id: 1, reason: 'notOwned', name: 'Hall' }, { id: 1, reason: 'gone' }]);
  });

  it('starts every batch: one none of whose snapshots may be downloaded adds its refusals and the others still go', async () => {
    const ids = Array.from({ length: DOWNLOAD_SNAPSHOTS_MAX + 2 }, (_, i) => i + 1);
    const sent: number[][] = [];
    jest.spyOn(reportsApi, 'downloadSnapshots').mockImplementation(async (body: DownloadSnapshotsBody) => {
      sent.push(body.snapshotIds);
      if (body.snapshotIds.length < DOWNLOAD_SNAPSHOTS_MAX) throw new ApiError('downloadSnapshots', 400, 'HTTP 400', { notOwned: body.snapshotIds.map(String) });
      return { taskId: 'first', refused: [{ id: 7, reason: 'notFound' }] };
    });
    const started = await startExports(ids, { formats: ['nlz'] });
    expect(sent.map((batch) => batch.length)).toEqual([DOWNLOAD_SNAPSHOTS_MAX, 2]);
    expect(started).toEqual({
      taskIds: ['first'],
      refused: [{ id: 7, reason: 'notFound' }, { id: DOWNLOAD_SNAPSHOTS_MAX + 1, reason: 'notOwned' }, { id: DOWNLOAD_SNAPSHOTS_MAX + 2, reason: 'notOwned' }],
    });
  });

  it('throws any other failure', async () => {
    jest.spyOn(reportsApi, 'downloadSnapshots').mockRejectedValue(new ApiError('downloadSnapshots', 0, 'offline'));
    await expect(startExports([1], { formats: ['nlz'] })).rejects.toMatchObject({ status: 0 });
  });
});
