import { withUpdatesMerged } from './GlobalSnackbars';
import type { GlobalNotice } from './globalNotices';

const update = (serial: string, camera: string): GlobalNotice => ({ id: `updateAvailable:${serial}`, kind: 'updateAvailable', path: '/cameras', values: { camera, version: '3.5.0' } });
const lost: GlobalNotice = { id: 'pairingLost:STF40009', kind: 'pairingLost', path: '/cameras', values: { camera: 'STF40009' } };
const list = new Intl.ListFormat('en', { type: 'conjunction' });

describe('camera update snackbars (spec 001 section 2)', () => {
  it('keeps a single update as it is', () => {
    expect(withUpdatesMerged([update('A1', 'Pump'), lost], list)).toEqual([
      { ...update('A1', 'Pump'), ids: ['updateAvailable:A1'] },
      { ...lost, ids: [lost.id] },
    ]);
  });

  it('makes one snackbar naming every camera when several have an update, standing for all of them', () => {
    const merged = withUpdatesMerged([update('A1', 'Pump'), lost, update('B2', 'Hall'), update('C3', 'Roof')], list);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ kind: 'pairingLost' });
    expect(merged[1]).toEqual({
      id: 'updateAvailable:A1+updateAvailable:B2+updateAvailable:C3',
      ids: ['updateAvailable:A1', 'updateAvailable:B2', 'updateAvailable:C3'],
      kind: 'updatesAvailable',
      path: '/cameras',
      values: { cameras: 'Pump, Hall, and Roof' },
    });
  });
});
