import type { JobRecord } from 'shared-core';
import { advanceExport, exportStateOf, exportStateOfJob, IDLE_EXPORT, isExportBusy, type ExportState } from './exportState';

describe('video export states (spec 000 section 4)', () => {
  it.each([
    [{ status: 'exporting' as const }, { phase: 'exporting', progress: 0, remainingS: null, url: null, error: null }],
    [{ status: 'heatmap' as const, progress: { step: 3, of: 12 }, remainingSeconds: 4.5 }, { phase: 'heatmap', progress: 0.25, remainingS: 4.5, url: null, error: null }],
    [{ status: 'encode' as const, progress: 0.5 }, { phase: 'encode', progress: 0.5, remainingS: null, url: null, error: null }],
    [{ status: 'done' as const, downloadUrl: 'http://x/file' }, { phase: 'done', progress: 1, remainingS: null, url: 'http://x/file', error: null }],
    [{ status: 'fail' as const, error: 'Der Video-Encoder fehlt.' }, { phase: 'fail', progress: 0, remainingS: null, url: null, error: 'Der Video-Encoder fehlt.' }],
  ])('%o -> %o', (message, expected) => {
    expect(exportStateOf(message)).toEqual(expected);
  });

  it('reads a polled job without a message from its state, with the failure text', () => {
    const job = { state: 'failed', lastMessage: null, downloadUrl: null, error: 'Encoder missing' } as unknown as JobRecord;
    expect(exportStateOfJob(job)).toMatchObject({ phase: 'fail', error: 'Encoder missing' });
    expect(exportStateOfJob({ ...job, state: 'succeeded', downloadUrl: 'u', error: null } as JobRecord)).toMatchObject({ phase: 'done', url: 'u' });
    expect(exportStateOfJob({ ...job, state: 'running', error: null } as JobRecord).phase).toBe('exporting');
  });

  it('takes the job error when the last message of a failed job has none', () => {
    const job = { state: 'failed', error: 'Could not encode', downloadUrl: null, lastMessage: { kind: 'device-export-state', status: 'fail', taskId: 't', serial: 'S' } } as unknown as JobRecord;
    expect(exportStateOfJob(job)).toMatchObject({ phase: 'fail', error: 'Could not encode' });
  });

  describe('transitions', () => {
    const at = (phase: ExportState['phase'], progress = 0): ExportState => ({ ...IDLE_EXPORT, phase, progress });

    it('walks idle -> exporting -> heatmap -> encode -> done', () => {
      let state = IDLE_EXPORT;
      for (const next of [at('exporting'), at('heatmap', 0.1), at('heatmap', 0.9), at('encode', 0.3), at('encode', 1), at('done', 1)]) {
        state = advanceExport(state, next);
        expect(state).toBe(next);
      }
    });

    it('ignores reports that arrive late: an earlier phase, or less progress in the same phase', () => {
      expect(advanceExport(at('encode', 0.5), at('heatmap', 1)).phase).toBe('encode');
      expect(advanceExport(at('encode', 0.5), at('encode', 0.2)).progress).toBe(0.5);
      expect(advanceExport(at('heatmap', 0.5), null).progress).toBe(0.5);
    });

    it('keeps a finished export: done and fail are final', () => {
      expect(advanceExport(at('done', 1), at('encode', 0.9)).phase).toBe('done');
      expect(advanceExport(at('fail'), at('done', 1)).phase).toBe('fail');
      expect(advanceExport(at('encode', 0.4), at('fail')).phase).toBe('fail');
    });

    it('is busy from exporting to encode only', () => {
      expect(['idle', 'exporting', 'heatmap', 'encode', 'done', 'fail'].map((phase) => isExportBusy(at(phase as ExportState['phase'])))).toEqual([false, true, true, true, false, false]);
    });
  });
});
