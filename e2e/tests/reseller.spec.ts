import { expect, test, type Page } from '@playwright/test';
import { apiToken } from '../support/api';
import { openedDialog } from '../support/dialog';
import { latestMailTo } from '../support/outbox';
import { setRemaining } from '../support/reseller';
import { API_PORT } from '../support/servers';
import { openSignedIn } from '../support/session';

/** Reseller portal (spec 001 sections 2-8) as the seeded `reseller` (reseller and reseller manager). */

const API = `http://127.0.0.1:${API_PORT}`;

async function remainingOnServer(): Promise<number> {
  const response = await fetch(`${API}/api/reseller/`, { headers: { authorization: `Bearer ${await apiToken('reseller')}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { remaining_keys: number }).remaining_keys;
}

/** POSTs the page sends to create license keys, from now on. */
function recordCreates(page: Page): string[] {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/reseller\/\d+\/license-key\/$/.test(request.url())) creates.push(request.postData() ?? '');
  });
  return creates;
}

async function openPortal(page: Page) {
  await openSignedIn(page, 'reseller', '/#/');
  await page.getByRole('menuitem', { name: /Reseller portal/ }).click();
  await expect(page).toHaveURL(/#\/reseller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reseller portal' })).toBeVisible();
}

test.describe('reseller portal', () => {
  test('the reseller creates a key, the count drops, and the e-mail with the key lands in the outbox', async ({ page }) => {
    const before = await remainingOnServer();
    expect(before).toBeGreaterThan(0);
    const email = `buyer-${Date.now()}@contoso.example`;
    await openPortal(page);
    await expect(page.getByTestId('remaining-keys')).toHaveText(`Remaining keys: ${before}`);
    // The seeded key is listed, truncated until revealed.
    const seeded = page.getByRole('row').filter({ hasText: 'HRBR-WKS2' });
    await expect(seeded).toContainText('Northwind Utilities');
    await expect(seeded.getByTestId('license-key')).toHaveText(/^[A-Z2-7]{5}…$/);

    await page.getByRole('button', { name: 'Create license key' }).click();
    const dialog = await openedDialog(page, 'Create license key');
    await dialog.getByLabel('Node key').pressSequentially('qrst-uv23');
    await expect(dialog.getByLabel('Node key')).toHaveValue('QRST-UV23');
    await dialog.getByLabel('Customer').fill('Contoso Ltd');
    await dialog.getByLabel('Description').fill('Inspection laptop 2');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const message = dialog.getByLabel('Message');
    await expect(message).toBeVisible();
    const licenseKey = (await dialog.getByTestId('license-key').textContent())!;
    expect(licenseKey).toMatch(/^([A-Z2-7]{5}-){4}[A-Z2-7]{5}$/);
    await expect(message).toHaveValue(new RegExp(`Hello Contoso Ltd,[\\s\\S]*${licenseKey}[\\s\\S]*QRST-UV23`));
    // The count drops at once, without a reload, and matches the server.
    await expect(page.getByTestId('remaining-keys')).toHaveText(`Remaining keys: ${before - 1}`);
    expect(await remainingOnServer()).toBe(before - 1);

    await dialog.getByLabel('E-mail address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(dialog.getByText('An e-mail address contains an at-sign (@).')).toBeVisible();
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(dialog.getByText('The license key is ready')).toBeVisible();
    await expect(dialog.getByText(`It was sent to ${email}.`)).toBeVisible();

    const mail = await latestMailTo(email);
    expect(mail.subject).toBe('Your license key from Acme Acoustics');
    expect(mail.body).toContain(licenseKey);
    expect(mail.body).toContain('QRST-UV23');

    // The done step's own Close (the dialog's corner button has the same name).
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'QRST-UV23' });
    await expect(row).toContainText('Contoso Ltd');
    await expect(row).toContainText('Inspection laptop 2');
    await row.getByRole('button', { name: 'Show the whole license key' }).click();
    await expect(row.getByTestId('license-key')).toHaveText(licenseKey);
  });

  test('a bad node key, typed as it is, shows the message and sends nothing', async ({ page }) => {
    const before = await remainingOnServer();
    await openPortal(page);
    const creates = recordCreates(page);
    await page.getByRole('button', { name: 'Create license key' }).click();
    const dialog = await openedDialog(page, 'Create license key');
    await dialog.getByLabel('Node key').pressSequentially('abcd-ef01');
    await expect(dialog.getByLabel('Node key')).toHaveValue('ABCD-EF01');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByText('A node key has only the letters A–Z and the digits 2–7 (never 0, 1, 8 or 9).')).toBeVisible();
    // Typed as it is, never rewritten (an input mask would turn ABCD_EFGH into ABCD-_EFG).
    await dialog.getByLabel('Node key').fill('');
    await dialog.getByLabel('Node key').pressSequentially('ABCD_EFGH');
    await expect(dialog.getByLabel('Node key')).toHaveValue('ABCD_EFGH');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByText('A node key has only the letters A–Z and the digits 2–7 (never 0, 1, 8 or 9).')).toBeVisible();
    await dialog.getByLabel('Node key').fill('ABC');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByText('Enter four characters, a hyphen and four more, e.g. ABCD-EF23.')).toBeVisible();
    // Still the create step, nothing sent, nothing spent.
    await expect(dialog.getByRole('button', { name: 'Create key' })).toBeVisible();
    expect(creates).toEqual([]);
    expect(await remainingOnServer()).toBe(before);
    await expect(page.getByTestId('remaining-keys')).toHaveText(`Remaining keys: ${before}`);
  });

  test('at 0 remaining keys create is refused with a message', async ({ page }) => {
    const before = await remainingOnServer();
    await setRemaining(0);
    try {
      await openPortal(page);
      await expect(page.getByTestId('remaining-keys')).toHaveText('Remaining keys: 0');
      await expect(page.getByTestId('no-remaining-keys')).toHaveText('No license keys remain, so no new key can be created. Ask your supplier for more keys.');
      await expect(page.getByRole('button', { name: 'Create license key' })).toBeDisabled();
      await page.getByRole('tab', { name: 'Info' }).click();
      await expect(page.getByTestId('info-remaining')).toHaveText('0');

      // A count that went stale on screen: the server refuses, the dialog says so and the count follows.
      await setRemaining(1);
      await page.reload();
      await page.getByRole('button', { name: 'Create license key' }).click();
      const dialog = await openedDialog(page, 'Create license key');
      await setRemaining(0);
      await dialog.getByLabel('Node key').fill('WXYZ-2345');
      await dialog.getByRole('button', { name: 'Create key' }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: 'No license keys remain' }).first()).toBeVisible();
      await expect(page.getByTestId('remaining-keys')).toHaveText('Remaining keys: 0');
      await expect(dialog.getByRole('button', { name: 'Create key' })).toBeDisabled();
    } finally {
      await setRemaining(before);
    }
  });

  test('the Info tab names the reseller, its remaining keys and members', async ({ page }) => {
    const remaining = await remainingOnServer();
    await openPortal(page);
    await page.getByRole('tab', { name: 'Info' }).click();
    await expect(page.getByText('Acme Acoustics')).toBeVisible();
    await expect(page.getByTestId('info-remaining')).toHaveText(String(remaining));
    await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveText(['reseller']);
    await expect(page.getByRole('heading', { name: 'How to issue a key' })).toBeVisible();
  });

  test('a non-reseller sees neither the entry nor the route', async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/');
    await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Snapshots/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Reseller portal/ })).toHaveCount(0);
    await page.goto('/#/reseller');
    await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
    await expect(page).not.toHaveURL(/#\/reseller/);
    await expect(page.getByRole('heading', { name: 'Reseller portal' })).toHaveCount(0);
  });
});

test.describe('reseller portal on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists the keys as cards and creates a key in a full-width dialog', async ({ page }) => {
    await openSignedIn(page, 'reseller', '/#/reseller');
    const card = page.getByRole('listitem').filter({ hasText: 'HRBR-WKS2' });
    await expect(card).toContainText('Northwind Utilities');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByTestId('remaining-keys')).toBeVisible();
    await page.getByRole('button', { name: 'Create license key' }).click();
    const dialog = await openedDialog(page, 'Create license key');
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThan(340);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
