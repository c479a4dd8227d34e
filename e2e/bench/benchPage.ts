import { expect, type Page } from '@playwright/test';
import { cardIds } from '../support/list';

const PAGE = 20;

/** Selects the first `count` snapshots of the list, a page of 20 at a time ("Select all on this page"; the selection spans pages). */
export async function selectFirst(page: Page, count: number): Promise<void> {
  let previous: number | undefined;
  for (let p = 0; p < count / PAGE; p += 1) {
    await page.goto(`/#/?page=${p}`);
    // The cards of the page asked for, not those of the page before it.
    await expect.poll(async () => {
      const ids = await cardIds(page);
      return ids.length === PAGE && ids[0] !== previous;
    }).toBe(true);
    previous = (await cardIds(page))[0];
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  }
  await expect(page.getByTestId('selection-count')).toHaveText(`${count} selected`);
}

/** Starts recording the page's long tasks (main-thread tasks over 50 ms). */
export const watchLongTasks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask' });
  });

/** The long tasks recorded since {@link watchLongTasks}, as a line of figures. */
export async function longTaskLine(page: Page): Promise<string> {
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  const longest = [...tasks].sort((a, b) => b - a).slice(0, 5);
  return `long tasks in the page: ${tasks.length}, over 50 ms: ${tasks.filter((d) => d > 50).length}, longest: ${longest.map((d) => d.toFixed(0)).join(', ') || '-'} ms, total ${tasks.reduce((a, b) => a + b, 0).toFixed(0)} ms`;
}
