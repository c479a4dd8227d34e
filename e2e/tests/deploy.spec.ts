import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT, TMP, waitForClosed, waitForUrl } from '../support/servers';
import { openSignedIn, signIn } from '../support/session';

/**
 * One area ships alone into a running deployment. The NL edition is deployed to a
 * static origin served by nginx (Debian's package, as production serves it): its shell from the
 * build the suite already made, then mfe-cameras and mfe-reports each built alone by the deploy
 * command. The shell is neither rebuilt nor restarted while cameras changes under it. Then the
 * other three areas are deployed by three teams at once, and the whole product is used through
 * nginx: every page's code comes from the origin, none from the servers the other suites use.
 */

const ORIGIN = path.join(TMP, 'origin');
const NL = 'http://localhost:3100';
const UE = 'http://localhost:3120';

interface Run {
  code: number | null;
  out: string;
  seconds: number;
}

/** One of the README's commands (`npm run deploy -- ...` is `node scripts/deploy.mjs ...`). */
function command(script: string, args: string[]): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', script), ...args, '--origin', ORIGIN], {
      cwd: ROOT,
      env: { ...process.env, DEPLOY_USER: 'e2e' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out, seconds: (Date.now() - started) / 1000 }));
  });
}

const deploy = (remote: string) => command('deploy.mjs', [remote, '--edition', 'NL', '--origin-url', NL]);
const registry = () => JSON.parse(fs.readFileSync(path.join(ORIGIN, 'NL', 'remotes.json'), 'utf8')) as { remotes: Array<{ name: string; buildId: string; entry: string }> };
const history = () => JSON.parse(fs.readFileSync(path.join(ORIGIN, 'NL', 'registry-history.json'), 'utf8')) as Array<{ action: string; remote: string; buildId: string; by: string; commit: string }>;
const liveBuild = (name: string) => registry().remotes.find((remote) => remote.name === name)!.buildId;

/** The build ids the About dialog shows, by row. */
async function aboutBuilds(page: Page): Promise<Record<string, string>> {
  const dialog = page.getByRole('dialog', { name: /About/ });
  const about = page.getByRole('menuitem', { name: 'About' });
  // The profile menu right after a load: open it (again) until the dialog is up.
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      if (!(await about.isVisible())) await page.getByRole('button', { name: 'Profile' }).click();
      await about.click({ timeout: 3_000 });
    }
    await expect(dialog.locator('code').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const rows = await dialog.locator('tbody tr.ant-table-row').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return Object.fromEntries(rows.map((cells) => [cells[0]!, cells[2]!]));
}

let origin: ChildProcess | undefined;

/** When each app's own build last wrote its output (any build of that app rewrites these files). */
const BUILD_OUTPUTS = ['shell/dist/platform.json', 'shell/dist-flir/platform.json', ...['snapshots', 'cameras', 'organization', 'reseller', 'reports'].map((area) => `mfe-${area}/dist/v0.1.0/contract.json`)];
const buildTimes = () => Object.fromEntries(BUILD_OUTPUTS.map((file) => [file, fs.statSync(path.join(ROOT, file)).mtimeMs]));
let before: Record<string, number>;

