import { expect, test } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { chooseOption, openedDialog, pickMenuItem } from '../support/dialog';
import { freshUser, uniqueEmail } from '../support/organization';
import { cspViolations, watchCspViolations } from '../support/security';
import { openSignedIn, register } from '../support/session';

/**
 * Rows of the error catalogue (spec 001 section 8) shown in the browser from the real
 * api-server's answers, where no unit test renders the page: registration (created, check your
 * e-mail; refused with the server's fields line by line), a snapshot that cannot be loaded (the
 * error panel), a time signal the server does not have, a report none of whose snapshots fits
 * its type, and a camera removal the server refuses. docs/security-audit.md maps every row of
 * the catalogue to its tests.
 */

test.beforeEach(async ({ context }) => {
  await watchCspViolations(context);
});

test.afterEach(async ({ page }) => {
  if (page.isClosed() || !page.url().startsWith('http')) return;
  expect(await cspViolations(page).catch(() => [])).toEqual([]);
});

test('catalogue row 22, registration: created with check your e-mail; an address in use shows the server fields line by line', async ({ page }) => {
  await register(page, `catalogue.${Date.now()}@example.com`);
  await expect(page.getByText('Your account has been created.')).toBeVisible();
  await expect(page.getByText('Check your e-mail and open the activation link to finish.')).toBeVisible();

  // An active account whose username is its address (as the viewer registers): the server
  // refuses the username and the e-mail, and the page shows both, one line each.
  const taken = uniqueEmail('catalogue.taken');
  await freshUser(taken);
  await register(page, taken);
  const alert = page.getByRole('alert').filter({ hasText: 'already exists' });
  await expect(alert).toContainText('A user with that username already exists.');
  expect(await alert.innerText()).toMatch(/A user with that username already exists\.\n+user with this email address already exists\./);
  await expect(page.getByText('Your account has been created.')).toHaveCount(0);
});

test('catalogue row 36, a snapshot that cannot be loaded: the detail shows its error panel (not found, or failed with a retry)', async ({ page }) => {
  // The server does not know the id: its 404 reads as not found, with the way home.
  await openSignedIn(page, 'engineer', '/#/snapshot/999999999');
  await expect(page.getByText('Snapshot 999999999 was not found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Home' })).toBeVisible();

  // The read fails on the way (no answer): the error panel, whose retry loads the snapshot.
  const token = await apiToken('engineer');
  const id = (await apiSnapshots(token, 'page_size=1')).results[0]!.id;
  const detailRead = new RegExp(`/api/snapshots/${id}/$`);
  await page.route(detailRead, (route) => route.abort('connectionrefused'));
  await page.goto(`/#/snapshot/${id}`);
  await expect(page.getByText('The snapshot could not be loaded.')).toBeVisible({ timeout: 30_000 });
  await page.unroute(detailRead);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('snapshot-detail')).toBeVisible();
  await expect(page.getByText('The snapshot could not be loaded.')).toHaveCount(0);
});

test('catalogue row 16, a time signal the server does not have: the detail says signalUnavailable', async ({ page }) => {
  const token = await apiToken('engineer');
  const id = (await apiSnapshots(token, 'type=leak&page_size=1')).results[0]!.id;
  // The signal read answers as the server does for a snapshot without one (404; api-server's
  // catalogueRows.test.ts): the request goes to the server for a snapshot it does not have.
  let reads = 0;
  await page.route(new RegExp(`/api/snapshots/${id}/signal/`), async (route) => {
    reads += 1;
    const response = await route.fetch({ url: route.request().url().replace(`/snapshots/${id}/`, '/snapshots/999999999/') });
    expect(response.status()).toBe(404);
    await route.fulfill({ response });
  });
  await openSignedIn(page, 'engineer', `/#/snapshot/${id}`);
  await page.getByRole('button', { name: 'Time signal' }).click();
  await expect(page.getByText('The time signal is not available.')).toBeVisible();
  expect(reads).toBeGreaterThan(0);
  // The rest of the detail is there.
  await expect(page.getByTestId('detail-label')).toBeVisible();
});

test('catalogue row 8, a report none of whose snapshots fits its type: reportEmpty, and nothing is uploaded', async ({ page }) => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/report-uploads/')) uploads.push(request.url());
  });
  await openSignedIn(page, 'engineer', '/#/?type=leak');
  await expect(page.getByTestId('result-count')).toBeVisible();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Report type' }).last();
  await pickMenuItem(page, page.getByRole('button', { name: 'Reports', exact: true }), 'Generate report', () => dialog.isVisible());
  await openedDialog(page, 'Report type');
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Report type' }), 'Partial discharge', 'title');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'The report is empty: none of these snapshots fits the report type.' })).toBeVisible({ timeout: 60_000 });
  expect(uploads).toEqual([]);
});

test('catalogue row 28, a camera removal the server refuses: An error occurred. Could not remove camera.', async ({ page }) => {
  // The removal is sent for a camera the server does not know, so it refuses as it does for any
  // camera the account cannot remove (404), and the engineer's own camera stays paired.
  const removals: string[] = [];
  await page.route(/\/api\/device\/[^/]+\/remove\/$/, async (route) => {
    removals.push(route.request().url());
    const response = await route.fetch({ url: route.request().url().replace(/\/device\/[^/]+\/remove\/$/, '/device/NOSUCH1/remove/') });
    expect(response.status()).toBe(404);
    await route.fulfill({ response });
  });
  await openSignedIn(page, 'engineer', '/#/cameras');
  const camera = page.locator('[data-testid="camera-card"][data-serial="NLC21004"]');
  await camera.getByRole('button', { name: 'Remove camera' }).click();
  const confirm = await openedDialog(page, 'Remove');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('An error occurred. Could not remove camera.')).toBeVisible();
  expect(removals).toHaveLength(1);
  await page.reload();
  await expect(camera).toBeVisible();
  await expect(camera.getByRole('button', { name: 'Remove camera' })).toBeVisible();
});
