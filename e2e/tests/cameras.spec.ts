import { expect, test, type Page } from '@playwright/test';
import { apiToken } from '../support/api';
import { openedDialog } from '../support/dialog';
import { latestMailTo, linkPath } from '../support/outbox';
import { API_PORT } from '../support/servers';
import { openSignedIn } from '../support/session';

const API = `http://127.0.0.1:${API_PORT}`;
const PASSWORD = 'camera-tests-1';

interface ApiDevice {
  serial: string;
  nickname: string;
  SoftwareVersionId: string;
  isOrganizationDevice: boolean;
  ownership: { isActive: boolean; isOwn: boolean };
}

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T };
}

/**
 * A new, activated account that has accepted the terms: the camera tests pair, update and
 * remove the seed's unpaired cameras on accounts of their own, so the seed users that other
 * suites count on keep their cameras and notices.
 */
async function freshUser(prefix: string): Promise<{ username: string; token: string }> {
  const username = `${prefix}.${Date.now()}@example.com`;
  const created = await fetch(`${API}/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: username, username, password: PASSWORD }),
  });
  if (!created.ok) throw new Error(`register ${username}: ${created.status}`);
  const [, uid, activation] = /^\/activate\/([^/]+)\/([^/?#]+)/.exec(linkPath((await latestMailTo(username)).body)) ?? [];
  const activated = await fetch(`${API}/auth/users/activation/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid, token: activation }),
  });
  if (!activated.ok) throw new Error(`activate ${username}: ${activated.status}`);
  const token = await apiToken(username, PASSWORD);
  await call(token, 'POST', '/api/accept-terms/');
  return { username, token };
}

/** The token the camera shows now (dev mode helper of the api-server). */
async function pairingToken(serial: string): Promise<string> {
  const response = await fetch(`${API}/dev/pairing-token/${serial}`);
  return ((await response.json()) as { token: string }).token;
}

/** Pairs `serial` to the account over the API (setup for tests that are not about pairing). */
async function pairOverApi(token: string, serial: string): Promise<void> {
  const body = { device_serial: serial, device_totp_token: await pairingToken(serial) };
  const answer = await call(token, 'POST', '/api/pair/', body);
  if (answer.status !== 200) throw new Error(`pair ${serial}: ${answer.status} ${JSON.stringify(answer.json)}`);
}

/** Ends the account's pairing of `serial` if it is still active, so the next test can pair it. */
async function unpair(token: string, serial: string): Promise<void> {
  await call(token, 'POST', `/api/device/${serial}/remove/`);
}

async function devices(token: string): Promise<ApiDevice[]> {
  return (await call<ApiDevice[]>(token, 'GET', '/api/devices/')).json;
}

const card = (page: Page, serial: string) => page.locator(`[data-testid="camera-card"][data-serial="${serial}"]`);

