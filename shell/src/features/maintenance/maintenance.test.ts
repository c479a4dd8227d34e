/** @jest-environment node */
import { loadMaintenance, showMaintenanceBanner, type Maintenance } from './maintenance';

const plan: Maintenance = { start: '2026-12-01T22:00:00Z', durationHours: 6, noticeDays: 7 };
const at = (iso: string) => Date.parse(iso);

describe('maintenance banner (spec 000 section 2)', () => {
  it.each([
    ['eight days before', '2026-11-23T21:59:00Z', false],
    ['seven days before', '2026-11-24T22:00:00Z', true],
    ['one minute before', '2026-12-01T21:59:00Z', true],
    ['at the start', '2026-12-01T22:00:00Z', false],
    ['after', '2026-12-02T10:00:00Z', false],
  ])('%s -> %s', (_name, now, expected) => {
    expect(showMaintenanceBanner(plan, at(now))).toBe(expected);
  });

  it('shows nothing without a plan', () => {
    expect(showMaintenanceBanner(null, Date.now())).toBe(false);
  });

  it('reads maintenance.json and ignores a missing or invalid file', async () => {
    await expect(loadMaintenance((async () => Response.json({ start: plan.start })) as typeof fetch)).resolves.toEqual(plan);
    await expect(loadMaintenance((async () => new Response('', { status: 404 })) as typeof fetch)).resolves.toBeNull();
    await expect(loadMaintenance((async () => Response.json({ start: 'soon' })) as typeof fetch)).resolves.toBeNull();
  });
});

describe('maintenance plan without a date', () => {
  it('shows no banner when start is null (the file the shell ships)', () => {
    expect(showMaintenanceBanner({ start: null, durationHours: 6, noticeDays: 7 }, Date.now())).toBe(false);
  });
});
