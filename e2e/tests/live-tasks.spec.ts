import { expect, test } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { API_PORT } from '../support/servers';
import { openSignedIn } from '../support/session';

test.describe('live task panel (spec 000 section 4)', () => {
  test('a real download job shows its progress and ends with a download link', async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/');
    await expect(page.getByTestId('result-count')).toBeVisible();
    // Start a real job on the server as this user (the bulk download dialog comes later).
    const token = await apiToken('engineer');
    // The engineer's own camera (export needs ownership, spec 000 section 6).
    const own = await apiSnapshots(token, 'serials=NLC21004&page_size=3');
    const ids = own.results.map((s) => s.id);
    expect(ids).toHaveLength(3);
    const started = await page.evaluate(
      async ({ port, ids: snapshotIds }) => {
        const session = JSON.parse(localStorage.getItem('acv.session') ?? '{}') as { access: string };
        const response = await fetch(`http://localhost:${port}/api/download-snapshots/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access}` },
          body: JSON.stringify({ snapshotIds, formats: ['png'], timezoneOffset: 0 }),
        });
        return { status: response.status, body: (await response.json()) as { taskId?: string } };
      },
      { port: API_PORT, ids },
    );
    expect(started.status).toBe(202);
    await page.getByRole('button', { name: 'Tasks' }).click();
    const item = page.getByTestId('task-item').first();
    await expect(item).toBeVisible();
    await expect(item.getByText('Finished')).toBeVisible({ timeout: 30_000 });
    await expect(item.getByRole('link', { name: /Download/ })).toHaveAttribute('href', /\/api\/downloads\//);
  });
});
