import { expect, test, type Page } from '@playwright/test';
import { API, apiSnapshots, apiToken } from '../support/api';
import { countRequests, expiredCopy, storedSession } from '../support/security';
import { openSignedIn, storeSessionOnLoad } from '../support/session';

/**
 * For a signed-in visitor opening the list, index.html paints the frame and the first
 * cards itself before any of the platform's scripts (shell src/prepaint); React's list then
 * takes the page over with the same thumbnails in the same place. A snapshot's detail is painted
 * the same way: its heading and the photo under the heatmap.
 */

const MAIN_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/**
 * The first loaded image `image` matches, with the box `levels` elements up that holds it (the
 * card's photo box, or the detail's picture), rounded to the pixel.
 */
async function loadedImage(page: Page, image: string, levels: number) {
  const photo = page.locator(image).first();
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
  const box = (await photo.locator(`xpath=${Array(levels).fill('..').join('/')}`).boundingBox())!;
  return { src: await photo.getAttribute('src'), box: [box.x, box.y, box.width, box.height].map(Math.round) };
}

/**
 * A media link without its signature: the server rounds a link's expiry up to the minute, so the
 * two page loads a test compares sign the same picture differently when a minute turns between
 * them (a clean-clone CI run failed on exactly that).
 */
const unsigned = (src: string | null) => src?.replace(/\?exp=\d+&sig=[\w-]+$/, '');

/** React's image is the drawn one, in the same place and size to the pixel: nothing jumps, and it is no larger paint. */
function expectSameImage(drawn: { src: string | null; box: number[] }, shown: { src: string | null; box: number[] }) {
  expect(unsigned(shown.src)).toBe(unsigned(drawn.src));
  expect(unsigned(drawn.src)).toMatch(/\/media\/snapshots\/\d+\/\w/);
  for (let i = 0; i < 4; i++) expect(Math.abs(shown.box[i]! - drawn.box[i]!), `box ${String(drawn.box)} vs ${String(shown.box)}`).toBeLessThanOrEqual(1);
}

for (const [name, viewport] of [
  ['desktop', { width: 1350, height: 940 }],
  ['phone', { width: 412, height: 823 }],
] as const) {
  test(`on a ${name}, the HTML paints the first cards where the list draws them, before the platform runs`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The platform's entry does not come: what shows is index.html's own work.
    await page.route(MAIN_SCRIPT, (route) => route.abort());
    await openSignedIn(page, 'engineer', '/#/');
    const painted = await loadedImage(page, '.acv-pp-card img', 2);
    await expect(page.locator('.acv-pp-card').first()).toHaveAttribute('href', /^#\/snapshot\/\d+$/);
    expect(await page.locator('.acv-pp-card').count()).toBeGreaterThanOrEqual(4);
    await expect(page.locator('[data-snapshot-id]')).toHaveCount(0);

    await page.unroute(MAIN_SCRIPT);
    await page.reload();
    expectSameImage(painted, await loadedImage(page, '[data-snapshot-id] img', 2));
    await expect(page.locator('.acv-pp')).toHaveCount(0);
  });
}

test('the list takes the answer the HTML asked for instead of asking again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/api/snapshots/?')) asked.push(new URL(request.url()).search);
  });
  await openSignedIn(page, 'engineer', '/#/');
  await expect(page.locator('[data-snapshot-id]').first()).toBeVisible();
  await expect(page.getByTestId('snapshot-grid')).toHaveAttribute('aria-busy', 'false');
  expect(asked).toEqual(['?page_size=20']);
});

test('a painted card is a link to its snapshot', async ({ page }) => {
  await page.route(MAIN_SCRIPT, (route) => route.abort());
  await openSignedIn(page, 'engineer', '/#/');
  const card = page.locator('.acv-pp-card').first();
  const id = (await card.getAttribute('href'))!.replace('#/snapshot/', '');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`#/snapshot/${id}$`));
  await page.unroute(MAIN_SCRIPT);
  await page.reload();
  await expect(page.getByTestId('snapshot-detail')).toHaveAttribute('data-snapshot-id', id);
});

/** A leak snapshot that has a label, with its id and label. */
async function labelledSnapshot() {
  const { results } = await apiSnapshots(await apiToken('engineer'), 'type=leak&page_size=20');
  const snapshot = results.find((s) => s.label.trim() !== '' && !/\s{2}/.test(s.label))!;
  return { id: snapshot.id, label: snapshot.label };
}

