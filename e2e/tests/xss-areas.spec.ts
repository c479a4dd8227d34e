import { expect, test, type Page } from '@playwright/test';
import { apiToken } from '../support/api';
import { openedDialog } from '../support/dialog';
import { apiCall, FRESH_PASSWORD, freshUser, myOrganization, uniqueEmail } from '../support/organization';
import { latestMailTo, linkPath } from '../support/outbox';
import { API, apiPost, cspViolations, watchCspViolations } from '../support/security';
import { setRemaining } from '../support/reseller';
import { openSignedIn, signIn } from '../support/session';

/**
 * The XSS cases beyond the pages security.spec.ts covers (list, detail, cameras,
 * organization tree; components and dashboard in their own specs): what a reseller types for a
 * customer (customer name, description) in the create dialog, its e-mail step, the key table
 * with its ellipsis tooltips and the phone cards; and a camera nickname where the snapshot list
 * shows it in its camera filter (the chip and the select's options); and what another user
 * writes and sends to the victim, an invitation: the inviter's username and the organization's
 * and group's names in the victim's global snackbar, the pending invitation, and the tree with
 * the inviter as a member once accepted. Every payload must show as
 * its literal text and run nothing: no counter increment, no dialog, no element it would create,
 * no CSP violation.
 */

const RUN = 'window.__xss=(window.__xss||0)+1';
const figures = { payloads: 0, renders: 0, executions: 0 };

test.afterAll(() => {
  console.info(`attack suite (e2e, more areas): ${figures.payloads} XSS payloads rendered on ${figures.renders} views, ${figures.executions} executions`);
});

test.beforeEach(async ({ context }) => {
  await watchCspViolations(context);
});

test.afterEach(async ({ page }) => {
  if (page.isClosed() || !page.url().startsWith('http')) return;
  expect(await cspViolations(page).catch(() => [])).toEqual([]);
});

/** Counts dialogs (alert, confirm, prompt) a payload might open; each is dismissed. */
function countDialogs(page: Page): { readonly count: number } {
  let count = 0;
  page.on('dialog', (dialog) => {
    count += 1;
    void dialog.dismiss();
  });
  return {
    get count() {
      return count;
    },
  };
}

/** Asserts no payload ran in `page`: no counter, no dialog, none of the elements a payload would make. */
async function expectNothingRan(page: Page, dialogs: { readonly count: number }) {
  const ran = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);
  figures.executions += ran + dialogs.count;
  expect(ran).toBe(0);
  expect(dialogs.count).toBe(0);
  expect(await page.locator('img[src="x"], svg[onload], details[ontoggle], iframe[srcdoc]').count()).toBe(0);
  expect(await page.locator('script').filter({ hasText: '__xss' }).count()).toBe(0);
}

async function remainingKeys(token: string): Promise<{ id: number; remaining_keys: number }> {
  const response = await fetch(`${API}/api/reseller/`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; remaining_keys: number };
}

