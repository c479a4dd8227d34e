import type { Queryable } from './Database';

/** Queries of `payment_checkouts` (migration 050): the local stand-in for a card payment provider. */

export type CheckoutState = 'open' | 'paid' | 'cancelled';

/** A row of `payment_checkouts`. */
export interface CheckoutRow {
  id: string;
  user_id: number;
  name: string;
  price: string;
  currency: string;
  tokens: number;
  success_url: string;
  cancel_url: string;
  state: CheckoutState;
}

/** Creates an open checkout. */
export async function insertCheckout(
  db: Queryable,
  c: { id: string; userId: number; name: string; price: number; tokens: number; successUrl: string; cancelUrl: string },
): Promise<CheckoutRow> {
  const { rows } = await db.query<CheckoutRow>(
    `INSERT INTO payment_checkouts (id, user_id, name, price, tokens, success_url, cancel_url) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [c.id, c.userId, c.name, c.price, c.tokens, c.successUrl, c.cancelUrl],
  );
  return rows[0]!;
}

/** A checkout by id. */
export async function findCheckout(db: Queryable, id: string): Promise<CheckoutRow | undefined> {
  const { rows } = await db.query<CheckoutRow>('SELECT * FROM payment_checkouts WHERE id = $1', [id]);
  return rows[0];
}

/** Settles an open checkout (paid or cancelled); undefined when it was not open. */
export async function settleCheckout(db: Queryable, id: string, state: 'paid' | 'cancelled'): Promise<CheckoutRow | undefined> {
  const { rows } = await db.query<CheckoutRow>(`UPDATE payment_checkouts SET state = $2, completed_at = now() WHERE id = $1 AND state = 'open' RETURNING *`, [id, state]);
  return rows[0];
}

/** What a user bought: paid checkouts per product and the tokens over all of them. */
export async function paidSummary(db: Queryable, userId: number): Promise<{ products: Set<string>; tokens: number }> {
  const { rows } = await db.query<{ name: string; tokens: number }>(
    `SELECT name, sum(tokens)::int AS tokens FROM payment_checkouts WHERE user_id = $1 AND state = 'paid' GROUP BY name`,
    [userId],
  );
  return { products: new Set(rows.map((r) => r.name)), tokens: rows.reduce((sum, r) => sum + r.tokens, 0) };
}
