import type { Database } from '../db/Database';
import { EMPTY_SUMMARY, insertSnapshots, type NewSnapshot } from '../db/snapshots';
import { putBlob } from '../db/snapshotsBlobs';
import { addGroupOwnership, addGroupUser, ensureGroup, ensureOrganization, ensureOwnership, upsertDevice } from '../db/snapshotsDevices';
import { findUserByUsername } from '../db/users';
import { encodeHeatmap, encodeSignal, leakSignal, pdSignal } from '../engine';

/**
 * Test fixtures of the jobs tests: a camera of a given user with a few snapshots that have a
 * picture, a signal and a heatmap. Independent of the demo seed (serials start with "TJ").
 * Only test files import this module.
 */

/** A 1x1 PNG (transparent pixel). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface FixtureSnapshot {
  kind: 'pd' | 'leak';
  createdDate: string;
  withPicture?: boolean;
}

/**
 * Pairs a new camera `serial` to `username` and inserts snapshots; returns their ids in order
 * and the pairing id.
 */
export async function insertFixtureSnapshots(
  db: Database,
  username: string,
  serial: string,
  snapshots: readonly FixtureSnapshot[],
): Promise<{ ids: number[]; ownershipId: number }> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new Error(`no user ${username}`);
  const device = await upsertDevice(db, {
    serial,
    product_code: 'ACX-P400',
    product_description: 'test camera',
    nickname: '',
    software_version: '3.1.0',
    configuration_id: '',
    hardware_sd: '',
    mac_address: '00:11:22:33:44:55',
    wifi: '',
    status: 'OFFLINE',
    last_seen_online: null,
    warranty_end_date: null,
    mic_revision: '1.0.1',
    is_si2: false,
    allowed_to_update: true,
    totp_secret: 'JBSWY3DPEHPK3PXP',
  });
  const ownership = await ensureOwnership(db, device.id, user.id, '2025-01-01T00:00:00Z');
  const picture = await putBlob(db, 'picture', 'image/png', TINY_PNG);
  const heatmap = await putBlob(db, 'heatmap', 'application/octet-stream', encodeHeatmap([new Float32Array(4).fill(30)], 2, 2));
  const rows: NewSnapshot[] = [];
  for (const [index, s] of snapshots.entries()) {
    const signal =
      s.kind === 'pd'
        ? pdSignal({ seed: `${serial}-${index}`, acFrequencyHz: 50, pattern: 'negativeCorona', durationS: 2 })
        : leakSignal({ seed: `${serial}-${index}`, levelDb: 40, durationS: 2 });
    const signalBlob = await putBlob(db, 'signal', 'application/octet-stream', encodeSignal(signal));
    rows.push({
      device_id: device.id,
      ownership_id: ownership.id,
      file_name: `${serial}_${index}.nlz`,
      label: `fixture ${index}`,
      comments: '',
      tags: [],
      starred: false,
      fixed: false,
      fixed_date: null,
      created_date: s.createdDate,
      synced_date: s.createdDate,
      device_analysis_type: s.kind === 'pd' ? 'E1' : 'A1',
      kind: s.kind,
      analysis_time: 0.5,
      dynamicrange_lin: null,
      source_distance: 2,
      meta: { distance: 2, acfreq: 50, voltage: 110, leak_type: 'AIR', current_env_temperature_kelvin: 293.15, current_relative_humidity_percent: 50 },
      ...EMPTY_SUMMARY,
      gas: s.kind === 'leak' ? 'AIR' : null,
      level_min_db: null,
      level_max_db: null,
      latitude: null,
      longitude: null,
      cluster_id: null,
      picture_blob_id: s.withPicture === false ? null : picture,
      thumbnail_blob_id: null,
      heatmap_blob_id: heatmap,
      heatmap_still_blob_id: null,
      signal_blob_id: signalBlob,
      signal_rate_hz: 62_500,
      movie_exists: false,
      seed_key: `test-jobs-${serial}-${index}`,
    });
  }
  await insertSnapshots(db, rows);
  const { rows: inserted } = await db.query<{ id: number }>('SELECT id FROM snapshots WHERE seed_key LIKE $1 ORDER BY seed_key', [
    `test-jobs-${serial}-%`,
  ]);
  return { ids: inserted.map((r) => r.id), ownershipId: ownership.id };
}

/** Lists pairing `ownershipId` in a fresh organization group that `username` belongs to. */
export async function shareThroughGroup(db: Database, ownershipId: number, username: string): Promise<void> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new Error(`no user ${username}`);
  const organizationId = await ensureOrganization(db, `Test org ${ownershipId}`);
  const groupId = await ensureGroup(db, { organizationId, parentId: null, name: 'root' });
  await addGroupUser(db, groupId, user.id);
  await addGroupOwnership(db, groupId, ownershipId);
}
