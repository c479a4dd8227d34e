import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { PASSWORD } from '../support/session';

/** JavaScript one phase of a visit fetched: count, raw bytes, gzip-equivalent bytes, bytes on the wire. */
export interface JsBytes {
  scripts: number;
  raw: number;
  gzip: number;
  transferred: number;
  /** The largest scripts (URL tail and gzip KB), to see what travels. */
  largest: string[];
  /** Every script URL, in the order they arrived (the size budgets check these files). */
  urls: string[];
}

/** The figures of one visit: login page, list after sign-in, a detail; time to first card on a cold load. */
export interface FirstLoadFigures {
  cpu: number;
  login: JsBytes;
  list: JsBytes;
  detail: JsBytes;
  /** Milliseconds from navigation start to the login form (cold cache). */
  loginFormMs: number;
  /** Milliseconds from navigation start to the first snapshot card of a signed-in cold load (median of 5). */
  firstCardMs: number;
  /** The first card index.html's own script draws (shell src/prepaint), same loads. */
  paintedCardMs: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

/**
 * Whether a response is JavaScript the page runs: its scripts, and what its workers load (the
 * live channel's mqtt.js, shared-core mqttWorker.ts: Playwright reports a worker's importScripts
 * as the page's, of type "other").
 */
function isScript(response: Response): boolean {
  const type = response.request().resourceType();
  return type === 'script' || (type === 'other' && /javascript/.test(response.headers()['content-type'] ?? ''));
}

/** Records every script response of a page and its workers; `take()` returns and clears what came since the last call. */
export function scriptRecorder(page: Page) {
  let pending: Promise<{ url: string; raw: number; gzip: number; transferred: number } | null>[] = [];
  page.on('response', (response: Response) => {
    if (!isScript(response)) return;
    pending.push(
      (async () => {
        try {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return { url: response.url(), raw: body.length, gzip: zlib.gzipSync(body).length, transferred: sizes.responseBodySize };
        } catch {
          return null;
        }
      })(),
    );
  });
  return async (): Promise<JsBytes> => {
    const taken = (await Promise.all(pending)).filter((entry) => entry !== null);
    pending = [];
    const sum = (key: 'raw' | 'gzip' | 'transferred') => taken.reduce((total, entry) => total + entry[key], 0);
    return {
      scripts: taken.length,
      raw: sum('raw'),
      gzip: sum('gzip'),
      transferred: sum('transferred'),
      largest: [...taken]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, Number(process.env.BENCH_LARGEST ?? 8))
        .map((entry) => `${entry.url.replace(/^https?:\/\/[^/]+/, '')} ${kb(entry.gzip)}`),
      urls: taken.map((entry) => entry.url),
    };
  };
}

async function throttle(context: BrowserContext, page: Page, rate: number) {
  if (rate <= 1) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Waits until the page's lazy chunks are in: no request in flight for 500 ms, then 4 s more, past
 * the longest a deferred load waits for idle (the live channel's mqtt.js, 3 s), so both builds
 * are measured with the same chunks whatever the CPU speed (at 4x a monolith's network can go
 * idle before its idle-time loads begin, which would leave them uncounted).
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(4_000);
}

/** Milliseconds from navigation start to the first element matching `selector`, read in the page. */
async function timesTo(page: Page, url: string, selectors: string[]): Promise<number[]> {
  await page.addInitScript((sels) => {
    const w = window as unknown as { __seen?: Promise<number>[] };
    w.__seen = sels.map(
      (sel) =>
        new Promise((resolve) => {
          const check = () => {
            if (!document.querySelector(sel)) return false;
            resolve(performance.now());
            return true;
          };
          const observer = new MutationObserver(() => {
            if (check()) observer.disconnect();
          });
          const start = () => {
            if (!check()) observer.observe(document.documentElement, { subtree: true, childList: true });
          };
          if (document.documentElement) start();
          else document.addEventListener('readystatechange', start, { once: true });
        }),
    );
  }, selectors);
  await page.goto(url);
  return page.evaluate(() => Promise.all((window as unknown as { __seen: Promise<number>[] }).__seen));
}

/** Cold signed-in loads per build and CPU rate for time to first card (the median is printed). */
const CARD_RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One cold visit at `baseURL` with the CPU slowed `cpu` times: the login page, sign-in to the
 * list, the first card's detail; then five cold signed-in loads of the list for time to first card.
 */
export async function measureFirstLoad(browser: Browser, baseURL: string, cpu: number, username = 'engineer'): Promise<FirstLoadFigures> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && console.log(`console: ${message.text()}`));
  await throttle(context, page, cpu);
  const take = scriptRecorder(page);

  const [loginFormMs] = await timesTo(page, '/#/login', ['input[type=password]']);
  await settled(page);
  const login = await take();

  await page.getByLabel('E-mail or username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await page.waitForSelector('[data-snapshot-id]');
  await settled(page);
  const list = await take();

  const firstId = await page.locator('[data-snapshot-id]').first().getAttribute('data-snapshot-id');
  await page.goto(`/#/snapshot/${firstId}`);
  await page.getByTestId('snapshot-detail').waitFor();
  await settled(page);
  const detail = await take();
  const storageState = await context.storageState();
  await context.close();

  const cardTimes: number[] = [];
  const paintedTimes: number[] = [];
  for (let run = 0; run < CARD_RUNS; run += 1) {
    const cold = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, storageState });
    const coldPage = await cold.newPage();
    await throttle(cold, coldPage, cpu);
    // The app's first card, and the first card index.html's own script drew (shell src/prepaint).
    const [card, painted] = await timesTo(coldPage, '/#/', ['[data-snapshot-id]', '.acv-pp-card']);
    cardTimes.push(card!);
    paintedTimes.push(painted!);
    await cold.close();
  }
  return { cpu, login, list, detail, loginFormMs: loginFormMs!, firstCardMs: median(cardTimes), paintedCardMs: median(paintedTimes) };
}

/** One line per page: scripts, raw KB, gzip KB, KB on the wire. */
export function describe(label: string, figures: FirstLoadFigures, details = false): string {
  const line = (name: string, bytes: JsBytes) =>
    `  ${name.padEnd(22)} ${String(bytes.scripts).padStart(3)} scripts ${kb(bytes.raw).padStart(6)} KB raw ${kb(bytes.gzip).padStart(5)} KB gz ${kb(bytes.transferred).padStart(6)} KB on the wire` +
    (details ? `\n      ${bytes.largest.join('\n      ')}` : '');
  return [
    `${label}, CPU ${figures.cpu}x: login form ${figures.loginFormMs.toFixed(0)} ms, first card (cold, signed in) ${figures.firstCardMs.toFixed(0)} ms, drawn by the HTML ${figures.paintedCardMs.toFixed(0)} ms`,
    line('login page', figures.login),
    line('list after sign-in (+)', figures.list),
    line('detail (+)', figures.detail),
  ].join('\n');
}
