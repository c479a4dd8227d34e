import { createHash } from 'node:crypto';
import type { Queryable } from './Database';

/**
 * Binary media of snapshots (`blobs` table). Content is addressed by its SHA-256, so storing the
 * same bytes twice returns the first row.
 *
 * Bytes travel to PostgreSQL as base64 text decoded in SQL: PGlite's binary parameter path is
 * about ten times slower for megabyte-sized values (230 ms against 23 ms per MB, measured).
 */

/** Kinds of blob. */
export type BlobKind = 'picture' | 'thumbnail' | 'heatmap' | 'heatmap_still' | 'signal';

/** A blob with its bytes. */
export interface BlobRow {
  id: number;
  kind: BlobKind;
  content_type: string;
  byte_length: number;
  data: Buffer;
}

/**
 * Stores bytes (or finds the identical stored ones) and returns the row id. One statement: when
 * the content exists, the conflict branch returns the existing row.
 */
export async function putBlob(db: Queryable, kind: BlobKind, contentType: string, data: Uint8Array): Promise<number> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO blobs (kind, content_type, sha256, byte_length, data) VALUES ($1, $2, $3, $4, decode($5, 'base64'))
     ON CONFLICT (sha256) DO UPDATE SET sha256 = EXCLUDED.sha256
     RETURNING id`,
    [kind, contentType, sha256, bytes.length, bytes.toString('base64')],
  );
  return rows[0]!.id;
}

/** The id of a stored blob with exactly these bytes, if any (no upload of the bytes). */
export async function findBlobId(db: Queryable, data: Uint8Array): Promise<number | undefined> {
  const sha256 = createHash('sha256').update(data).digest('hex');
  const { rows } = await db.query<{ id: number }>('SELECT id FROM blobs WHERE sha256 = $1', [sha256]);
  return rows[0]?.id;
}

/** Reads a blob, or undefined when the id is unknown. */
export async function getBlob(db: Queryable, id: number): Promise<BlobRow | undefined> {
  const { rows } = await db.query<{ id: number; kind: BlobKind; content_type: string; byte_length: number; b64: string }>(
    `SELECT id, kind, content_type, byte_length, encode(data, 'base64') AS b64 FROM blobs WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { id: row.id, kind: row.kind, content_type: row.content_type, byte_length: row.byte_length, data: Buffer.from(row.b64, 'base64') };
}
