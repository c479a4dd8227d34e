import type { Queryable } from './Database';

/**
 * Returns the stored value for `key`, storing `create()` first when there is none.
 * When two servers race on an empty table, both end up with the value that won.
 */
export async function getOrCreateSetting(db: Queryable, key: string, create: () => string): Promise<string> {
  await db.query('INSERT INTO server_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    key,
    create(),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_settings WHERE key = $1', [key]);
  return rows[0]!.value;
}
