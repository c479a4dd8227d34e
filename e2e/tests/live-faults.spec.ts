import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { API, apiPost, countRequests, cspViolations, watchCspViolations } from '../support/security';
import { openSignedIn } from '../support/session';

/**
 * The live channel's fault cases, against the api-server's real broker (MQTT over WebSocket
 * at /mqtt), in Chromium:
 * - a broker restart: the channel shows the dropped connection, then that it is back, and a task
 *   that finished while the broker was down (its messages were lost) is read again over REST;
 * - 30 s offline: the same, with the device offline (the bus closes its socket at once).
 * The channel's states are recorded from the page's own banner (`data-live-state`), so a state
 * that lasts only a moment is not missed.
 */

const figures = { faults: 0, survived: 0 };

test.afterAll(() => {
  console.info(`live faults (e2e): ${figures.survived} of ${figures.faults} survived`);
});

/** Records every live-channel state the shell's banner shows, in order (window.__liveStates). */
async function recordLiveStates(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __liveStates?: string[] };
    w.__liveStates = [];
    const seen = () => {
      for (const el of document.querySelectorAll('[data-live-state]')) {
        const state = el.getAttribute('data-live-state')!;
        if (w.__liveStates!.at(-1) !== state) w.__liveStates!.push(state);
      }
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-live-state'] });
  });
}

const liveStates = (page: Page) => page.evaluate(() => (window as unknown as { __liveStates?: string[] }).__liveStates ?? []);

/** Starts a PNG download job as the engineer (one of their own snapshots) and returns its id. */
async function startJob(token: string, snapshotId: number): Promise<string> {
  const res = await apiPost('/api/download-snapshots/', { snapshotIds: [snapshotId], formats: ['png'], timezoneOffset: 0 }, { authorization: `Bearer ${token}` });
  expect(res.status).toBe(202);
  return ((await res.json()) as { taskId: string }).taskId;
}

async function jobState(token: string, id: string): Promise<string | undefined> {
  const res = await fetch(`${API}/api/jobs/`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { results: Array<{ id: string; state: string }> };
  return body.results.find((job) => job.id === id)?.state;
}

async function restartBroker(downMs: number): Promise<number> {
  const res = await apiPost('/dev/live/restart', { downMs });
  expect(res.status).toBe(200);
  return ((await res.json()) as { disconnected: number }).disconnected;
}

/** Signs in as the engineer, waits for the channel's first task read, and opens the task panel. */
async function signedInWithPanel(context: BrowserContext, page: Page) {
  await watchCspViolations(context);
  await recordLiveStates(context);
  const jobReads = countRequests(page, /:8000\/api\/jobs\/$/, 'GET');
  await openSignedIn(page, 'engineer', '/#/');
  // The bus reads the task state over REST once it is connected.
  await expect.poll(() => jobReads.count).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: 'Tasks' }).click();
  const items = page.getByTestId('task-item');
  // The panel's list loads on first open: its tasks, or that there are none, first.
  await expect(items.first().or(page.getByText('No tasks yet.'))).toBeVisible();
  const before = await items.count();
  const token = await apiToken('engineer');
  const own = await apiSnapshots(token, 'serials=NLC21004&page_size=1');
  return { jobReads, items, before, token, snapshotId: own.results[0]!.id };
}

test.describe('live channel faults', () => {
  test('a broker restart: the dropped connection is shown, then connected again, and the task finished meanwhile is read over REST', async ({ context, page }) => {
    test.setTimeout(120_000);
    figures.faults += 1;
    const { jobReads, items, before, token, snapshotId } = await signedInWithPanel(context, page);
    const readsBefore = jobReads.count;

    // Down until the job has finished, so none of its messages can reach the page.
    expect(await restartBroker(60_000)).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('status').filter({ hasText: 'The live connection was lost. Reconnecting…' })).toBeVisible();
    const id = await startJob(token, snapshotId);
    await expect.poll(() => jobState(token, id), { timeout: 60_000 }).toBe('succeeded');
    await restartBroker(0);

    await expect(page.getByRole('status').filter({ hasText: 'Live connection restored.' })).toBeVisible({ timeout: 45_000 });
    expect(jobReads.count).toBeGreaterThan(readsBefore);
    await expect(items).toHaveCount(before + 1);
    await expect(items.first().getByText('Finished')).toBeVisible();
    await expect(items.first().getByRole('link', { name: /Download/ })).toHaveAttribute('href', /\/api\/downloads\//);
    const states = await liveStates(page);
    expect(states.indexOf('disconnected')).toBeGreaterThanOrEqual(0);
    expect(states.lastIndexOf('connected')).toBeGreaterThan(states.indexOf('disconnected'));
    await expect(page).not.toHaveURL(/#\/login/);
    expect(await cspViolations(page)).toEqual([]);
    console.info(`broker restart: channel states ${states.join(' > ')}`);
    figures.survived += 1;
  });

  test('30 s offline: the channel shows disconnected, then connected when back online, and reads the task state again', async ({ context, page }) => {
    test.setTimeout(120_000);
    figures.faults += 1;
    const { jobReads, items, before, token, snapshotId } = await signedInWithPanel(context, page);
    const readsBefore = jobReads.count;

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'The live connection was lost. Reconnecting…' })).toBeVisible();
    const offlineAt = Date.now();
    await page.screenshot({ path: '../.e2e-tmp/live-lost-desktop.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '../.e2e-tmp/live-lost-phone.png' });
    await page.setViewportSize({ width: 1366, height: 900 });
    const id = await startJob(token, snapshotId);
    await expect.poll(() => jobState(token, id), { timeout: 60_000 }).toBe('succeeded');
    // The row is 30 s offline: the remaining time is the fault itself, not a wait for an outcome.
    await page.waitForTimeout(Math.max(0, 30_000 - (Date.now() - offlineAt)));
    await expect(page.getByRole('status').filter({ hasText: 'The live connection was lost. Reconnecting…' })).toBeVisible();
    expect(jobReads.count).toBe(readsBefore);
    await context.setOffline(false);

    await expect(page.getByRole('status').filter({ hasText: 'Live connection restored.' })).toBeVisible();
    await page.screenshot({ path: '../.e2e-tmp/live-restored-desktop.png' });
    await expect.poll(() => jobReads.count).toBeGreaterThan(readsBefore);
    await expect(items).toHaveCount(before + 1);
    await expect(items.first().getByText('Finished')).toBeVisible();
    const states = await liveStates(page);
    expect(states.slice(states.indexOf('disconnected'))).toEqual(['disconnected', 'connected']);
    await expect(page).not.toHaveURL(/#\/login/);
    expect(await cspViolations(page)).toEqual([]);
    figures.survived += 1;
  });
});
