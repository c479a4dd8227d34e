import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../support/servers';
import { openSignedIn } from '../support/session';

/**
 * Each edition composes its own remotes (brands/editions.json). FLIR leaves the reseller
 * portal out: nothing links there, and its deep link says so in the user's language. The About
 * dialog quotes what each build wrote about itself.
 */

const FLIR = 'http://localhost:3010';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('FLIR composes no reseller portal: no rail or phone-menu entry, and its deep link says it is not in this edition', async ({ page }) => {
  // The reseller user, who sees the portal's entry in NL.
  await openSignedIn(page, 'reseller', `${FLIR}/#/cameras`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cameras' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Cameras/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Reseller portal/ })).toHaveCount(0);

  await page.goto(`${FLIR}/#/reseller`);
  await expect(page.getByText('This part of the viewer is not included in FLIR Acoustic Camera Viewer')).toBeVisible();
  // The top bar names the page (the area's name), not a blank.
  await expect(page.locator('header strong')).toHaveText('Reseller portal');
  await page.getByRole('button', { name: 'Go to snapshots' }).click();
  await expect(page).toHaveURL(/#\/$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('menuitem', { name: /Cameras/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Reseller portal/ })).toHaveCount(0);

  // In German too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => localStorage.setItem('acv.language', 'de'));
  await page.goto(`${FLIR}/#/reseller`);
  await page.reload();
  await expect(page.getByText('Dieser Teil des Viewers ist in FLIR Acoustic Camera Viewer nicht enthalten')).toBeVisible();
});

test('NL composes the reseller portal: the reseller user has its entry', async ({ page }) => {
  await openSignedIn(page, 'reseller', '/#/cameras');
  await expect(page.getByRole('menuitem', { name: /Reseller portal/ })).toBeVisible();
});

test("About lists the edition, the shell and every area with the version and build id their builds wrote", async ({ page }) => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as { version: string; buildId: string; commit: string | null };
  const expected: Record<string, { version: string; buildId: string }> = {
    'Viewer frame (shell)': read('shell/dist/platform.json'),
    Snapshots: read('mfe-snapshots/dist/v0.1.0/contract.json'),
    Cameras: read('mfe-cameras/dist/v0.1.0/contract.json'),
    Organization: read('mfe-organization/dist/v0.1.0/contract.json'),
    'Reseller portal': read('mfe-reseller/dist/v0.1.0/contract.json'),
    Reports: read('mfe-reports/dist/v0.1.0/contract.json'),
  };
  await openSignedIn(page, 'engineer', '/#/cameras');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'About Acoustic Imaging Cloud' });
  await expect(dialog.getByTestId('about-edition')).toHaveText('Acoustic Imaging Cloud (NL)');
  await expect(dialog.locator('code').first()).toBeVisible();
  const rows = await dialog.locator('tbody tr.ant-table-row').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  expect(Object.fromEntries(rows.map(([part, version, build]) => [part, { version, buildId: build }]))).toEqual(
    Object.fromEntries(Object.entries(expected).map(([part, build]) => [part, { version: build.version, buildId: build.buildId }])),
  );
  await dialog.getByRole('button', { name: 'Copy for support' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')[0]).toBe('Acoustic Imaging Cloud (NL)');
  expect(copied).toContain(`Cameras: ${expected.Cameras!.version} (build ${expected.Cameras!.buildId}`);
});

test('a remote built against another React is not loaded: its area says it is unavailable, the others work, and the reason is in the technical details', async ({ page }) => {
  await page.route('http://localhost:3002/**/mf-manifest.json', async (route) => {
    const manifest = (await (await route.fetch()).json()) as { shared: Array<{ name: string; version: string; requiredVersion: string }> };
    for (const shared of manifest.shared) if (shared.name === 'react') Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.3.1' });
    await route.fulfill({ json: manifest });
  });
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3002/') && request.url().endsWith('.js')) entries.push(request.url());
  });
  await openSignedIn(page, 'engineer', '/#/cameras');
  await expect(page.getByText('This part of the viewer is not available')).toBeVisible();
  const details = page.getByTestId('area-technical-details');
  await details.locator('summary').click();
  await expect(details).toContainText('react: mfe_cameras needs ^18.3.1, and this shell provides 19.');
  // Refused at its manifest: none of its code was fetched.
  expect(entries).toEqual([]);
  await page.getByRole('menuitem', { name: /Snapshots/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
});

test('the platform health page shows staff every area with its build and loading, the shared packages and no skew; others have no way in', async ({ page }) => {
  await openSignedIn(page, 'staff', '/#/cameras');
  await expect(page.getByRole('heading', { level: 1, name: 'Cameras' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Platform health' }).click();
  await expect(page).toHaveURL(/#\/platform$/);
  const areas = page.getByTestId('health-areas');
  await expect(areas.locator('tbody tr.ant-table-row')).toHaveCount(5);
  const cameras = JSON.parse(fs.readFileSync(path.join(ROOT, 'mfe-cameras/dist/v0.1.0/contract.json'), 'utf8')) as { version: string; buildId: string };
  const row = areas.locator('tbody tr.ant-table-row', { hasText: 'Cameras' });
  await expect(row).toContainText('Loaded');
  await expect(row).toContainText(cameras.buildId);
  await expect(row).toContainText('http://localhost:3002/v0.1.0/mf-manifest.json');
  await expect(row).toContainText('/cameras');
  await expect(row).toContainText('Tries: 1, failed: 0');
  await expect(row).toContainText(/\d ms/);
  const react = page.getByTestId('health-shared').locator('tbody tr.ant-table-row', { has: page.locator('code', { hasText: /^react$/ }) });
  await expect(react).toContainText('19.');
  await expect(react).toContainText('shell');
  await expect(page.getByTestId('health-warnings')).toContainText('No version skew');

  // An engineer has no rail entry, and the path sends him home.
  await page.goto('about:blank');
  await openSignedIn(page, 'engineer', '/#/cameras');
  await expect(page.getByRole('heading', { level: 1, name: 'Cameras' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Platform health' })).toHaveCount(0);
  await page.goto('/#/platform');
  await expect(page).toHaveURL(/#\/$/);
});