// Spec 001 sections 2, 4, 5, 6 and 8 (cameras screen, pairing, fleet update, removal).
test.describe('cameras area', () => {
  test('search narrows the list (500 ms debounce)', async ({ page }) => {
    const all = (await devices(await apiToken('engineer'))).filter((d, i, list) => list.findIndex((x) => x.serial === d.serial) === i);
    expect(all.length).toBeGreaterThan(1);
    await openSignedIn(page, 'engineer', '/#/cameras');
    await expect(page.getByTestId('camera-card')).toHaveCount(all.length);
    await expect(page.getByTestId('camera-count')).toHaveText(`Cameras: ${all.length}`);

    const target = all[1]!;
    await page.getByLabel('Search cameras').fill(target.serial.toLowerCase());
    await expect(page.getByTestId('camera-card')).toHaveCount(1);
    await expect(card(page, target.serial)).toBeVisible();

    await page.getByLabel('Search cameras').fill('no such camera');
    await expect(page.getByText('No camera matches “no such camera”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page.getByTestId('camera-card')).toHaveCount(all.length);
  });

  test('a nickname persists across a reload', async ({ page }) => {
    const user = await freshUser('nickname');
    await pairOverApi(user.token, 'NLC21051');
    try {
      await openSignedIn(page, user.username, '/#/cameras', { password: PASSWORD });
      const camera = card(page, 'NLC21051');
      await camera.getByRole('button', { name: 'Edit nickname' }).click();
      const input = camera.getByLabel('Nickname');
      // At most 100 characters (spec 001 section 5): a longer name says so and cannot be saved.
      await input.fill('x'.repeat(101));
      await expect(camera.getByText('A nickname has at most 100 characters.')).toBeVisible();
      await expect(camera.getByRole('button', { name: 'Save' })).toBeDisabled();
      await input.fill('Boiler room <b>east</b>');
      await camera.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Nickname saved.')).toBeVisible();
      await page.reload();
      // Shown as text, not as HTML.
      await expect(card(page, 'NLC21051').getByTestId('camera-nickname')).toHaveText('Boiler room <b>east</b>');
      expect((await devices(user.token)).find((d) => d.serial === 'NLC21051')?.nickname).toBe('Boiler room <b>east</b>');
    } finally {
      await call(user.token, 'POST', '/api/device/NLC21051/nickname/', { nickname: '' });
      await unpair(user.token, 'NLC21051');
    }
  });

  test('pairing NLC21050 with a valid token ends in done, and the camera and its snapshots show without a reload', async ({ page }) => {
    const user = await freshUser('pairing');
    try {
      await openSignedIn(page, user.username, '/#/', { password: PASSWORD });
      await expect(page.getByTestId('no-devices-card')).toBeVisible();
      await page.goto('/#/cameras?pair=1');
      const dialog = await openedDialog(page, 'Pair a camera');
      // Field rules first (spec 001 section 5).
      await dialog.getByRole('button', { name: 'Check the camera' }).click();
      await expect(dialog.getByText("Enter the camera's serial number.")).toBeVisible();
      await expect(dialog.getByText('Enter the pairing code the camera shows.')).toBeVisible();
      await dialog.getByLabel('Serial number').fill('NL');
      await dialog.getByLabel('Pairing code').fill('ABC');
      await expect(dialog.getByText('A serial number has 3 to 10 characters.')).toBeVisible();
      await expect(dialog.getByText('The pairing code has exactly 13 characters.')).toBeVisible();

      await dialog.getByLabel('Serial number').fill('NLC21050');
      await dialog.getByLabel('Pairing code').fill(await pairingToken('NLC21050'));
      await dialog.getByRole('button', { name: 'Check the camera' }).click();
      await expect(dialog.getByText('Camera NLC21050 is not paired yet. Pair it with your account?')).toBeVisible();
      await dialog.getByRole('button', { name: 'Pair', exact: true }).click();
      await expect(dialog.getByText('Camera NLC21050 is paired with your account.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Show the camera' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(card(page, 'NLC21050')).toBeVisible();
      await expect(card(page, 'NLC21050').getByTestId('snapshot-count')).toHaveText('0');

      // The snapshot list knows the camera without a reload: the no-devices help card is gone.
      await page.getByTestId('nav-rail').getByRole('link', { name: 'Snapshots' }).click();
      await expect(page.getByTestId('no-snapshots-guide')).toBeVisible();
      await expect(page.getByTestId('no-devices-card')).toHaveCount(0);
      expect((await devices(user.token)).map((d) => d.serial)).toEqual(['NLC21050']);
    } finally {
      await unpair(user.token, 'NLC21050');
    }
  });

  test('a wrong token shows the catalogue message and pairs nothing', async ({ page }) => {
    const user = await freshUser('wrongtoken');
    await openSignedIn(page, user.username, '/#/cameras?pair=1', { password: PASSWORD });
    const dialog = await openedDialog(page, 'Pair a camera');
    await dialog.getByLabel('Serial number').fill('NLC21050');
    await dialog.getByLabel('Pairing code').fill('AAAAAAA000000');
    await dialog.getByRole('button', { name: 'Check the camera' }).click();
    await expect(dialog.getByTestId('pair-error')).toHaveText('The pairing code is wrong.');
    // A serial no camera has: the server's code unknownDevice maps to its message too.
    await dialog.getByLabel('Serial number').fill('ZZZ999');
    await dialog.getByRole('button', { name: 'Check the camera' }).click();
    await expect(dialog.getByTestId('pair-error')).toHaveText('No camera with this serial number is known.');
    expect(await devices(user.token)).toEqual([]);
  });

  test('an update runs through its statuses to ready and the version changes', async ({ page }) => {
    const user = await freshUser('update');
    await pairOverApi(user.token, 'NLC21050');
    // The seed's STF40009 (its pairing to staff was lost) has an update too: two cameras offer Update all.
    await pairOverApi(user.token, 'STF40009');
    try {
      const before = (await devices(user.token)).find((d) => d.serial === 'NLC21050')!;
      await openSignedIn(page, user.username, '/#/cameras', { password: PASSWORD });
      await page.getByRole('button', { name: 'Update all (2)' }).click();
      const updateAll = await openedDialog(page, 'Update these cameras?');
      await expect(updateAll.getByTestId('update-all-targets').getByRole('listitem')).toHaveText(['NLC21050 to version 3.5.0', 'STF40009 to version 3.5.0']);
      await updateAll.getByRole('button', { name: 'Cancel' }).click();
      const camera = card(page, 'NLC21050');
      await camera.getByRole('tab', { name: 'Software' }).click();
      await expect(camera.getByTestId('software-version')).toHaveText(before.SoftwareVersionId);
      const update = camera.getByRole('button', { name: 'Update to 3.5.0' });
      await update.click();
      // In progress with a bar, the buttons locked.
      await expect(camera.getByTestId('fleet-status')).toHaveAttribute('data-status', /VALIDATING|SUBMITTED|STARTING|RUNNING/);
      await expect(camera.locator('.ant-progress')).toBeVisible();
      await expect(update).toBeDisabled();
      // One camera left to start: no Update all.
      await expect(page.getByRole('button', { name: /^Update all/ })).toHaveCount(0);
      await expect(camera.getByTestId('fleet-status')).toHaveAttribute('data-status', 'RUNNING', { timeout: 20_000 });
      await expect(camera.getByTestId('fleet-status')).toHaveAttribute('data-status', 'SUCCEEDED', { timeout: 20_000 });
      await expect(camera.getByText('The update is ready.')).toBeVisible();
      await expect(camera.getByText('The camera receives the update over its wireless connection.')).toBeVisible();
      await expect(camera.getByTestId('software-version')).toHaveText('3.5.0');
      expect((await devices(user.token)).find((d) => d.serial === 'NLC21050')!.SoftwareVersionId).toBe('3.5.0');
    } finally {
      await unpair(user.token, 'NLC21050');
      await unpair(user.token, 'STF40009');
    }
  });

  test('a failed update shows the failure and its alert code, which opens what it means', async ({ page }) => {
    const user = await freshUser('failedupdate');
    await pairOverApi(user.token, 'NLC21051');
    try {
      await openSignedIn(page, user.username, '/#/cameras', { password: PASSWORD });
      const camera = card(page, 'NLC21051');
      await camera.getByRole('tab', { name: 'Software' }).click();
      // NLC21051's only newer version is withdrawn: no control offers it.
      await expect(camera.getByText('Withdrawn')).toBeVisible();
      await expect(camera.getByRole('button', { name: /^Update to/ })).toHaveCount(0);
      // Started elsewhere (another client of the account): the card follows its live messages.
      const started = await call(user.token, 'POST', '/api/device/NLC21051/update/', {
        targetSoftwareVersion: '3.5.0',
        configurationId: 'CFG-S500-350',
        updateMode: 'USB',
      });
      expect(started.status).toBe(202);
      await expect(camera.getByTestId('fleet-status')).toHaveAttribute('data-status', 'FAILED', { timeout: 20_000 });
      await expect(camera.getByText('The software update failed.')).toBeVisible();
      await camera.getByTestId('fleet-alert-code').click();
      const meaning = await openedDialog(page, 'Alert code targetNotAvailable');
      await expect(meaning.getByText('The chosen version is no longer an installable update for this camera.', { exact: false })).toBeVisible();
    } finally {
      await unpair(user.token, 'NLC21051');
    }
  });

  test('removing a camera says what happens: the card stays as inactive', async ({ page }) => {
    const user = await freshUser('remove');
    await pairOverApi(user.token, 'NLC21051');
    await openSignedIn(page, user.username, '/#/cameras', { password: PASSWORD });
    await card(page, 'NLC21051').getByRole('button', { name: 'Remove camera' }).click();
    const confirm = await openedDialog(page, 'Remove NLC21051?');
    // The dialog says what really happens (api-server's devices.test.ts checks that the snapshots stay).
    await expect(confirm).toContainText('The camera stops sending snapshots to this account. Its card stays here, marked “Inactive”');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('NLC21051 was removed.')).toBeVisible();
    await expect(card(page, 'NLC21051').filter({ hasText: 'Inactive' })).toBeVisible();
    await expect(card(page, 'NLC21051').getByRole('button', { name: 'Remove camera' })).toHaveCount(0);
    expect((await devices(user.token)).map((d) => [d.serial, d.ownership.isActive])).toEqual([['NLC21051', false]]);
  });

  test('an organization camera offers no remove', async ({ page }) => {
    // engineer sees a camera of his organization group: no remove control on it.
    const engineerToken = await apiToken('engineer');
    const organizationCamera = (await devices(engineerToken)).find((d) => d.isOrganizationDevice && d.ownership.isActive);
    expect(organizationCamera).toBeDefined();
    await openSignedIn(page, 'engineer', '/#/cameras');
    await expect(card(page, organizationCamera!.serial)).toBeVisible();
    await expect(card(page, organizationCamera!.serial).getByRole('button', { name: 'Remove camera' })).toHaveCount(0);
    // The server refuses it anyway (409 organizationDevice, not 403 which would end the session).
    const refused = await call<{ msg: string }>(engineerToken, 'POST', `/api/device/${organizationCamera!.serial}/remove/`);
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('organizationDevice');
  });

  test("the rail's dot shows while updates are pending", async ({ page }) => {
    const engineer = await apiToken('engineer');
    const notices = (await call<Array<{ kind: string }>>(engineer, 'GET', '/api/device-notifications/')).json;
    expect(notices.some((n) => n.kind === 'updateAvailable')).toBe(true);
    await openSignedIn(page, 'engineer', '/#/');
    const entry = page.getByTestId('nav-rail').getByRole('menuitem', { name: /Cameras/ });
    await expect(entry.getByTestId('nav-badge')).toBeVisible();
  });

  test('an account with nothing unfinished has no dot', async ({ page }) => {
    const user = await freshUser('nodot');
    const notices = page.waitForResponse((r) => r.url().includes('/api/device-notifications/'));
    await openSignedIn(page, user.username, '/#/', { password: PASSWORD });
    await expect(page.getByTestId('nav-rail').getByRole('menuitem', { name: /Cameras/ })).toBeVisible();
    await notices;
    await expect(page.getByTestId('nav-rail').getByTestId('nav-badge')).toHaveCount(0);
  });

  test('the version history is an edition capability: the FLIR edition has it, the default one does not', async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/cameras');
    const camera = page.getByTestId('camera-card').first();
    await camera.getByRole('tab', { name: 'Software' }).click();
    await expect(camera.getByText('Manuals and documents')).toBeVisible();
    await expect(camera.getByRole('button', { name: 'Version history' })).toHaveCount(0);

    await openSignedIn(page, 'engineer', 'http://localhost:3010/#/cameras');
    const flirCamera = page.getByTestId('camera-card').first();
    await flirCamera.getByRole('tab', { name: 'Software' }).click();
    await flirCamera.getByRole('button', { name: 'Version history' }).click();
    const history = await openedDialog(page, /Version history of/);
    await expect(history.getByText('Installed')).toBeVisible();
  });

  test("the help card's link opens the pairing dialog", async ({ page }) => {
    const user = await freshUser('helpcard');
    await openSignedIn(page, user.username, '/#/', { password: PASSWORD });
    await page.getByTestId('no-devices-card').getByRole('button', { name: 'Go to Cameras' }).click();
    await expect(page).toHaveURL(/#\/cameras/);
    const dialog = await openedDialog(page, 'Pair a camera');
    await expect(dialog.getByLabel('Serial number')).toBeVisible();
  });
});
