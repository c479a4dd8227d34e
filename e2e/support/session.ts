import { expect, type Page } from '@playwright/test';
import { API_PORT } from './servers';

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

/**
 * Hides the shell's global snackbars on every page `page` opens. Hidden, not clicked away: a
 * click per notice before each action costs seconds a test.
 */
async function hideNotices(page: Page): Promise<void> {
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

let stored = 0;

/**
 * Puts `session` where the viewer keeps its tokens before the scripts of the next page `page`
 * loads from `origin` (the default viewer's unless given). Once per tab and call: a reload keeps
 * the tokens the viewer has refreshed since (they rotate).
 */
export async function storeSessionOnLoad(page: Page, session: { access: string; refresh: string }, origin = 'http://localhost:3000'): Promise<void> {
  stored += 1;
  await page.addInitScript(
    ({ value, origin, marker }) => {
      if (window.location.origin !== origin || sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem('acv.session', value);
    },
    { value: JSON.stringify(session), origin, marker: `e2e.session-stored-${stored}` },
  );
}

/**
 * Opens `path` already signed in as a seed user (or a user of the test's own, with `password`),
 * for tests about a page rather than about signing in (the login page has its own): the token
 * pair comes from the api-server and is put where the viewer keeps it before the page's scripts
 * run. It skips the login page and the list a sign-in lands on, about 2 s a test on these machines.
 */
export async function openSignedIn(
  page: Page,
  username: string,
  path: string,
  { keepNotices = false, password = PASSWORD }: Pick<SignInOptions, 'keepNotices'> & { password?: string } = {},
): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status, `sign-in of ${username}`).toBe(200);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  if (!keepNotices) await hideNotices(page);
  // Only the viewer `path` opens (the config's base URL unless it names another): a later
  // sign-in on another edition's origin starts signed out.
  await storeSessionOnLoad(page, { access, refresh }, new URL(path, 'http://localhost:3000').origin);
  await page.goto(path);
  await expect(page).not.toHaveURL(/#\/login/);
}

/** Signs in through the login page as a seed user. */
export async function signIn(page: Page, username: string, password = PASSWORD, options: SignInOptions | string = {}): Promise<void> {
  const { baseURL = '', keepNotices = false } = typeof options === 'string' ? { baseURL: options } : options;
  if (!keepNotices) await hideNotices(page);
  await page.goto(`${baseURL}/#/login`);
  await page.getByLabel('E-mail or username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).not.toHaveURL(/#\/login/);
}

/** Fills the registration page (`/#/register`, opened afresh) for `email` and submits it. */
export async function register(page: Page, email: string, password = 'long-enough-1'): Promise<void> {
  // Through the login page, so the registration page starts afresh.
  await page.goto('/#/login');
  await expect(page.getByLabel('E-mail or username')).toBeVisible();
  await page.goto('/#/register');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByText('I accept the terms of use').click();
  await page.getByText('I accept the privacy statement').click();
  await page.getByRole('button', { name: 'Create account' }).click();
}
