import type { DeviceNotification, Invitation } from 'shared-core';
import { globalNotices } from './globalNotices';

const invitation = (id: number, status: Invitation['status']): Invitation => ({
  id,
  email: 'ann@example.com',
  group: { id: 3, name: 'Maintenance' },
  organization: { id: 1, name: 'Acme Plant' },
  invitedBy: null,
  invitedAt: '2026-03-01T10:00:00.000Z',
  status,
  respondedAt: null,
});
const device = (patch: Partial<DeviceNotification>): DeviceNotification => ({
  id: 'pairingLost:12',
  kind: 'pairingLost',
  serial: 'NL2302',
  nickname: '',
  createdAt: '2026-03-01T09:00:00.000Z',
  ...patch,
});

// Spec 001 section 2 (global snackbars) and spec 000 section 4 (alert when a pairing is lost).
describe('globalNotices', () => {
  it('makes one notice per pending invitation, and none for answered ones', () => {
    expect(globalNotices([invitation(7, 'pending'), invitation(8, 'accepted'), invitation(9, 'cancelled')])).toEqual([
      { id: 'invitation:7', kind: 'invitation', path: '/organization', values: { organization: 'Acme Plant', group: 'Maintenance' } },
    ]);
  });

  it.each<[string, Partial<DeviceNotification>, { kind: string; path: string; values: Record<string, string> }]>([
    [
      'an update names the camera and the version',
      { id: 'u', kind: 'updateAvailable', nickname: 'Roof cam', SoftwareVersionId: '3.2.0' },
      { kind: 'updateAvailable', path: '/cameras', values: { camera: 'Roof cam', version: '3.2.0' } },
    ],
    ['a lost pairing without a nickname names the serial', { nickname: '  ' }, { kind: 'pairingLost', path: '/cameras', values: { camera: 'NL2302' } }],
  ])('%s', (_name, patch, expected) => {
    expect(globalNotices([], [device(patch)])).toEqual([expect.objectContaining(expected)]);
  });

  it('keeps the server id of a camera notice (stable, so it shows once) and puts invitations first', () => {
    const ids = globalNotices([invitation(7, 'pending')], [device({ id: 'pairingLost:12' })]).map((n) => n.id);
    expect(ids).toEqual(['invitation:7', 'pairingLost:12']);
  });
});
