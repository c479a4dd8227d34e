import type { JobRecord } from 'shared-core';
import { exportStateOf, exportStateOfJob } from './exportState';

describe('video export states (spec 000 section 4)', () => {
  it.each([
    [{ status: 'exporting' as const }, { phase: 'exporting', progress: 0, remainingS: null, url: null }],
    [{ status: 'heatmap' as const, progress: { step: 3, of: 12 }, remainingSeconds: 4.5 }, { phase: 'heatmap', progress: 0.25, remainingS: 4.5, url: null }],
    [{ status: 'encode' as const, progress: 0.5 }, { phase: 'encode', progress: 0.5, remainingS: null, url: null }],
    [{ status: 'done' as const, downloadUrl: 'http://x/file' }, { phase: 'done', progress: 1, remainingS: null, url: 'http://x/file' }],
    [{ status: 'fail' as const }, { phase: 'fail', progress: 0, remainingS: null, url: null }],
  ])('%o -> %o', (message, expected) => {
    expect(exportStateOf(message)).toEqual(expected);
  });

  it('reads a polled job without a message from its state', () => {
    const job = { state: 'failed', lastMessage: null, downloadUrl: null } as unknown as JobRecord;
    expect(exportStateOfJob(job).phase).toBe('fail');
    expect(exportStateOfJob({ ...job, state: 'succeeded', downloadUrl: 'u' } as JobRecord)).toMatchObject({ phase: 'done', url: 'u' });
  });
});
