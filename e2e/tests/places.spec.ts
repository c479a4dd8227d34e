import { expect, test } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { openedDialog } from '../support/dialog';
import { openSignedIn } from '../support/session';

test('the places dialog filters the list by a visit date (spec 000 section 2)', async ({ page }) => {
  await openSignedIn(page, 'engineer', '/#/');
  await expect(page.getByTestId('result-count')).toBeVisible();
  await page.getByRole('button', { name: 'Places' }).click();
  const dialog = await openedDialog(page, 'Places');
  // Places are titled by their address, not their coordinates.
  const place = dialog.getByRole('group').filter({ has: page.locator('.ant-tag[role="button"]') }).first();
  await expect(place).toHaveAttribute('aria-label', /, Finland$|, [A-Z][a-z]+$/);
  const placeName = await place.getAttribute('aria-label');
  expect(placeName).not.toMatch(/^Place at/);
  const visit = place.locator('.ant-tag[role="button"]').first();
  await expect(visit).toBeVisible();
  await visit.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/cluster=/);
  const url = new URL(page.url().replace('#/', ''));
  const cluster = url.searchParams.get('cluster');
  const start = url.searchParams.get('start');
  expect(start).toBe(url.searchParams.get('end'));
  const token = await apiToken('engineer');
  const expected = await apiSnapshots(token, `cluster=${cluster}&start=${start}&end=${start}&page_size=20`);
  expect(expected.count).toBeGreaterThan(0);
  await expect(page.getByTestId('result-count')).toHaveText(`${expected.count} snapshot${expected.count === 1 ? '' : 's'}`);
  // The chip names the place ("Place: Riverside Substation, ..."), not its id.
  await expect(page.getByRole('listitem').filter({ hasText: `Place: ${placeName}` })).toBeVisible();
});

test('a date heading of the list opens that day in the routes view (spec 000 section 2)', async ({ page }) => {
  await openSignedIn(page, 'engineer', '/#/');
  const heading = page.getByTestId('day-heading').filter({ has: page.getByRole('button', { name: /Show the route of/ }) }).first();
  await expect(heading).toBeVisible();
  const day = await heading.getAttribute('data-day');
  await heading.getByRole('button', { name: /Show the route of/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('button[aria-pressed="true"]')).toHaveCount(1);
  await expect(dialog.getByRole('img', { name: /Route of/ }).or(dialog.getByLabel(/Route of/))).toBeVisible();
  // The heading counts the day's cards on this page.
  const cards = page.locator(`[data-snapshot-id]`);
  expect(await cards.count()).toBeGreaterThan(0);
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
