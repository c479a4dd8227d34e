import type { Queryable } from './Database';

/** Stores a feedback text from the viewer's feedback dialog. */
export async function insertFeedback(db: Queryable, entry: { userId: number; content: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO feedback (user_id, content) VALUES ($1, $2) RETURNING id', [
    entry.userId,
    entry.content,
  ]);
  return rows[0]!.id;
}

/** Stores one client error line; `userId` is null for anonymous reports. */
export async function insertClientLog(
  db: Queryable,
  entry: { userId: number | null; errorStr: string; userAgent: string | null },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO client_log (user_id, error_str, user_agent) VALUES ($1, $2, $3) RETURNING id',
    [entry.userId, entry.errorStr, entry.userAgent],
  );
  return rows[0]!.id;
}
