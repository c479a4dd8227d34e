// Lighthouse 12 on the login page, the snapshot list and a leak snapshot's detail (and
// a PD snapshot's, which adds ECharts for its PRPD plot), with
// the desktop and the mobile presets, against the servers the bench setup started. Run by
// lighthouse.bench.ts (`cd e2e && BENCH_SEED=small npx playwright test -c bench.config.ts lighthouse`);
// not part of CI. Prints desktop performance (target >= 95) and mobile LCP (target <= 2.5 s).
//
// Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default) with the flags of the e2e runs.
// The signed-in pages need a session: Playwright signs in over CDP in the same browser, and
// Lighthouse keeps the storage (disableStorageReset) while the HTTP cache is cleared before each
// run, so every load is cold.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

// chrome-launcher is Lighthouse's own dependency (not one of e2e's): resolved from there.
const fromLighthouse = createRequire(new URL(import.meta.resolve('lighthouse')));
const chromeLauncher = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);

const BASE = process.env.LH_BASE ?? 'http://localhost:3000';
const API = process.env.LH_API ?? 'http://127.0.0.1:8000';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const USER = 'engineer';
const PASSWORD = process.env.LH_PASSWORD ?? 'viewer-demo-1'; // the seed's password (e2e/support/session.ts)

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const context = browser.contexts()[0];
const page = context.pages()[0] ?? (await context.newPage());

async function signIn() {
  await page.goto(`${BASE}/#/login`);
  await page.getByLabel('E-mail or username').fill(USER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await page.waitForSelector('[data-snapshot-id]', { timeout: 60_000 });
}

/** The first snapshot of a type, from the api-server: `leak` is the common detail, `pd` adds its PRPD chart. */
async function firstOfType(type) {
  const token = await fetch(`${API}/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: USER, password: PASSWORD }) });
  const { access } = await token.json();
  const list = await fetch(`${API}/api/snapshots/?type=${type}&page_size=1`, { headers: { authorization: `Bearer ${access}` } });
  return (await list.json()).results[0].id;
}

async function signOut() {
  await page.goto(`${BASE}/#/login`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

// LH_CPU_SLOWDOWN=1.6 slows the CPU by that factor on top of the preset's own (desktop 1x, mobile
// 4x). The machines these figures come from differ: Lighthouse's CPU benchmark index was 1,400 to
// 1,620 on some and 2,400 to 2,500 on others, and a desktop score at 2,450 is not one at 1,500.
// A factor of the measured index over the slower machines' (2,450 / 1,500 = 1.6) gives the
// slower machines' figures on a faster one.
const SLOWDOWN = Number(process.env.LH_CPU_SLOWDOWN ?? 1);
if (!(SLOWDOWN >= 1)) throw new Error(`LH_CPU_SLOWDOWN must be a number >= 1, not ${process.env.LH_CPU_SLOWDOWN}`);
function configOf(preset) {
  const base = preset === 'desktop' ? desktopConfig : { extends: 'lighthouse:default', settings: { throttling: constants.throttling.mobileSlow4G } };
  if (SLOWDOWN === 1) return preset === 'desktop' ? base : undefined;
  const throttling = base.settings.throttling;
  return { ...base, settings: { ...base.settings, throttling: { ...throttling, cpuSlowdownMultiplier: throttling.cpuSlowdownMultiplier * SLOWDOWN } } };
}

async function run(url, preset) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
  const result = await lighthouse(url, flags, configOf(preset));
  const lhr = result.lhr;
  if (process.env.LH_SAVE) fs.writeFileSync(path.join(process.env.LH_SAVE, `${url.replace(/\W+/g, '_')}-${preset}.json`), JSON.stringify(lhr));
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    error: lhr.runtimeError?.message,
    // Lighthouse's measure of this machine's CPU speed: figures from machines far apart in it do not compare.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    bootup: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 4).map((item) => `${String(item.url).replace(BASE, '')} ${Math.round(item.total)} ms`),
  };
}

// LH_PAGES=login,detail runs only those pages (all four by default); LH_PRESETS=desktop only that preset.
const only = process.env.LH_PAGES?.split(',');
const wanted = (name) => !only || only.includes(name);
const PRESETS = (process.env.LH_PRESETS ?? 'desktop,mobile').split(',');
// LH_RUNS=5 runs each page and preset five times and keeps the run of median score (this
// machine's timings vary from run to run; one run by default).
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1));
async function median(url, preset) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(url, preset));
  runs.sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  const kept = runs[Math.floor((runs.length - 1) / 2)];
  return RUNS > 1 ? { ...kept, scores: runs.map((r) => r.score) } : kept;
}
const rows = [];
try {
  await signOut();
  if (wanted('login')) for (const preset of PRESETS) rows.push({ page: 'login', preset, ...(await median(`${BASE}/#/login`, preset)) });
  await signIn();
  const leak = await firstOfType('leak');
  const pd = await firstOfType('pd');
  for (const [name, url] of [
    ['list', `${BASE}/#/`],
    ['detail', `${BASE}/#/snapshot/${leak}`],
    ['pd detail', `${BASE}/#/snapshot/${pd}`],
  ].filter(([name]) => wanted(name))) {
    for (const preset of PRESETS) rows.push({ page: name, preset, ...(await median(url, preset)) });
  }
} finally {
  await browser.close().catch(() => undefined);
  await chrome.kill();
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
for (const row of rows) {
  console.log(
    `${row.page.padEnd(7)} ${row.preset.padEnd(8)} performance ${String(row.score).padStart(3)}  LCP ${s(row.lcp)}  FCP ${s(row.fcp)}  TBT ${row.tbt.toFixed(0)} ms  CLS ${row.cls.toFixed(3)}` +
      (row.scores ? `  (median of ${row.scores.length}: ${row.scores.join(', ')})` : '') +
      (row.error ? `  (${row.error})` : '') +
      `  [CPU benchmark index ${Math.round(row.benchmarkIndex)}${SLOWDOWN === 1 ? '' : `, CPU slowed ${SLOWDOWN}x more`}]`,
  );
  if (process.env.BENCH_DETAILS) console.log(`  LCP element: ${row.lcpElement}\n  script time: ${row.bootup.join(', ')}`);
}
for (const page of ['login', 'list', 'detail', 'pd detail'].filter(wanted)) {
  if (PRESETS.length < 2) break;
  const desktop = rows.find((row) => row.page === page && row.preset === 'desktop');
  const mobile = rows.find((row) => row.page === page && row.preset === 'mobile');
  console.log(
    `${page}: desktop performance ${desktop.score} (target >= 95: ${desktop.score >= 95 ? 'met' : 'not met'}), mobile LCP ${s(mobile.lcp)} (target <= 2.5 s: ${mobile.lcp <= 2500 ? 'met' : 'not met'})`,
  );
}
const out = path.resolve(import.meta.dirname, '..', '..', '.e2e-tmp', 'lighthouse.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(rows, null, 2));
