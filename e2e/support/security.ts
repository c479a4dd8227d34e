import { expect, type BrowserContext, type Page } from '@playwright/test';
import { API_PORT } from './servers';
import { PASSWORD } from './session';

/** The api-server as the tests reach it (loopback). */
export const API = `http://127.0.0.1:${API_PORT}`;

/** The session the shell keeps in localStorage (shared-core's token store). */
export interface StoredSession {
  access: string;
  refresh: string;
}

/** Reads the shell's stored tokens, or null when signed out. */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('acv.session');
    return raw ? (JSON.parse(raw) as { access: string; refresh: string }) : null;
  });
}

/**
 * A copy of `access` whose `exp` lies in the past. Only the client decodes it (to decide it must
 * refresh first), so the signature need not match: the server never sees it.
 */
export function expiredCopy(access: string): string {
  const [header, payload] = access.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.invalid-signature`;
}

/** Replaces the stored access token with an expired copy (the refresh token stays). */
export async function expireStoredAccess(page: Page): Promise<StoredSession> {
  const session = await storedSession(page);
  if (!session) throw new Error('not signed in');
  const next = { ...session, access: expiredCopy(session.access) };
  await page.evaluate((value) => window.localStorage.setItem('acv.session', JSON.stringify(value)), next);
  return next;
}

/** POST with a JSON body to the api-server. */
export async function apiPost(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** Counts the requests (of `method`, default any but CORS preflights) of a page or context whose URL matches `pattern`. */
export function countRequests(target: Page | BrowserContext, pattern: RegExp, method?: string): { readonly count: number; readonly urls: string[] } {
  const urls: string[] = [];
  target.on('request', (request) => {
    if (request.method() === 'OPTIONS' || (method && request.method() !== method)) return;
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return {
    get count() {
      return urls.length;
    },
    urls,
  };
}

/**
 * Counts Content-Security-Policy violations in every page of `target` (the run checks
 * that none happen). Read the count with {@link cspViolations}.
 */
export async function watchCspViolations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/** The CSP violations seen so far in this page. */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/**
 * Signs in through the login page like `signIn`, hiding the global snackbars with a constructed
 * style sheet rather than a `<style>` element, which the pages' CSP (rightly) refuses: these
 * specs count CSP violations, so the test harness must not cause any.
 */
export async function signInQuietly(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.addInitScript(() => {
    const hide = () => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('.acv-global-snackbar { display: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hide);
    else hide();
  });
  await page.goto('/#/login');
  await page.getByLabel('E-mail or username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).not.toHaveURL(/#\/login/);
}
