import { expect, test, type Page } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { API_PORT } from '../support/servers';
import { openSignedIn, PASSWORD } from '../support/session';

/**
 * The floating buttons (tasks, release notes, feedback) never cover a control, and on phones
 * what a finger taps is at least 44 by 44 px. Every page at the top and at the bottom of its
 * scroll, at a desktop and a phone size; one browser context a size, so the pages after the first
 * come from its cache, and the user changes by swapping the stored session rather than signing in.
 */

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** What a person can click or tap. */
const CONTROLS = 'button, [role="tab"], input, a, [role="button"]';
const FLOATING_GROUP = '.ant-float-btn-group';
/** Smallest touch target on phones, each way. */
const TOUCH_PX = 44;

interface Found {
  what: string;
  box: { x: number; y: number; width: number; height: number };
}

/** Stores `username`'s tokens where the viewer keeps them; the next full load is theirs. */
async function becomeUser(page: Page, username: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(response.status, `sign-in of ${username}`).toBe(200);
  const session = JSON.stringify(await response.json());
  await page.evaluate((value) => localStorage.setItem('acv.session', value), session);
}

/**
 * The controls whose visible part (clipped by the viewport and by any ancestor that clips its
 * overflow, as a scrolled tab row or tree does) meets a floating button's box.
 */
function controlsUnderFloatingButtons(page: Page): Promise<Found[]> {
  return page.evaluate(
    ({ controls, floatingGroup }) => {
      type Rect = { left: number; top: number; right: number; bottom: number };
      const intersect = (a: Rect, b: Rect): Rect => ({
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      });
      // Less than a pixel is rounding, not a covered control.
      const empty = (r: Rect) => r.right - r.left < 1 || r.bottom - r.top < 1;
      const visiblePart = (element: Element): Rect => {
        let rect: Rect = element.getBoundingClientRect();
        rect = intersect(rect, { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight });
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') rect = intersect(rect, parent.getBoundingClientRect());
          if (style.position === 'fixed') break;
        }
        return rect;
      };
      const group = document.querySelector(floatingGroup);
      if (!group) throw new Error('no floating buttons on the page');
      const buttons = [...group.querySelectorAll('.ant-float-btn')].map((button) => button.getBoundingClientRect());
      if (buttons.length === 0) throw new Error('the floating group has no buttons');
      const found: { what: string; box: { x: number; y: number; width: number; height: number } }[] = [];
      for (const control of document.querySelectorAll(controls)) {
        if (group.contains(control) || !control.checkVisibility({ visibilityProperty: true })) continue;
        const part = visiblePart(control);
        if (empty(part)) continue;
        if (buttons.some((button) => !empty(intersect(part, button)))) {
          const label = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? '';
          const role = control.getAttribute('role') ?? control.tagName.toLowerCase();
          const box = control.getBoundingClientRect();
          found.push({ what: `${role} "${label}"`, box: { x: box.x, y: box.y, width: box.width, height: box.height } });
        }
      }
      return found;
    },
    { controls: CONTROLS, floatingGroup: FLOATING_GROUP },
  );
}

/** Scrolls to the top and to the bottom; at each, no control is under a floating button. */
async function expectNothingCovered(page: Page, where: string): Promise<void> {
  await expect(page.locator(FLOATING_GROUP)).toBeVisible();
  for (const [end, y] of [
    ['top', 0],
    ['bottom', Number.MAX_SAFE_INTEGER],
  ] as const) {
    await page.evaluate((top) => window.scrollTo(0, top === Number.MAX_SAFE_INTEGER ? document.documentElement.scrollHeight : top), y);
    // Two frames: the scroll is painted and any sticky part has moved.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await controlsUnderFloatingButtons(page), `controls under the floating buttons on ${where}, scrolled to the ${end}`).toEqual([]);
  }
}

/**
 * The shown elements of `selector`, each with the taps around its centre that miss it: the
 * centre, 21 px up, down, left and right (44 px high and wide), and 14 px each way along each
 * diagonal (still inside a round 44 px button). What is measured is the hit area, whatever size the
 * element is drawn at.
 */
