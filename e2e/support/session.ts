import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'viewer-demo-1';

export interface SignInOptions {
  baseURL?: string;
  /**
   * Show the shell's global snackbars (camera update available, pairing lost, invitation;
   * class `acv-global-snackbar`). By default they are hidden, so a test that is not about
   * them never finds one over what it clicks (they cover the bottom centre for 9 s).
   */
  keepNotices?: boolean;
}

/** Signs in through the login page as a seed user. */
export async function signIn(page: Page, username: string, password = PASSWORD, options: SignInOptions | string = {}): Promise<void> {
  const { baseURL = '', keepNotices = false } = typeof options === 'string' ? { baseURL: options } : options;
  if (!keepNotices) {
    // Hidden, not clicked away: a click per notice before each action costs seconds a test.
    await page.addInitScript(() => {
      const hide = () => {
        const style = document.createElement('style');
        style.textContent = '.acv-global-snackbar { display: none !important; }';
        style.nonce = (document.querySelector('meta[property="csp-nonce"]') as HTMLMetaElement | null)?.nonce ?? ''; // the page's CSP nonce
        document.head.append(style);
      };
      if (document.head) hide();
      else document.addEventListener('DOMContentLoaded', hide);
    });
  }
  await page.goto(`${baseURL}/#/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).not.toHaveURL(/#\/login/);
}

/** Fills the registration page (`/#/register`, opened afresh) for `email` and submits it. */
export async function register(page: Page, email: string, password = 'long-enough-1'): Promise<void> {
  // Through the login page, so the registration page starts afresh.
  await page.goto('/#/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.goto('/#/register');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByText('I accept the terms of use').click();
  await page.getByText('I accept the privacy statement').click();
  await page.getByRole('button', { name: 'Create account' }).click();
}
