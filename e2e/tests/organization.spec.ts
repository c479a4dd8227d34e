import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiToken } from '../support/api';
import { chooseOption, dialogFromMenu, openedDialog } from '../support/dialog';
import { apiCall, FRESH_PASSWORD, freshUser, myOrganization, uniqueEmail } from '../support/organization';
import { latestMailTo, linkPath } from '../support/outbox';
import { openSignedIn, register, signIn } from '../support/session';

// Spec 001 sections 2-6: the organization screen, its group tree, the per-group controls and
// their permissions, and invitations, against the api-server.

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const groupMenu = (page: Page, name: string) => page.getByRole('button', { name: `Actions for the group ${name}`, exact: true });

/** A fresh user with an organization of their own; answers its e-mail, token and root group id. */
async function freshAdmin(orgName: string) {
  const email = uniqueEmail('admin');
  const token = await freshUser(email);
  await apiCall(token, 'POST', '/api/organizations/', { name: orgName });
  const org = (await myOrganization(token))!;
  return { email, token, rootId: org.groups[0]!.id };
}

/** A page of its own (separate storage) signed in as `username`, at `path`. */
async function pageAs(browser: Browser, username: string, path: string, password = FRESH_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, username, path, { password });
  return page;
}

test.describe('organization (spec 001 sections 2-6)', () => {
  test('a fresh user registers, activates, creates an organization and sees its tree', async ({ page }) => {
    const email = uniqueEmail('founder');
    await register(page, email, FRESH_PASSWORD);
    await expect(page.getByText('Your account has been created.')).toBeVisible();
    await page.goto(`/#${linkPath((await latestMailTo(email)).body)}`);
    await expect(page).toHaveURL(/activated=1/);
    // The terms were accepted on the registration form: no second terms step.
    await signIn(page, email, FRESH_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Data Connect' })).toHaveCount(0);

    await page.goto('/#/organization');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect(page.getByText('Enter a name for the organization.')).toBeVisible();
    // Markup in a name is text, in the tree and in the notification.
    const name = 'Acme <b>Plant</b>';
    await page.getByLabel('Organization name').fill(name);
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect(page.getByText(`The organization ${name} was created.`)).toBeVisible();
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, name).getByText('Top group')).toBeVisible();
    // The founder is its member (the username of a registered account is its e-mail address).
    await expect(card(page, name).getByText(email)).toBeVisible();
    await expect(card(page, name).getByText('you', { exact: true })).toBeVisible();
    await expect(page.locator('b', { hasText: 'Plant' })).toHaveCount(0);
    // The shell now knows about the organization: Data Connect is in the navigation.
    await expect(page.getByRole('link', { name: 'Data Connect' })).toBeVisible();
    expect((await myOrganization(await apiToken(email, FRESH_PASSWORD)))?.name).toBe(name);
  });

  test('build a two-level tree and move a user between groups', async ({ browser }) => {
    const admin = await freshAdmin('Two Level Works');
    const memberEmail = uniqueEmail('member');
    const memberToken = await freshUser(memberEmail);
    const invitation = await apiCall<{ id: number }>(admin.token, 'POST', `/api/organizations/groups/${admin.rootId}/invitations/`, { email: memberEmail });
    await apiCall(memberToken, 'POST', `/api/organization-invites/${invitation.id}/`);

    const page = await pageAs(browser, admin.email, '/#/organization');
    await expect(card(page, 'Two Level Works').getByText(memberEmail)).toBeVisible();

    for (const sub of ['North', 'South']) {
      const dialog = await dialogFromMenu(page, groupMenu(page, 'Two Level Works'), 'Create subgroup', 'New subgroup of');
      if (sub === 'North') {
        await dialog.getByRole('button', { name: 'Create' }).click();
        await expect(dialog.getByText('Enter a name for the group.')).toBeVisible();
      }
      await dialog.getByLabel('Group name').fill(sub);
      await dialog.getByLabel('Description').fill(`${sub} site`);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog).toBeHidden();
      await expect(card(page, sub)).toBeVisible();
    }
    await expect(card(page, 'North').getByText('North site')).toBeVisible();

    // Edit name and description; a blank name is refused.
    const edit = await dialogFromMenu(page, groupMenu(page, 'South'), 'Edit name and description', 'Edit group');
    await expect(edit.getByLabel('Group name')).toHaveValue('South');
    await edit.getByLabel('Group name').fill('   ');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Enter a name for the group.')).toBeVisible();
    await edit.getByLabel('Group name').fill('South Yard');
    await edit.getByLabel('Description').fill('Tanks and pipes');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(card(page, 'South Yard').getByText('Tanks and pipes')).toBeVisible();

    // The admin cannot move or remove themselves: their own row has no actions.
    await expect(page.getByRole('button', { name: `Actions for the user ${admin.email}` })).toHaveCount(0);
    const move = await dialogFromMenu(page, page.getByRole('button', { name: `Actions for the user ${memberEmail}` }), 'Move to another group', `Move ${memberEmail}`);
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move.getByText('Choose the group to move the user to.')).toBeVisible();
    await chooseOption(page, move.getByRole('combobox'), 'North');
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move).toBeHidden();
    await expect(card(page, 'North').getByText(memberEmail)).toBeVisible();
    await expect(card(page, 'Two Level Works').getByText(memberEmail)).toHaveCount(0);

    const org = (await myOrganization(admin.token))!;
    expect(org.groups.find((g) => g.name === 'North')!.users.map((u) => u.username)).toEqual([memberEmail]);
    // North is not empty any more, South Yard is: only South Yard offers delete, and deleting it works.
    await groupMenu(page, 'North').click();
    await expect(page.getByRole('menuitem', { name: 'Delete group' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const confirm = await dialogFromMenu(page, groupMenu(page, 'South Yard'), 'Delete group', 'Delete this group?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, 'South Yard')).toHaveCount(0);
    expect((await myOrganization(admin.token))!.groups.map((g) => g.name).sort()).toEqual(['North', 'Two Level Works']);
  });

  test('invite a fresh user who accepts; a declined and a cancelled invitation disappear', async ({ browser }) => {
    const admin = await freshAdmin('Invite Works');
    const invitee = uniqueEmail('invitee');
    await freshUser(invitee);

    const adminPage = await pageAs(browser, admin.email, '/#/organization');
    let dialog = await dialogFromMenu(adminPage, groupMenu(adminPage, 'Invite Works'), 'Invite by e-mail', 'Invite into Invite Works');
    await dialog.getByLabel('E-mail address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
    await dialog.getByLabel('E-mail address').fill(admin.email.toUpperCase());
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('This person is already in the organization.')).toBeVisible();
    await dialog.getByLabel('E-mail address').fill(invitee);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(adminPage, 'Invite Works').getByText(invitee)).toBeVisible();
    expect((await latestMailTo(invitee)).subject).toContain('Invite Works');

    // The invitee accepts on the organization page.
    const inviteePage = await pageAs(browser, invitee, '/#/organization');
    const mine = inviteePage.getByTestId('my-invitation');
    await expect(mine).toContainText(`${admin.email} invites you to join the group Invite Works of the organization Invite Works.`);
    await mine.getByRole('button', { name: 'Accept' }).click();
    await expect(inviteePage.getByText('You joined the group Invite Works of Invite Works.')).toBeVisible();
    await expect(mine).toHaveCount(0);
    await expect(card(inviteePage, 'Invite Works').getByText(invitee)).toBeVisible();
    // A plain member of the root group edits it, but not themselves.
    await expect(inviteePage.getByRole('button', { name: `Actions for the user ${invitee}` })).toHaveCount(0);

    // The admin sees the new member, and the invitation is gone.
    await adminPage.reload();
    await expect(card(adminPage, 'Invite Works').getByText(invitee)).toBeVisible();
    await expect(card(adminPage, 'Invite Works').getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);

    // Declined by the invitee.
    const decliner = uniqueEmail('decliner');
    await freshUser(decliner);
    await apiCall(admin.token, 'POST', `/api/organizations/groups/${admin.rootId}/invitations/`, { email: decliner });
    const declinerPage = await pageAs(browser, decliner, '/#/organization');
    await declinerPage.getByTestId('my-invitation').getByRole('button', { name: 'Decline' }).click();
    await expect(declinerPage.getByText('You declined the invitation of Invite Works.')).toBeVisible();
    await expect(declinerPage.getByTestId('my-invitation')).toHaveCount(0);
    await expect(declinerPage.getByRole('button', { name: 'Create organization' })).toBeVisible();

    // Cancelled by the inviter.
    const cancelled = uniqueEmail('cancelled');
    await apiCall(admin.token, 'POST', `/api/organizations/groups/${admin.rootId}/invitations/`, { email: cancelled });
    await adminPage.reload();
    await expect(card(adminPage, 'Invite Works').getByText(decliner)).toHaveCount(0);
    await adminPage.getByRole('button', { name: `Cancel the invitation of ${cancelled}` }).click();
    dialog = await openedDialog(adminPage, 'Cancel this invitation?');
    await dialog.getByRole('button', { name: 'Cancel invitation' }).click();
    await expect(adminPage.getByText(`The invitation of ${cancelled} was cancelled.`)).toBeVisible();
    await expect(card(adminPage, 'Invite Works').getByText(cancelled)).toHaveCount(0);
    const all = await apiCall<Array<{ email: string; status: string }>>(admin.token, 'GET', '/api/organization-invites/?status=all');
    expect(Object.fromEntries(all.map((i) => [i.email, i.status]))).toEqual({ [invitee]: 'accepted', [decliner]: 'declined', [cancelled]: 'cancelled' });
  });

  test('a user without rights on a group sees no edit controls on it', async ({ page }) => {
    // engineer is a member of the subgroup Field Services of Northwind Utilities.
    await openSignedIn(page, 'engineer', '/#/organization');
    const root = card(page, 'Northwind Utilities');
    await expect(root).toBeVisible();
    await expect(groupMenu(page, 'Northwind Utilities')).toHaveCount(0);
    await expect(root.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Actions for the user orgadmin' })).toHaveCount(0);
    // Their own group is theirs to edit, but not their own membership.
    await expect(groupMenu(page, 'Field Services')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actions for the user engineer' })).toHaveCount(0);
  });

  test('the tree zooms in steps of 0.1 and fits to the screen on a phone', async ({ browser }) => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
    await openSignedIn(page, 'orgadmin', '/#/organization');
    await expect(card(page, 'Field Services')).toBeVisible();
    const zoom = page.getByTestId('tree-zoom');
    const start = Number((await zoom.textContent())!.replace('%', ''));
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom).toHaveText(`${start + 10}%`);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(zoom).toHaveText(`${start - 10}%`);
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    // Fitted, every group of the seed's tree is inside the viewport.
    const viewport = (await page.getByRole('region', { name: /Group tree/ }).boundingBox())!;
    const inside = async () => {
      for (const name of ['Northwind Utilities', 'Field Services']) {
        const box = (await card(page, name).boundingBox())!;
        if (box.x < viewport.x || box.y < viewport.y) return false;
        if (box.x + box.width > viewport.x + viewport.width + 1 || box.y + box.height > viewport.y + viewport.height + 1) return false;
      }
      return true;
    };
    await expect.poll(inside).toBe(true);
    // One finger drags the tree.
    const before = (await card(page, 'Northwind Utilities').boundingBox())!;
    const from = { x: viewport.x + 20, y: viewport.y + viewport.height - 20 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y - 30, { steps: 4 });
    await page.mouse.up();
    const after = (await card(page, 'Northwind Utilities').boundingBox())!;
    expect(Math.round(after.x - before.x)).toBe(40);
    expect(Math.round(after.y - before.y)).toBe(-30);
    await page.getByRole('button', { name: 'How groups work' }).click();
    const example = await openedDialog(page, 'How groups, users and cameras relate');
    await expect(example.getByText(/Members of a group manage it and every group below it/)).toBeVisible();
  });
});
