import type { CustomerSettings, CustomerSettingsPatch } from 'shared-domain/schemas';
import type { Queryable } from './Database';

// The writable columns, in answer order; also the whitelist for the dynamic UPDATE below.
const WRITABLE = [
  'color_scheme',
  'currency_iso_code',
  'leak_size_unit',
  'temperature_unit',
  'energy_cost_kwh',
  'co2_cost_kg_kwh',
  'leak_size_corr_factor',
  'source_distance_unit',
  'leak_size_severity_low_lpmin',
  'leak_size_severity_high_lpmin',
] as const satisfies readonly (keyof CustomerSettingsPatch)[];

const COLUMNS = [...WRITABLE, 'init'].join(', ');

/** The user's settings, creating the row with the column defaults (migration 004) on first read. */
export async function getCustomerSettings(db: Queryable, userId: number): Promise<CustomerSettings> {
  await db.query('INSERT INTO customer_settings (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
  const { rows } = await db.query<CustomerSettings>(`SELECT ${COLUMNS} FROM customer_settings WHERE user_id = $1`, [userId]);
  return rows[0]!;
}

/**
 * Applies a validated patch (only the keys present change) and marks the settings as saved
 * (`init` true), creating the row first when needed.
 * @returns the settings after the change
 */
export async function updateCustomerSettings(db: Queryable, userId: number, patch: CustomerSettingsPatch): Promise<CustomerSettings> {
  await db.query('INSERT INTO customer_settings (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
  const keys = WRITABLE.filter((key) => patch[key] !== undefined);
  const sets = keys.map((key, i) => `${key} = $${i + 2}`);
  const { rows } = await db.query<CustomerSettings>(
    `UPDATE customer_settings SET ${[...sets, 'init = true', 'updated_at = now()'].join(', ')}
     WHERE user_id = $1 RETURNING ${COLUMNS}`,
    [userId, ...keys.map((key) => patch[key])],
  );
  return rows[0]!;
}
