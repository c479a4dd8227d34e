import { expect, test } from '@playwright/test';
import { cspViolations, signInQuietly, watchCspViolations } from '../support/security';

/**
 * Issue 17's fault row for API calls: a hung call used to show a spinner forever. The client
 * now gives every call 30 s (shared-core's ApiClient); the list's query tries twice, then says
 * the server did not answer and offers a retry that works once the server answers again.
 * (The remote down/slow/500/HTML rows are the federation fault spec of the performance work.)
 */
test('a hung API call ends in the timeout message with a retry, not a spinner forever', async ({ context, page }) => {
  test.setTimeout(150_000);
  await watchCspViolations(context);
  await signInQuietly(page, 'engineer');
  let hang = true;
  await page.route(/:8000\/api\/snapshots\/\?/, async (route) => {
    if (!hang) return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 40_000));
    return route.abort().catch(() => undefined);
  });
  await page.goto('/#/?label=hung');
  await expect(page.getByText('The server did not answer within 30 s.')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Something went wrong while loading the snapshots.')).toBeVisible();
  hang = false;
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('The server did not answer within 30 s.')).toHaveCount(0, { timeout: 15_000 });
  expect(await cspViolations(page)).toEqual([]);
});
