import type { Queryable } from '../db/Database';
import { upsertSoftwareVersion } from '../db/devicesUpdates';
import { upsertDevice, type NewDevice } from '../db/snapshotsDevices';

/**
 * Seed data of the cameras area (called at the end of `seedDevices`, idempotent and
 * deterministic; it adds no snapshots, so the snapshot seed cache is unaffected):
 * - the software catalogue the fleet updates offer, per product code;
 * - cameras paired to nobody, for the pairing dialog: NLC21050 and NLC21051 (any seed user can pair
 *   them; `GET /dev/pairing-token/{serial}` in dev mode gives the current token);
 * - STF40009, whose pairing to `staff` was lost (the camera was reset): the "pairing lost"
 *   notification of `staff`, and a third pairable camera.
 */

/** Configuration id of a product's version, the seed's naming (`CFG-L200-350`). */
export function configurationIdOf(productCode: string, version: string): string {
  return `CFG-${productCode.slice(4)}-${version.replaceAll('.', '')}`;
}

/** Published versions per product: [version, published, active (false = withdrawn), notes]. */
export const SEED_SOFTWARE: Readonly<Record<string, readonly (readonly [string, string, boolean, string])[]>> = {
  'ACX-L200': [
    ['3.2.1', '2026-03-01T08:00:00Z', true, 'Leak size in CFM; faster Wi-Fi upload.'],
    ['3.3.2', '2026-06-15T08:00:00Z', true, 'Distance assistant; battery saving.'],
    ['3.5.0', '2026-10-28T08:00:00Z', true, 'Continuous video; new leak classification model.'],
  ],
  'ACX-P400': [
    ['2.9.5', '2025-12-01T08:00:00Z', true, 'PD pattern stability.'],
    ['3.2.1', '2026-03-01T08:00:00Z', true, 'Mechanical kurtosis and crest factor.'],
    ['3.3.2', '2026-06-15T08:00:00Z', true, 'PRPD phase alignment to the supply.'],
    ['3.4.1', '2026-09-01T08:00:00Z', false, 'Withdrawn: rare crash when recording PD at 16.7 Hz.'],
    ['3.5.0', '2026-10-28T08:00:00Z', true, 'PD classification with four classes; continuous video.'],
  ],
  'ACX-S500': [
    ['3.4.0', '2026-08-10T08:00:00Z', true, 'SI2 microphone gas list.'],
    ['3.5.0', '2026-11-20T08:00:00Z', false, 'Withdrawn pending SI2 recalibration.'],
  ],
};

/** Cameras paired to nobody (or no longer), in creation order. */
export const SEED_UNPAIRED_CAMERAS: readonly { serial: string; productCode: string; description: string; version: string; wifi: string }[] = [
  { serial: 'NLC21050', productCode: 'ACX-L200', description: 'Acoustic imager, compressed-air leaks', version: '3.2.1', wifi: 'available' },
  { serial: 'NLC21051', productCode: 'ACX-S500', description: 'Acoustic imager with SI2 microphone, gas leaks and partial discharge', version: '3.4.0', wifi: '' },
  { serial: 'STF40009', productCode: 'ACX-P400', description: 'Acoustic imager, partial discharge and mechanical', version: '3.3.2', wifi: 'available' },
];

/** The lost pairing of `staff`. */
const LOST = { serial: 'STF40009', owner: 'staff', pairedAt: '2025-06-02T09:00:00Z', lostAt: '2026-11-10T07:30:00Z' };

/**
 * Seeds the catalogue and the unpaired cameras.
 * @param users ids of the seed users that exist, by username
 * @param newDevice builds a camera's row like the other seed cameras (secret, MAC address)
 */
export async function seedDevicesCatalog(
  db: Queryable,
  users: ReadonlyMap<string, number>,
  newDevice: (c: { serial: string; productCode: string; description: string; version: string; wifi: string }) => NewDevice,
): Promise<void> {
  for (const [productCode, versions] of Object.entries(SEED_SOFTWARE)) {
    for (const [version, publishedAt, active, notes] of versions) {
      await upsertSoftwareVersion(db, {
        product_code: productCode,
        software_version: version,
        configuration_id: configurationIdOf(productCode, version),
        published_at: publishedAt,
        active,
        release_notes: notes,
      });
    }
  }
  for (const camera of SEED_UNPAIRED_CAMERAS) {
    const device = await upsertDevice(db, newDevice(camera));
    const owner = users.get(LOST.owner);
    if (camera.serial === LOST.serial && owner !== undefined) {
      await db.query(
        `INSERT INTO ownerships (device_id, user_id, active, paired_at, unpaired_at, unpaired_reason)
         SELECT $1, $2, false, $3, $4, 'lost'
         WHERE NOT EXISTS (SELECT 1 FROM ownerships WHERE device_id = $1 AND user_id = $2)`,
        [device.id, owner, LOST.pairedAt, LOST.lostAt],
      );
    }
  }
}
