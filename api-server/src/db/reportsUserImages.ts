import type { Queryable } from './Database';

/** Queries of `user_images` (migration 050): a user's own images (report logos) over `uploads`. */

/** Links a new signed upload to the user as an image of `category`. */
export async function insertUserImage(db: Queryable, img: { attachmentId: string; userId: number; uploadId: number; category: string }): Promise<void> {
  await db.query('INSERT INTO user_images (attachment_id, user_id, upload_id, category) VALUES ($1, $2, $3, $4)', [img.attachmentId, img.userId, img.uploadId, img.category]);
}

/** An uploaded, not removed image with its bytes. */
export interface UserImageFile {
  attachment_id: string;
  category: string;
  content_type: string;
  data: Buffer;
}

/** The user's uploaded, active images of a category, oldest first (no bytes). */
export async function listUserImages(db: Queryable, userId: number, category: string): Promise<{ attachment_id: string; category: string; content_type: string }[]> {
  const { rows } = await db.query<{ attachment_id: string; category: string; content_type: string }>(
    `SELECT i.attachment_id, i.category, u.content_type FROM user_images i JOIN uploads u ON u.id = i.upload_id
     WHERE i.user_id = $1 AND i.category = $2 AND i.active AND u.data IS NOT NULL ORDER BY i.id`,
    [userId, category],
  );
  return rows;
}

/** One uploaded, active image with its bytes; `userId` null reads it for a signed link. */
export async function readUserImage(db: Queryable, attachmentId: string, userId: number | null): Promise<UserImageFile | undefined> {
  const { rows } = await db.query<{ attachment_id: string; category: string; content_type: string; b64: string }>(
    `SELECT i.attachment_id, i.category, u.content_type, encode(u.data, 'base64') AS b64 FROM user_images i JOIN uploads u ON u.id = i.upload_id
     WHERE i.attachment_id = $1 AND ($2::int IS NULL OR i.user_id = $2) AND i.active AND u.data IS NOT NULL`,
    [attachmentId, userId],
  );
  const row = rows[0];
  return row && { attachment_id: row.attachment_id, category: row.category, content_type: row.content_type, data: Buffer.from(row.b64, 'base64') };
}

/** Removes (deactivates) an image of the user; false when there was none. */
export async function removeUserImage(db: Queryable, userId: number, category: string, attachmentId: string): Promise<boolean> {
  const { rows } = await db.query('UPDATE user_images SET active = false WHERE attachment_id = $1 AND user_id = $2 AND category = $3 AND active RETURNING id', [
    attachmentId,
    userId,
    category,
  ]);
  return rows.length > 0;
}