/** Sets a snapshot's label through the API. */
async function relabel(id: number, text: string) {
  const response = await fetch(`${API}/api/snapshots/${id}/label/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await apiToken('engineer')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  expect(response.status).toBe(200);
}

const LONG_LABEL = 'Compressor room north wall, main header pipe joint near the dryer outlet';
/** Snapshots a test relabelled, with their labels before. */
const relabelled = new Map<number, string>();

for (const [name, viewport, shrunken, long] of [
  ['desktop', { width: 1350, height: 940 }, false, false],
  ['desktop with the smaller image', { width: 1350, height: 940 }, true, false],
  ['desktop, a label that wraps in the breadcrumb', { width: 1350, height: 940 }, false, true],
  ['narrower desktop (the header in two rows)', { width: 1100, height: 800 }, false, false],
  ['phone', { width: 412, height: 823 }, false, false],
  ['phone, a label that wraps in the heading', { width: 412, height: 823 }, false, true],
] as const) {
  test(`on a ${name}, the HTML paints a snapshot's photo where the detail draws it, before the platform runs`, async ({ page }) => {
    const snapshot = await labelledSnapshot();
    const { id } = snapshot;
    const label = long ? LONG_LABEL : snapshot.label;
    if (long) {
      relabelled.set(id, snapshot.label);
      await relabel(id, LONG_LABEL);
    }
    await page.setViewportSize(viewport);
    if (shrunken) await page.addInitScript(() => localStorage.setItem('acv.detail.shrunkenThumbnail', '1'));
    await page.route(MAIN_SCRIPT, (route) => route.abort());
    await openSignedIn(page, 'engineer', `/#/snapshot/${id}`);
    const painted = await loadedImage(page, '.acv-pp-picture img', 1);
    await expect(page.locator('.acv-pp-heading')).toHaveText(label);
    await expect(page.getByTestId('snapshot-detail')).toHaveCount(0);

    await page.unroute(MAIN_SCRIPT);
    await page.reload();
    expectSameImage(painted, await loadedImage(page, '[data-testid=snapshot-detail] img', 1));
    await expect(page.locator('.acv-pp')).toHaveCount(0);
  });
}

// The seed's labels are put back however a test ends.
test.afterEach(async () => {
  for (const [id, label] of relabelled) await relabel(id, label);
  relabelled.clear();
});

test('the detail takes the answer the HTML asked for; a snapshot that is not there paints nothing', async ({ page }) => {
  const { id } = await labelledSnapshot();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/api\/snapshots\/\d+\/$/.test(request.url())) asked.push(new URL(request.url()).pathname);
  });
  await openSignedIn(page, 'engineer', `/#/snapshot/${id}?type=leak`);
  await expect(page.getByTestId('snapshot-detail')).toHaveAttribute('data-snapshot-id', String(id));
  await expect(page.locator('[data-testid=snapshot-detail] img').first()).toHaveJSProperty('complete', true);
  expect(asked).toEqual([`/api/snapshots/${id}/`]);

  // No such snapshot: the boot frame stays until the detail says so.
  await page.route(MAIN_SCRIPT, (route) => route.abort());
  await page.goto('about:blank');
  await page.goto('/#/snapshot/999999');
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.locator('.acv-pp')).toHaveCount(0);
});

test('back after the access token expired: the HTML refreshes it under the client\'s lock first, and the platform goes on with the new pair', async ({ page }) => {
  await openSignedIn(page, 'engineer', '/#/');
  await expect(page.locator('[data-snapshot-id]').first()).toBeVisible();
  /** The stored pair with its access token expired, put back for the next load (nothing of the app runs meanwhile). */
  const expireOnNextLoad = async () => {
    const session = (await storedSession(page))!;
    await page.goto('about:blank');
    const stale = { ...session, access: expiredCopy(session.access) };
    await storeSessionOnLoad(page, stale);
    return stale;
  };
  const refreshes = countRequests(page, /\/api\/token\/refresh\/$/, 'POST');

  // The HTML alone: it refreshes, stores the new pair and draws the cards.
  let stale = await expireOnNextLoad();
  await page.route(MAIN_SCRIPT, (route) => route.abort());
  await page.goto('/#/');
  await expect(page.locator('.acv-pp-card').first()).toBeVisible();
  expect(refreshes.count).toBe(1);
  expect((await storedSession(page))!.refresh).not.toBe(stale.refresh);

  // With the platform: it starts on the pair the HTML stored, and does not refresh again.
  await page.unroute(MAIN_SCRIPT);
  stale = await expireOnNextLoad();
  await page.goto('/#/');
  await expect(page.locator('[data-snapshot-id]').first()).toBeVisible();
  await expect(page.getByTestId('snapshot-grid')).toHaveAttribute('aria-busy', 'false');
  await expect(page).not.toHaveURL(/#\/(login|logout)/);
  expect(refreshes.count).toBe(2);
  const renewed = (await storedSession(page))!;
  expect(renewed.refresh).not.toBe(stale.refresh);
  // The pair the page holds is the one the server knows as current.
  await page.reload();
  await expect(page.locator('[data-snapshot-id]').first()).toBeVisible();
  expect(refreshes.count).toBe(2);
  expect((await storedSession(page))!.refresh).toBe(renewed.refresh);
});

test('nothing is painted or asked for on the login page or a filtered list', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/snapshots/')) asked.push(request.url());
  });
  await page.route(MAIN_SCRIPT, (route) => route.abort());
  await page.goto('/#/login');
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await openSignedIn(page, 'engineer', '/#/?type=leak');
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.locator('.acv-pp')).toHaveCount(0);
  expect(asked).toEqual([]);
});
