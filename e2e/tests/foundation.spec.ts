import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { pickMenuItem } from '../support/dialog';
import { openSignedIn, signIn } from '../support/session';
import { ensureServer, ROOT, startServer, stopServer } from '../support/servers';

/** The version every app shares of the core package. */
const CORE_VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-core', 'package.json'), 'utf8')) as { version: string }).version;

/** Collects the URLs the page requests from then on. */
function recordRequests(page: import('@playwright/test').Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

test.describe('platform foundation', () => {
  test('login as engineer lands on the snapshots area, whose code comes from port 3001', async ({ page }) => {
    const urls = recordRequests(page);
    await signIn(page, 'engineer');
    await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
    // The remote calls the API with the session the shell created: the engineer's snapshots load.
    await expect(page.getByTestId('result-count')).toHaveText(/^\d+ snapshots$/);
    expect(urls.some((u) => u.startsWith('http://localhost:3001/v0.1.0/') && u.endsWith('.js'))).toBe(true);
    await expect(page.getByRole('menuitem', { name: /Snapshots/ })).toHaveClass(/ant-menu-item-selected/);
    // The rail stays in view when a long page scrolls.
    await page.setViewportSize({ width: 1366, height: 500 });
    await page.mouse.move(700, 300);
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.getByTestId('nav-rail').getByRole('link', { name: 'FAQ' })).toBeInViewport();
    // Below antd's lg breakpoint the rail collapses to its icons, and its header to the logo alone
    // (so the product title does not break into a letter or two a line beside it).
    const rail = page.getByTestId('nav-rail');
    await expect(rail.getByText('Acoustic Imaging Cloud')).toBeVisible();
    await page.setViewportSize({ width: 900, height: 700 });
    await expect(rail.getByText('Acoustic Imaging Cloud')).toHaveCount(0);
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(64);
    const logo = await rail.locator('img').first().boundingBox();
    expect(logo!.x + logo!.width).toBeLessThanOrEqual(64);
    await page.setViewportSize({ width: 1366, height: 500 });
    await expect(rail.getByText('Acoustic Imaging Cloud')).toBeVisible();
  });

  test('login validates required fields and reports a failed login', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page.getByText('Please enter your e-mail or username.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    await page.getByLabel('E-mail or username').fill('engineer');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page.getByText('Could not sign in. Check your username and password.')).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
  });

  test('each remote route loads from its own port', async ({ page }) => {
    const urls = recordRequests(page);
    await openSignedIn(page, 'reseller', '/#/');
    const areas = [
      { path: '/cameras', heading: 'Cameras', port: 3002 },
      { path: '/organization', heading: 'Organization', port: 3003 },
      { path: '/reseller', heading: 'Reseller portal', port: 3004 },
      { path: '/components', heading: 'Components', port: 3005 },
    ];
    for (const area of areas) {
      await page.goto(`/#${area.path}`);
      await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
      expect(urls.some((u) => u.startsWith(`http://localhost:${area.port}/v0.1.0/`)), `${area.path} from ${area.port}`).toBe(true);
    }
  });

  test('the share scope holds one version of React, of shared-core and of each antd module', async ({ page }) => {
    // Through the list: two remotes' shares in the scope, not one.
    await openSignedIn(page, 'engineer', '/#/');
    await page.goto('/#/cameras');
    await expect(page.getByRole('heading', { level: 1, name: 'Cameras' })).toBeVisible();
    const versions = await page.evaluate(() => {
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, unknown>>>> } }).__FEDERATION__.__SHARE__;
      const found: Record<string, Set<string>> = {};
      for (const instance of Object.values(share)) {
        for (const scope of Object.values(instance)) {
          for (const [pkg, byVersion] of Object.entries(scope)) {
            found[pkg] ??= new Set();
            for (const version of Object.keys(byVersion)) found[pkg].add(version);
          }
        }
      }
      const byPackage: Record<string, string[]> = Object.fromEntries(Object.entries(found).map(([pkg, set]) => [pkg, [...set]]));
      return byPackage;
    });
    expect(versions['react']).toHaveLength(1);
    expect(versions['shared-core']).toEqual([CORE_VERSION]);
    // antd and the icons are shared per module: one version of each. The remotes are
    // built with `import: false` for them (no copy in their builds), so every antd module, and
    // antd's internals with them (config provider, theme), comes from the shell.
    const antdModules = Object.keys(versions).filter((pkg) => pkg.startsWith('antd/es/'));
    expect(antdModules).toEqual(expect.arrayContaining(['antd/es/button', 'antd/es/config-provider', 'antd/es/table']));
    for (const pkg of antdModules) expect(versions[pkg], pkg).toHaveLength(1);
  });

  test('a stopped remote shows its fallback, the rest works, and Retry loads it after a restart', async ({ page }) => {
    await stopServer('mfe-cameras');
    try {
      await openSignedIn(page, 'engineer', '/#/');
      await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
      await page.goto('/#/cameras');
      await expect(page.getByText('This part of the viewer is not available')).toBeVisible();
      await page.goto('/#/organization');
      await expect(page.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
      await page.goto('/#/cameras');
      await startServer('mfe-cameras');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Cameras' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: /Cameras/ })).toBeVisible();
    } finally {
      await ensureServer('mfe-cameras');
    }
  });

  test('a registry without mfe-reseller has no reseller entry or route', async ({ page }) => {
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const registry = (await response.json()) as { remotes: Array<{ name: string }> };
      await route.fulfill({ json: { remotes: registry.remotes.filter((r) => r.name !== 'mfe_reseller') } });
    });
    await openSignedIn(page, 'reseller', '/#/');
    await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Cameras/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Reseller portal/ })).toHaveCount(0);
    await page.goto('/#/reseller');
    await expect(page).toHaveURL(/#\/$/);
  });

  test('with the full registry a reseller sees the reseller entry and an engineer does not', async ({ page }) => {
    await openSignedIn(page, 'reseller', '/#/');
    await expect(page.getByRole('menuitem', { name: /Reseller portal/ })).toBeVisible();
    // The other user through the login page: the rail follows a sign-in in the same tab.
    await page.goto('/#/logout');
    await signIn(page, 'engineer');
    await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Reseller portal/ })).toHaveCount(0);
    await page.goto('/#/reseller');
    await expect(page).toHaveURL(/#\/$/);
  });

  test('switching language changes text in the shell and in a remote, and is remembered', async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/');
    await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
    // Typing narrows the list to one entry: no click on an item of a list that is still scrolling.
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.click();
    await language.pressSequentially('Deutsch');
    await expect(page.locator('.ant-select-item-option')).toHaveText(['Deutsch']);
    await language.press('Enter');
    const germanHeading = page.getByRole('heading', { level: 1 });
    await expect(germanHeading).not.toHaveText('Snapshots');
    const remoteTitle = await germanHeading.textContent();
    await expect(page.getByRole('menuitem', { name: 'FAQ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(remoteTitle!);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  });

  test('the FLIR build shows the FLIR title and theme', async ({ page }) => {
    await page.goto('http://localhost:3010/#/login');
    await expect(page.getByTestId('product-title')).toHaveText('FLIR Acoustic Camera Viewer');
    const color = await page.getByRole('button', { name: 'Sign in' }).last().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(color).toBe('rgb(212, 154, 0)');
    await page.goto('/#/login');
    const nlColor = await page.getByRole('button', { name: 'Sign in' }).last().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(nlColor).toBe('rgb(11, 107, 203)');
    await expect(page.getByTestId('product-title')).toHaveText('Acoustic Imaging Cloud');
  });

  test("antd's styles come from the build's CSS files, in each edition's colours", async ({ page }) => {
    for (const [url, primary] of [
      ['/#/cameras', 'rgb(11, 107, 203)'],
      ['http://localhost:3010/#/cameras', 'rgb(212, 154, 0)'],
    ] as const) {
      await openSignedIn(page, 'engineer', url);
      const pair = page.getByRole('button', { name: 'Pair a camera' });
      await expect(pair).toBeVisible();
      expect(await pair.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(primary);
      // The button's rules are in a stylesheet the build wrote, none generated in the page.
      const sources = await page.evaluate(() =>
        [...document.styleSheets]
          .filter((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === '.ant-btn'))
          .map((sheet) => (sheet.href ? new URL(sheet.href).pathname : 'inline')),
      );
      expect(sources.length).toBeGreaterThan(0);
      expect(sources.every((source) => /^\/[\w.-]+\.css$/.test(source))).toBe(true);
    }
  });

  test('newcomer meets the terms gate, accepts and reaches the snapshots', async ({ page }) => {
    await signIn(page, 'newcomer');
    await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
    await page.goto('/#/cameras');
    await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cameras' })).toBeVisible();
  });

  test('old-style URLs are rewritten to the hash form', async ({ page }) => {
    await page.goto('/download#/');
    await expect(page).toHaveURL('http://localhost:3000/#/download');
    await expect(page.getByRole('heading', { level: 1, name: 'Viewer download' })).toBeVisible();
  });

  test('signed-out visitors go to /login; logout ends the session', async ({ page }) => {
    await page.goto('/#/cameras');
    await expect(page).toHaveURL(/#\/login/);
    await signIn(page, 'engineer');
    await page.goto('/#/no-such-page');
    await expect(page).toHaveURL(/#\/$/);
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/$/);
    await pickMenuItem(page, page.getByRole('button', { name: 'Profile' }), 'Sign out', async () => /#\/login/.test(page.url()));
    await expect(page).toHaveURL(/#\/login/);
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/login/);
  });
});

test('a long page scrolls its last controls clear of the floating buttons, on desktop and phone', async ({ page }) => {
  await openSignedIn(page, 'engineer', '/#/');
  const id = await page.locator('[data-snapshot-id]').first().getAttribute('data-snapshot-id');
  for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`/#/snapshot/${id}`);
    if (viewport.width < 500) await page.getByRole('tab', { name: 'Detail' }).click();
    const last = page.getByTestId('snapshot-components-section');
    await expect(last).toBeVisible();
    await expect
      .poll(async () => {
        // To the bottom each time: sections that load later (weather, address) make the page taller.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const section = (await last.boundingBox())!;
        const buttons = (await page.locator('.ant-float-btn-group').boundingBox())!;
        return section.y + section.height <= buttons.y;
      })
      .toBe(true);
  }
});
