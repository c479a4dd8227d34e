#!/usr/bin/env node
// Takes desktop and phone screenshots of pages of a running product, for looking at what we build.
// Usage: node e2e/screenshot.mjs <out-dir> <hash-path>[,<hash-path>...] [--user engineer]
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';

const [outDir, paths = '/'] = process.argv.slice(2);
const userIndex = process.argv.indexOf('--user');
const user = userIndex > 0 ? process.argv[userIndex + 1] : null;
const base = process.env.BASE_URL ?? 'http://localhost:3000';
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const [label, viewport] of [['desktop', { width: 1366, height: 820 }], ['phone', { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport });
  page.on('console', (m) => m.type() === 'error' && console.log(`[${label}] console: ${m.text()}`));
  page.on('response', (r) => r.status() >= 400 && console.log(`[${label}] ${r.status()} ${r.url()}`));
  if (user) {
    await page.goto(`${base}/#/login`);
    await page.getByLabel('E-mail or username').fill(user);
    await page.getByLabel('Password').fill('viewer-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForTimeout(1500);
  }
  for (const p of paths.split(',')) {
    await page.goto(`${base}/#${p}`);
    await page.waitForTimeout(1500);
    const file = path.join(outDir, `${label}${p.replace(/[^a-z0-9]+/gi, '_')}.png`);
    await page.screenshot({ path: file, fullPage: false });
    console.log(file);
  }
  await page.close();
}
await browser.close();
