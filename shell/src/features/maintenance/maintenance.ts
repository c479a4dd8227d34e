import { z } from 'zod';

/**
 * The deployment's planned downtime, served beside the shell as `maintenance.json` so that
 * operations can announce it without a rebuild. Absent file: no banner.
 */
export const maintenanceSchema = z.object({
  /** Start of the downtime, ISO 8601; null when none is planned. */
  start: z.string().datetime({ offset: true }).nullable(),
  /** Length of the downtime in hours (spec 000 section 9: "maintenance downtime 6 units"). */
  durationHours: z.number().positive().default(6),
  /** How many days before the start the banner shows. */
  noticeDays: z.number().positive().default(7),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

/** Whether the banner shows at `nowMs`: from `noticeDays` before the start until the start. */
export function showMaintenanceBanner(maintenance: Maintenance | null, nowMs: number): boolean {
  if (!maintenance?.start) return false;
  const startMs = Date.parse(maintenance.start);
  return nowMs < startMs && nowMs >= startMs - maintenance.noticeDays * 86_400_000;
}

/** Reads `maintenance.json`; null when there is none or it is invalid. */
export async function loadMaintenance(fetchImpl: typeof fetch = fetch): Promise<Maintenance | null> {
  try {
    const response = await fetchImpl('maintenance.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const parsed = maintenanceSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
