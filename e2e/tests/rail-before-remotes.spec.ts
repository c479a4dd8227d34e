import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/session';

/**
 * The rail entries a brand composes come from its registry (composed from the remotes' contracts),
 * so the rail shows them before the remotes' contracts arrive and does not jump when they land.
 */

const railEntries = (page: Page) => page.getByTestId('nav-rail').getByRole('link');

test('the rail lists every area of the brand before a remote contract arrives, and keeps them when it lands', async ({ browser }) => {
  const signedIn = await browser.newContext({ baseURL: 'http://localhost:3000' });
  const first = await signedIn.newPage();
  await openSignedIn(first, 'engineer', '/#/');
  await expect(first.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
  const expected = await railEntries(first).allInnerTexts();
  const storageState = await signedIn.storageState();
  await signedIn.close();
  expect(expected).toEqual(expect.arrayContaining(['Snapshots', 'Cameras', 'Organization']));

  const context = await browser.newContext({ baseURL: 'http://localhost:3000', storageState });
  // The organization remote answers nothing until released: its contract cannot have arrived.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await context.route('http://localhost:3003/**', async (route) => {
    held += 1;
    await gate;
    await route.continue().catch(() => undefined);
  });
  const page = await context.newPage();
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
  await expect.poll(() => held).toBeGreaterThan(0);
  // Before the contract: every entry, in the same order as with all contracts loaded.
  await expect(railEntries(page)).toHaveText(expected);
  const organization = page.getByTestId('nav-rail').getByRole('menuitem', { name: 'Organization' });
  const before = await organization.boundingBox();

  release();
  // The contract lands: the organization page opens from its entry, and the rail has not moved.
  await organization.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
  await expect(railEntries(page)).toHaveText(expected);
  expect(await organization.boundingBox()).toEqual(before);
  await context.close();
});
