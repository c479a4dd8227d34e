import { Pool, type PoolClient } from 'pg';
import type { Database, Queryable } from './Database';

/** Connects to a real PostgreSQL server through a small `pg` pool. */
export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // Fail at start-up, not on the first request, when the URL is wrong.
  await pool.query('SELECT 1');
  const wrap = (q: Pool | PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query(sql, params as unknown[]);
      return { rows: res.rows as T[] };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
