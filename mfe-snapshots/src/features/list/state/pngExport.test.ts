import { snapshotDetail } from 'shared-core/testing';
import { archiveName, fileTimestamp } from './pngExport';
import { exportRange } from './snapshotPng';

jest.mock('../workers/createPngWorker', () => ({ createPngWorker: jest.fn() }));

describe('bulk PNG (spec 000 section 4: zipped and named with a timestamp)', () => {
  it('names the archive and its files with local timestamps safe in file names', () => {
    const at = new Date(2026, 10, 26, 9, 5, 7);
    expect(fileTimestamp(at)).toBe('2026-11-26_09-05-07');
    expect(archiveName(at)).toBe('snapshots_2026-11-26_09-05-07.zip');
  });

  it('colours with the dynamic range the detail uses: the stored one, never below the default', () => {
    const levels = { level_range: { min: 20, max: 60 } };
    expect(exportRange(snapshotDetail(1, { ...levels, dynamicrange_lin: null }))).toEqual({ min: 52, max: 60 });
    expect(exportRange(snapshotDetail(1, { ...levels, dynamicrange_lin: 55 }))).toEqual({ min: 55, max: 60 });
    expect(exportRange(snapshotDetail(1, { ...levels, dynamicrange_lin: 30 }))).toEqual({ min: 52, max: 60 });
  });
});
