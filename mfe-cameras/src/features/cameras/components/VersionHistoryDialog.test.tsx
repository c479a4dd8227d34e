import { device } from '../../../testing/device';
import { versionRows } from './VersionHistoryDialog';

describe('version history rows (spec 001 section 2, FLIR edition)', () => {
  it('lists the offered versions newest first, withdrawn ones marked, then the installed one', () => {
    const camera = device('STF40009', {
      SoftwareVersionId: '3.3.2',
      ConfigurationId: 'CFG-P400-332',
      AvailableSoftwareUpdates: [
        { Active: false, PublishedAt: '2026-09-01T08:00:00Z', SoftwareVersionId: '3.4.1', ConfigurationId: 'CFG-P400-341' },
        { Active: true, PublishedAt: '2026-10-28T08:00:00Z', SoftwareVersionId: '3.5.0', ConfigurationId: 'CFG-P400-350' },
      ],
    });
    expect(versionRows(camera).map((row) => [row.version, row.state])).toEqual([
      ['3.5.0', 'available'],
      ['3.4.1', 'withdrawn'],
      ['3.3.2', 'installed'],
    ]);
  });
});
