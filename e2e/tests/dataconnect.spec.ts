import { expect, test } from '@playwright/test';
import { openedDialog } from '../support/dialog';
import { API, apiCall, FRESH_PASSWORD, freshUser, uniqueEmail } from '../support/organization';
import { openSignedIn } from '../support/session';

// Spec 001 sections 2, 6 and 7: the Data Connect key table (create, copy, delete) and the export
// call a key authorises; creating needs the DataConnectNewKey feature.

const exportWith = (key: string) => fetch(`${API}/dataconnect/export/snapshots?limit=5`, { headers: { 'X-Api-Key': key } });

test.describe('Data Connect (spec 001 sections 2, 6, 7)', () => {
  test('create, copy and delete a key, and call the export with it', async ({ browser }) => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const listed = page.waitForResponse((r) => r.url().endsWith('/dataconnect/keys') && r.request().method() === 'GET');
    await openSignedIn(page, 'orgadmin', '/#/dataconnect');
    const before = (await (await listed).json()) as unknown[];
    // The panel shows the endpoint the viewer's own API address gives (the build's API_URL).
    await expect(page.getByTestId('dataconnect-howto')).toContainText('GET http://localhost:8000/dataconnect/export/snapshots');
    await expect(page.getByTestId('dataconnect-curl')).toContainText('curl -H "X-Api-Key: YOUR_KEY" "http://localhost:8000/dataconnect/export/snapshots?since=');
    const rows = page.getByTestId('dataconnect-key');
    await expect(rows).toHaveCount(before.length);

    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByText('A new key was created.')).toBeVisible();
    await expect(rows).toHaveCount(before.length + 1);

    // Keys are listed oldest first, so the new one is last; its shown text is its first 10 characters.
    const row = rows.last();
    const shown = (await row.locator('td').first().textContent())!;
    expect(shown).toMatch(/^.{10}…$/);
    await row.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('The key was copied to the clipboard.')).toBeVisible();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key.startsWith(shown.slice(0, 10))).toBe(true);
    expect(key.length).toBeGreaterThan(10);

    const answer = await exportWith(key);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { organization: { name: string }; count: number; results: Array<{ serial: string }> };
    expect(body.organization.name).toBe('Northwind Utilities');
    expect(body.count).toBeGreaterThan(0);
    expect(body.results.length).toBeGreaterThan(0);
    await page.reload();
    await expect(rows.last().locator('td').nth(2)).toHaveText('1');

    await rows.last().getByRole('button', { name: 'Delete' }).click();
    const confirm = await openedDialog(page, 'Delete this key?');
    await expect(confirm).toContainText(shown);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The key was deleted.')).toBeVisible();
    await expect(rows).toHaveCount(before.length);
    expect((await exportWith(key)).status).toBe(401);
  });

  test('without the DataConnectNewKey feature the page asks for permission and offers no create', async ({ page }) => {
    const email = uniqueEmail('nofeature');
    const token = await freshUser(email);
    await apiCall(token, 'POST', '/api/organizations/', { name: 'No Feature Org' });
    await openSignedIn(page, email, '/#/dataconnect', { password: FRESH_PASSWORD });
    await expect(page.getByText('Creating Data Connect keys needs permission.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
    await expect(page.getByText('No keys yet.')).toBeVisible();
  });
});