/** A node key no other test uses: four base32 characters from the clock, a hyphen, four more. */
function freshNodeKey(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let n = Date.now();
  let out = '';
  for (let i = 0; i < 8; i++) {
    out += alphabet[n % 32];
    n = Math.floor(n / 32);
  }
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

test('stored XSS in a license key\'s customer name and description renders as text in the dialog, its e-mail, the key table and the phone cards', async ({ page }) => {
  const customer = `Cust <img src=x onerror="${RUN}"> "><svg onload="${RUN}">`;
  const description = `<script>${RUN}</script> <details open ontoggle="${RUN}"> <iframe srcdoc="<script>parent.${RUN}</script>"> javascript:${RUN}`;
  figures.payloads += 2;
  const nodeKey = freshNodeKey();
  const token = await apiToken('reseller');
  const before = (await remainingKeys(token)).remaining_keys;
  if (before < 1) await setRemaining(1);
  const dialogs = countDialogs(page);
  try {
    await openSignedIn(page, 'reseller', '/#/reseller');
    await expect(page.getByRole('heading', { level: 1, name: 'Reseller portal' })).toBeVisible();

    // Typed in the create dialog, as a reseller would.
    await page.getByRole('button', { name: 'Create license key' }).click();
    const dialog = await openedDialog(page, 'Create license key');
    await dialog.getByLabel('Node key').fill(nodeKey);
    await dialog.getByLabel('Customer').fill(customer);
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Create key' }).click();
    // The e-mail step greets the customer by name: in the message text, literally.
    const message = dialog.getByLabel('Message');
    await expect(message).toBeVisible();
    expect(await message.inputValue()).toContain(`Hello ${customer},`);
    figures.renders += 1;
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // The key table: both texts literally in the row, and in the ellipsis tooltips on hover.
    const row = page.getByRole('row').filter({ hasText: nodeKey });
    await expect(row).toContainText(customer);
    await expect(row).toContainText(description);
    await row.getByText(customer, { exact: true }).hover();
    await row.getByText(description, { exact: true }).hover();
    figures.renders += 1;
    await expectNothingRan(page, dialogs);

    // The phone layout lists keys as cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: nodeKey });
    await expect(card).toContainText(customer);
    await expect(card).toContainText(description);
    figures.renders += 1;
    await expectNothingRan(page, dialogs);
  } finally {
    await setRemaining(before);
  }
});

test('stored XSS in a camera nickname renders as text in the snapshot list\'s camera filter (chip and options)', async ({ page }) => {
  // At most 100 characters (spec 001 section 9).
  const nickname = `Cam <img src=x onerror="${RUN}"> <svg/onload=alert(1)>`;
  figures.payloads += 1;
  const token = await apiToken('staff');
  const auth = { authorization: `Bearer ${token}` };
  const devices = JSON.stringify(await (await fetch(`${API}/api/devices/`, { headers: auth })).json());
  const serial = /"serial":"([A-Z0-9]+)"/.exec(devices)?.[1];
  expect(serial).toBeDefined();
  const deviceJson = JSON.stringify(await (await fetch(`${API}/api/device/${serial}/`, { headers: auth })).json());
  const original = (JSON.parse(/"nickname":("(?:[^"\\]|\\.)*"|null)/.exec(deviceJson)?.[1] ?? 'null') as string | null) ?? '';
  const dialogs = countDialogs(page);
  try {
    const set = await apiPost(`/api/device/${serial}/nickname/`, { nickname }, auth);
    expect(set.status, await set.text()).toBeLessThan(300);
    await openSignedIn(page, 'staff', `/#/?serials=${serial}`);
    // The active filter's chip reads `nickname (serial)`, literally.
    const label = `${nickname} (${serial})`;
    await expect(page.getByText(label).first()).toBeVisible();
    figures.renders += 1;
    // The filter popover's camera select: the chosen camera, then its option in the open list.
    await page.getByRole('button', { name: /Filters/ }).click();
    await expect(page.getByTitle(label).first()).toBeVisible();
    await page.locator('#snapshot-filter-serials').click();
    const option = page.locator('.ant-select-item-option').filter({ hasText: label });
    await expect(option.first()).toBeVisible();
    await option.first().hover();
    figures.renders += 1;
    await expectNothingRan(page, dialogs);
  } finally {
    await apiPost(`/api/device/${serial}/nickname/`, { nickname: original }, auth);
  }
});

test('stored XSS in an inviter\'s username and organization and group names renders as text in the invitee\'s snackbar, invitation and tree', async ({ page }) => {
  // Usernames may hold no white space; the rest may.
  const username = `<img/src=x/onerror=${RUN}>${Date.now()}`;
  const orgName = `Org "><svg onload="${RUN}">`;
  const groupName = `Group <img src=x onerror="${RUN}">`;
  figures.payloads += 3;
  const inviterEmail = uniqueEmail('xss-inviter');
  const register = await apiPost('/auth/users/', { email: inviterEmail, username, password: FRESH_PASSWORD });
  expect(register.status, await register.text()).toBe(201);
  const [, , uid, activationToken] = linkPath((await latestMailTo(inviterEmail)).body).split('/');
  expect((await apiPost('/auth/users/activation/', { uid, token: activationToken })).status).toBeLessThan(300);
  const inviter = await apiToken(username, FRESH_PASSWORD);
  await apiCall(inviter, 'POST', '/api/accept-terms/');
  await apiCall(inviter, 'POST', '/api/organizations/', { name: orgName });
  const rootId = (await myOrganization(inviter))!.groups[0]!.id;
  await apiCall(inviter, 'POST', `/api/organizations/groups/${rootId}/`, { name: groupName, description: '' });
  const groupId = (await myOrganization(inviter))!.groups.find((group) => group.name === groupName)!.id;
  const invitee = uniqueEmail('xss-invitee');
  await freshUser(invitee);
  await apiCall(inviter, 'POST', `/api/organizations/groups/${groupId}/invitations/`, { email: invitee });
  const dialogs = countDialogs(page);

  // The global snackbar of a pending invitation, shown at sign-in.
  await signIn(page, invitee, FRESH_PASSWORD, { keepNotices: true });
  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'You are invited to join the group' });
  await expect(notice).toContainText(`You are invited to join the group ${groupName} of the organization ${orgName}.`);
  figures.renders += 1;
  await expectNothingRan(page, dialogs);

  // The invitation on the organization page names the inviter and both names; accepted, the
  // tree shows the group and the inviter as a member of the root group.
  await page.goto('/#/organization');
  const mine = page.getByTestId('my-invitation');
  await expect(mine).toContainText(`${username} invites you to join the group ${groupName} of the organization ${orgName}.`);
  figures.renders += 1;
  await mine.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`You joined the group ${groupName} of ${orgName}.`)).toBeVisible();
  await expect(page.getByRole('article', { name: orgName, exact: true })).toBeVisible();
  const groupCard = page.getByRole('article', { name: groupName, exact: true });
  await expect(groupCard).toBeVisible();
  await groupCard.hover();
  await expect(page.getByText(username, { exact: true }).first()).toBeVisible();
  await page.getByText(username, { exact: true }).first().hover();
  figures.renders += 1;
  await expectNothingRan(page, dialogs);
});