function targets(page: Page, selector: string): Promise<{ what: string; missed: string[] }[]> {
  return page.evaluate(
    ({ selector, reach }) =>
      [...document.querySelectorAll(selector)]
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .map((element) => {
          element.scrollIntoView({ block: 'center', inline: 'nearest' });
          const box = element.getBoundingClientRect();
          const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
          const diagonal = Math.floor(reach / Math.SQRT2);
          const probes = [
            [0, 0],
            [-reach, 0],
            [reach, 0],
            [0, -reach],
            [0, reach],
            ...[-diagonal, diagonal].flatMap((dx) => [-diagonal, diagonal].map((dy) => [dx, dy])),
          ];
          const missed: string[] = [];
          for (const [dx, dy] of probes) {
            const hit = document.elementFromPoint(x + dx!, y + dy!);
            if (!hit || !(element === hit || element.contains(hit))) missed.push(`${dx},${dy}: ${hit?.tagName.toLowerCase() ?? 'nothing'} ${hit?.getAttribute('class') ?? ''}`);
          }
          const what = `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)}" (${Math.round(box.width)}×${Math.round(box.height)})`;
          return { what, missed };
        }),
    { selector, reach: TOUCH_PX / 2 - 1 },
  );
}

/** Every shown element of `selector` (at least `atLeast` of them) takes taps over 44 by 44 px. */
async function expectTouchTargets(page: Page, selector: string, atLeast: number, where: string): Promise<void> {
  const found = await targets(page, selector);
  expect(found.length, `${selector} on ${where}`).toBeGreaterThanOrEqual(atLeast);
  expect(
    found.filter((target) => target.missed.length > 0),
    `hit areas under ${TOUCH_PX} by ${TOUCH_PX} px on ${where}`,
  ).toEqual([]);
}

test.describe('the floating buttons cover nothing; phone touch targets are 44 px', () => {
  let leakId: number;
  test.beforeAll(async () => {
    const [leak] = (await apiSnapshots(await apiToken('engineer'), 'type=leak&page_size=1')).results;
    leakId = leak!.id;
  });

  for (const { name, viewport } of SIZES) {
    const phone = viewport.width < 768;

    test(`list, detail, cameras, organization and reseller on a ${name} (${viewport.width} px)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      try {
        await openSignedIn(page, 'engineer', '/#/');
        await expect(page.locator('[data-snapshot-id]').first()).toBeVisible();
        await expectNothingCovered(page, 'the snapshot list');

        await page.goto(`/#/snapshot/${leakId}`);
        // Phones show the detail as tabs; desktop its sections, the tags among the last to come.
        await expect(phone ? page.getByRole('tab', { name: 'Analysis' }) : page.getByLabel('New tags')).toBeVisible();
        await expectNothingCovered(page, 'a leak detail');
        if (phone) await expectTouchTargets(page, '[role="tab"]', 5, 'the detail');

        await page.goto('/#/cameras');
        await expect(page.getByTestId('camera-card').nth(1)).toBeVisible();
        await expectNothingCovered(page, 'the cameras');
        if (phone) {
          await expectTouchTargets(page, '[data-testid="camera-card"] [role="tab"]', 8, 'the camera cards');
          await expectTouchTargets(page, '.ant-typography-copy', 2, 'the camera cards (copy the serial)');
        }

        await becomeUser(page, 'orgadmin');
        // A query string of its own makes this a full load, which reads the stored session.
        await page.goto('/?as=orgadmin#/organization');
        await expect(page.getByRole('region', { name: /Group tree/ })).toBeVisible();
        await expectNothingCovered(page, 'the organization');

        await becomeUser(page, 'reseller');
        await page.goto('/?as=reseller#/reseller');
        const seeded = page.getByRole(phone ? 'listitem' : 'row').filter({ hasText: 'HRBR-WKS2' });
        await expect(seeded).toBeVisible();
        await seeded.getByRole('button', { name: 'Show the whole license key' }).click();
        // The pointer away, so no button's tooltip lies over what is probed below.
        await page.mouse.move(1, 1);
        await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(0);
        const key = seeded.getByTestId('license-key');
        await expect(key).toHaveText(/^([A-Z2-7]{5}-){4}[A-Z2-7]{5}$/);
        // The whole key is inside its cell or card, not running out of it.
        const keyBox = (await key.boundingBox())!;
        const holder = (await (phone ? seeded : key.locator('xpath=ancestor::td[1]')).boundingBox())!;
        expect(keyBox.x + keyBox.width).toBeLessThanOrEqual(holder.x + holder.width);
        await expectNothingCovered(page, 'the reseller portal');
        if (phone) {
          // Show or shorten, and copy: the key's two icon buttons, side by side.
          await expectTouchTargets(page, '[role="listitem"] .ant-btn-icon-only', 2, 'the reseller portal');
          await expectTouchTargets(page, `${FLOATING_GROUP} .ant-float-btn`, 3, 'the floating buttons');
        }
      } finally {
        await context.close();
      }
    });
  }
});
