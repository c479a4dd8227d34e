import type { Queryable } from './Database';

/** A row of the `outbox` table: an e-mail the server would have sent. */
export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  created_at: Date;
}

/** Queues an e-mail. Nothing is delivered; developers and tests read it via `/dev/outbox`. */
export async function enqueueMail(db: Queryable, mail: { to: string; subject: string; body: string }): Promise<OutboxRow> {
  const { rows } = await db.query<OutboxRow>(
    'INSERT INTO outbox (to_address, subject, body) VALUES ($1, $2, $3) RETURNING *',
    [mail.to, mail.subject, mail.body],
  );
  return rows[0]!;
}

/** Lists queued e-mails, newest first. */
export async function listOutbox(db: Queryable): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>('SELECT * FROM outbox ORDER BY created_at DESC, id DESC');
  return rows;
}
