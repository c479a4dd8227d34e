import { expect, test } from '@playwright/test';
import { openedDialog } from '../support/dialog';
import { latestMailTo, linkPath } from '../support/outbox';
import { openSignedIn, register, signIn } from '../support/session';

test.describe('account flows (spec 000 sections 4-5)', () => {
  test('register (accepting the terms), activate from the outbox mail, sign in with the e-mail, land on the list with no second terms step', async ({ page }) => {
    const email = `new.user.${Date.now()}@example.com`;
    await register(page, email);
    await expect(page.getByText('Your account has been created.')).toBeVisible();

    const mail = await latestMailTo(email);
    await page.goto(`/#${linkPath(mail.body)}`);
    await expect(page).toHaveURL(/#\/login\?activated=1/);
    await expect(page.getByText('Your account is activated. Sign in to start.')).toBeVisible();

    // The same link again: already used.
    await page.goto(`/#${linkPath(mail.body)}`);
    await expect(page.getByText('This activation link has already been used. Sign in with your account.')).toBeVisible();

    // Accepted on the registration form: the gate does not ask again.
    await signIn(page, email, 'long-enough-1');
    await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Terms of use' })).toHaveCount(0);
  });

  test('password reset round trip', async ({ page }) => {
    const email = `reset.${Date.now()}@example.com`;
    // A fresh, activated account to reset.
    await register(page, email, 'first-password');
    await page.goto(`/#${linkPath((await latestMailTo(email)).body)}`);
    await expect(page).toHaveURL(/activated=1/);

    await page.goto('/#/password_reset');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeDisabled();

    const mail = await latestMailTo(email);
    expect(mail.subject).not.toMatch(/activ/i);
    await page.goto(`/#${linkPath(mail.body)}`);
    await page.getByLabel('New password').fill('second-password');
    await page.getByLabel('Repeat the password').fill('second-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed. You can sign in with it now.')).toBeVisible();

    // Signed in with the new password (the terms were accepted at registration).
    await signIn(page, email, 'second-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
  });

  test('a reset link that is not valid says so', async ({ page }) => {
    await page.goto('/#/password/reset/confirm/MQ/not-a-token');
    await page.getByLabel('New password').fill('another-password');
    await page.getByLabel('Repeat the password').fill('another-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This password reset link is invalid or has expired. Request a new one.')).toBeVisible();
  });

  test('a demo user sees the demo notice and settings stay in the browser', async ({ page }) => {
    let patches = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/customer-settings/') && request.method() === 'PATCH') patches += 1;
    });
    await openSignedIn(page, 'demo', '/#/');
    await expect(page.getByText('Demo mode')).toBeVisible();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByText('Demo account: your changes are kept in this browser only.')).toBeVisible();
    await (await openedDialog(page, 'Settings')).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    expect(patches).toBe(0);
  });

  test('a 403 from the API ends on /login', async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/');
    await page.route('**/api/snapshots/**', (route) => route.fulfill({ status: 403, json: { detail: 'Forbidden' } }));
    await page.goto('/#/?page=1');
    await expect(page).toHaveURL(/#\/login/);
  });

  test('the phone layout hides the rail and offers the condensed menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'engineer', '/#/');
    await expect(page.getByTestId('nav-rail')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('menuitem', { name: /Cameras/ })).toBeVisible();
  });
});
