import { expect, test } from '@playwright/test';
import { cspViolations, watchCspViolations } from '../support/security';
import { openSignedIn } from '../support/session';

/**
 * The fault case for API calls: a hung call must not spin forever. The client gives every call
 * 30 s (shared-core's ApiClient); the list's query tries twice, then says the server did not
 * answer and offers a retry that works once the server answers again. (A remote that is down,
 * slow, answering 500 or serving HTML is federation-faults.spec.ts.)
 */
test('a hung API call ends in the timeout message with a retry, not a spinner forever', async ({ context, page }) => {
  await watchCspViolations(context);
  await openSignedIn(page, 'engineer', '/#/');
  let hang = true;
  let hung = 0;
  const held: (() => void)[] = [];
  await page.route(/:8000\/api\/snapshots\/\?/, async (route) => {
    if (!hang) return route.fallback();
    hung += 1;
    // Never answered while the test runs (released at its end).
    await new Promise<void>((resolve) => held.push(resolve));
    return route.abort().catch(() => undefined);
  });
  // The page's clock runs on, and the test moves it past the client's 30 s timeout at once
  // (the page's own timers decide; nothing here waits 30 s of real time).
  await page.clock.install();
  // A new document, so every timer of the page is the fake clock's (a hash change would keep the
  // signed-in page, and the timers it had already set, running).
  await page.goto('about:blank');
  await page.goto('/#/?label=hung');
  // Start-up begins the list's call while the snapshots remote still loads, so the call can hang
  // before the remote's script has come. Moving the clock then would also time that script out
  // (the federation runtime's own timer): wait for the list page's toolbar first.
  await expect(page.getByLabel('Search labels')).toBeVisible();
  const message = page.getByText('The server did not answer within 30 s.');
  for (let attempt = 1; attempt <= 3 && !(await message.isVisible()); attempt += 1) {
    await expect.poll(() => hung).toBeGreaterThanOrEqual(attempt);
    await page.clock.fastForward(31_000);
  }
  await expect(message).toBeVisible();
  held.forEach((release) => release());
  await expect(page.getByText('Something went wrong while loading the snapshots.')).toBeVisible();
  hang = false;
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('The server did not answer within 30 s.')).toHaveCount(0, { timeout: 15_000 });
  expect(await cspViolations(page)).toEqual([]);
});
