import { expect, test, type Page } from '@playwright/test';
import { apiToken } from '../support/api';
import { API_PORT } from '../support/servers';
import { openSignedIn, signIn } from '../support/session';

const API = `http://127.0.0.1:${API_PORT}`;
const INVITATION = 'You are invited to join the group Field Services of the organization Northwind Utilities.';

/** As orgadmin, invites `email` to the seed's Field Services group (an invitation already pending is fine). */
async function inviteToFieldServices(email: string): Promise<void> {
  const token = await apiToken('orgadmin');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const organizations = (await (await fetch(`${API}/api/organizations/`, { headers })).json()) as Array<{ groups: Array<{ id: number; name: string }> }>;
  const group = organizations[0]!.groups.find((g) => g.name === 'Field Services')!;
  const response = await fetch(`${API}/api/organizations/groups/${group.id}/invitations/`, { method: 'POST', headers, body: JSON.stringify({ email }) });
  if (!response.ok && !(await response.text()).includes('invitationPending')) throw new Error(`invite ${email}: ${response.status}`);
}

const notice = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice').filter({ hasText: text });

// Spec 001 section 2: global snackbars with a view button (pending invitation, camera update
// available, pairing lost), bottom centre, each item once per session; spec 000 section 2:
// phones get a condensed menu that adds pairing.
test.describe('global snackbars and the phone menu (spec 000 and 001 section 2)', () => {
  test('a pending invitation and a lost pairing show with a view button, once per session', async ({ page }) => {
    await inviteToFieldServices('staff@example.com');
    // Through the login page: the notices of a sign-in, once for its session.
    await signIn(page, 'staff', undefined, { keepNotices: true });
    await expect(notice(page, INVITATION)).toBeVisible();
    // The seed's STF40009 was reset while paired to staff.
    await expect(notice(page, /is no longer paired to your account/)).toBeVisible();
    await notice(page, INVITATION).getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(/#\/organization$/);
    await expect(notice(page, INVITATION)).toHaveCount(0);

    // A reload is the same session: both sources are read again, and nothing shows again.
    const invites = page.waitForResponse((r) => r.url().includes('/api/my-organization-invites/'));
    const devices = page.waitForResponse((r) => r.url().includes('/api/device-notifications/'));
    await page.reload();
    await Promise.all([invites, devices]);
    await page.waitForTimeout(500);
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  });

  test('view on a lost pairing goes to the cameras page', async ({ page }) => {
    await openSignedIn(page, 'staff', '/#/', { keepNotices: true });
    await notice(page, /is no longer paired to your account/).getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(/#\/cameras$/);
  });

  test('the phone menu adds pairing, which opens the cameras page for pairing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'engineer', '/#/', { keepNotices: true });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Pair a camera' }).click();
    await expect(page).toHaveURL(/#\/cameras\?pair=1$/);
  });
});