test.describe.serial('deploying one area into a running deployment (nginx origin)', () => {
  test.setTimeout(360_000);

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    fs.rmSync(ORIGIN, { recursive: true, force: true });
    before = buildTimes();
    const shell = await command('deploy.mjs', ['shell', '--edition', 'NL', '--from', path.join(ROOT, 'shell', 'dist')]);
    expect(shell.code, shell.out).toBe(0);
    // Every edition whose site exists is served; a shell deployed later joins on nginx's reload.
    origin = spawn(process.execPath, [path.join(ROOT, 'scripts', 'origin.mjs'), '--edition', 'all', '--origin', ORIGIN], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    await waitForUrl(`${NL}/`, 60_000);
    const cameras = await deploy('mfe-cameras');
    expect(cameras.code, cameras.out).toBe(0);
    console.log(`deploy of mfe-cameras alone: ${cameras.seconds.toFixed(1)} s\n${cameras.out}`);
  });

  test('a deploy builds its remote alone: no other app, nor the builds the suite serves, was built again', () => {
    expect(buildTimes()).toEqual(before);
    expect(fs.readdirSync(ORIGIN).filter((name) => name.startsWith('.build-'))).toEqual([]);
  });

  test.afterAll(async () => {
    origin?.kill('SIGTERM');
    await waitForClosed(3100).catch(() => undefined);
    await waitForClosed(3120).catch(() => undefined);
  });

  test('nginx serves the origin as production does: immutable published folders, a no-cache registry and page, compressed, with the security headers', async () => {
    const folder = registry().remotes.find((r) => r.name === 'mfe_cameras')!.entry.replace(/mf-manifest\.json$/, '');
    const entry = await fetch(`${NL}${folder}remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.get('content-encoding')).toBe('gzip');
    for (const file of ['/remotes.json', '/', '/index.html']) {
      const response = await fetch(`${NL}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), file).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
    }
    expect((await fetch(`${NL}/registry-history.json`)).status).toBe(404);
    expect((await fetch(`${NL}/.registry.lock/owner.json`)).status).toBe(404);
  });

  test('a new cameras build shows after a reload, two teams deploying at once both land, and a rollback brings the old build back', async ({ page }) => {
    const first = liveBuild('mfe_cameras');
    await openSignedIn(page, 'engineer', `${NL}/#/cameras`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cameras' })).toBeVisible();
    expect((await aboutBuilds(page)).Cameras).toBe(first);

    // Two teams at the same moment: cameras (a new build) and reports.
    const [cameras, reports] = await Promise.all([deploy('mfe-cameras'), deploy('mfe-reports')]);
    expect(cameras.code, cameras.out).toBe(0);
    expect(reports.code, reports.out).toBe(0);
    console.log(`concurrent deploys of mfe-cameras and mfe-reports: ${cameras.seconds.toFixed(1)} s and ${reports.seconds.toFixed(1)} s`);
    const second = liveBuild('mfe_cameras');
    expect(second).not.toBe(first);
    expect(registry().remotes.map((r) => r.name)).toEqual(['mfe_cameras', 'mfe_reports']);
    expect(history().map((r) => `${r.action} ${r.remote}`).sort()).toEqual(['deploy mfe_cameras', 'deploy mfe_cameras', 'deploy mfe_reports']);
    expect(history().every((r) => r.by === 'e2e' && /^[0-9a-f]{7,}$/.test(r.commit))).toBe(true);

    // The running shell picks the new build up on a reload: its entry comes from the new folder.
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mfe_cameras/')) entries.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Cameras' })).toBeVisible();
    expect(entries.some((url) => url.includes(`-${second}/remoteEntry.js`))).toBe(true);
    expect(entries.some((url) => url.includes(`-${first}/`))).toBe(false);
    expect(await aboutBuilds(page)).toMatchObject({ Cameras: second, Reports: liveBuild('mfe_reports') });
    // The reports area's slot (its menu in the top bar) came with its deploy.
    await expect(page.getByRole('button', { name: 'Reports' })).toBeVisible();

    // UE runs a canary: the first cameras build, published already, goes live there unbuilt while
    // NL keeps the second. UE's shell is built for UE alone and joins the running origin.
    const ue = await command('deploy.mjs', ['shell', '--edition', 'UE']);
    expect(ue.code, ue.out).toBe(0);
    console.log(`deploy of the UE shell alone: ${ue.seconds.toFixed(1)} s`);
    await waitForUrl(`${UE}/`, 15_000);
    const canary = await command('deploy.mjs', ['mfe-cameras', '--edition', 'UE', '--published', `0.1.0-${first}`, '--origin-url', UE]);
    expect(canary.code, canary.out).toBe(0);
    for (const [url, build] of [
      [UE, first],
      [NL, second],
    ] as const) {
      await page.goto('about:blank');
      await openSignedIn(page, 'staff', `${url}/#/platform`);
      await expect(page.getByTestId('health-areas').locator('tbody tr.ant-table-row', { hasText: 'Cameras' })).toContainText(build);
    }

    // A staff user pins NL's cameras to the first build in this browser only: the page reloads
    // with it and a banner says so; one click goes back to the live build.
    await page.getByRole('combobox', { name: 'Build of mfe_cameras in this browser' }).click();
    await page.locator('.ant-select-item-option', { hasText: `0.1.0-${first}` }).click({ timeout: 15_000 });
    const banner = page.getByTestId('override-banner');
    await expect(banner).toContainText(`mfe_cameras 0.1.0-${first}`);
    await expect(page.getByTestId('health-areas').locator('tbody tr.ant-table-row', { hasText: 'Cameras' })).toContainText(first);
    expect(liveBuild('mfe_cameras')).toBe(second);
    await banner.getByRole('button', { name: 'Back to the live builds' }).click();
    await expect(page.getByTestId('health-areas').locator('tbody tr.ant-table-row', { hasText: 'Cameras' })).toContainText(second);
    await expect(banner).toHaveCount(0);
    await page.goto(`${NL}/#/cameras`);

    const rollback = await command('rollback.mjs', ['mfe-cameras', '--edition', 'NL']);
    expect(rollback.code, rollback.out).toBe(0);
    expect(liveBuild('mfe_cameras')).toBe(first);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Cameras' })).toBeVisible();
    expect((await aboutBuilds(page)).Cameras).toBe(first);
    expect(history().at(-1)).toMatchObject({ action: 'rollback', remote: 'mfe_cameras', buildId: first });
  });

  test('three more teams deploy at once, and the whole product runs from the origin: sign-in, list, detail, every area, the reseller portal', async ({ page }) => {
    const runs = await Promise.all(['mfe-snapshots', 'mfe-organization', 'mfe-reseller'].map(deploy));
    for (const run of runs) expect(run.code, run.out).toBe(0);
    console.log(`concurrent deploys of mfe-snapshots, mfe-organization and mfe-reseller: ${runs.map((run) => `${run.seconds.toFixed(1)} s`).join(', ')}`);
    expect(registry().remotes.map((r) => r.name)).toEqual(['mfe_snapshots', 'mfe_cameras', 'mfe_organization', 'mfe_reseller', 'mfe_reports']);

    // Every script, style and manifest the pages load comes from the nginx origin (the api-server
    // answers the data); nothing from the ports the build-per-app servers of the other suites use.
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^(script|stylesheet|fetch)$/.test(request.resourceType()) && url.origin !== NL && url.port !== '8000') elsewhere.push(request.url());
    });
    await page.goto('about:blank');
    await signIn(page, 'engineer', undefined, NL);
    await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
    await page.locator('[data-snapshot-id] img').first().click();
    await expect(page).toHaveURL(/#\/snapshot\/\d+/);
    await expect(page.getByLabel('New tags')).toBeVisible();
    for (const [path, heading] of [
      ['/cameras', 'Cameras'],
      ['/organization', 'Organization'],
      ['/components', 'Components'],
    ]) {
      await page.goto(`${NL}/#${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Reports' }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();

    await page.goto('about:blank');
    await openSignedIn(page, 'reseller', `${NL}/#/reseller`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reseller portal' })).toBeVisible();
    expect(elsewhere).toEqual([]);
  });
});
