import { expect, type Page } from '@playwright/test';
import { apiSnapshots } from './api';

/** Ids of the snapshot cards on screen, in order. */
export async function cardIds(page: Page): Promise<number[]> {
  // The grid renders a page's last cards a few frames after its first ones (aria-busy meanwhile).
  await expect(page.locator('[data-testid="snapshot-grid"]:not([aria-busy="true"])')).toBeVisible();
  return page.locator('[data-snapshot-id]').evaluateAll((cards) => cards.map((c) => Number((c as HTMLElement).dataset.snapshotId)));
}

/**
 * Waits until the list shows the server's first 20 answers to `query` (count and cards in order).
 * The previous page stays on screen (dimmed) while a new filter loads, so cards read before this
 * may belong to the previous query.
 */
export async function expectListMatches(page: Page, token: string, query: string): Promise<void> {
  const expected = await apiSnapshots(token, `${query}${query ? '&' : ''}page_size=20`);
  await expect(page.getByTestId('result-count')).toHaveText(`${expected.count} snapshot${expected.count === 1 ? '' : 's'}`);
  await expect.poll(() => cardIds(page)).toEqual(expected.results.map((s) => s.id));
}
