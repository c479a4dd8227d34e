import { expect, test } from '@playwright/test';
import { apiSnapshots, apiToken, type ApiSnapshotPage } from '../support/api';
import { cardIds, expectListMatches } from '../support/list';
import { openSignedIn } from '../support/session';

test.describe('snapshot list (spec 000 section 2)', () => {
  let token: string;
  test.beforeAll(async () => {
    token = await apiToken('engineer');
  });

  test('shows the first page in creation order and the pager moves', async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/');
    await expectListMatches(page, token, '');
    await page.getByRole('listitem', { name: '2' }).or(page.locator('.ant-pagination-item-2')).first().click();
    await expect(page).toHaveURL(/page=1/);
    await expectListMatches(page, token, 'page=1');
  });

  for (const [name, query] of [
    ['type leak with gas AIR', 'type=leak&gas=AIR'],
    ['type PD, floating', 'type=pd&pd_classification=floating'],
    ['only severe PD', 'type=pd&severe=1'],
    ['mechanical possible fault', 'type=mechanical&fault=1'],
    ['fixed leaks', 'type=leak&fixed=1'],
    ['leaks not fixed', 'type=leak&fixed=0'],
    ['PD of high severity', 'type=pd&pd_severity=high'],
    ['no mechanical fault', 'type=mechanical&fault=0'],
    ['starred', 'starred=1'],
    ['untagged', 'untagged=1'],
  ] as const) {
    test(`the URL filter "${name}" narrows the list to the server's matches`, async ({ page }) => {
      await openSignedIn(page, 'engineer', `/#/?${query}`);
      await expectListMatches(page, token, query);
    });
  }

  // Filters whose values come from the seed: a tag, a camera serial and a day that exist.
  for (const [name, queryFrom] of [
    ['a tag', (rows: ApiSnapshotPage['results']) => `tags=${encodeURIComponent(rows.find((s) => s.tags.length)!.tags[0]!)}`],
    ['a camera serial', (rows: ApiSnapshotPage['results']) => `serials=${rows.at(-1)!.device_serial}`],
    ['a date range of one day', (rows: ApiSnapshotPage['results']) => `start=${rows[30]!.created_date.slice(0, 10)}&end=${rows[30]!.created_date.slice(0, 10)}`],
  ] as const) {
    test(`the URL filter "${name}" narrows the list to the server's matches`, async ({ page }) => {
      const query = queryFrom((await apiSnapshots(token, 'page_size=200')).results);
      await openSignedIn(page, 'engineer', `/#/?${query}`);
      await expectListMatches(page, token, query);
      expect((await apiSnapshots(token, query)).count).toBeLessThan((await apiSnapshots(token, '')).count);
    });
  }

  for (const ordering of ['created_date', 'synced_date', '-synced_date', 'severity', '-severity', 'label', '-label', 'leak_size', '-leak_size', 'location', '-location']) {
    test(`sort ${ordering} is done by the server`, async ({ page }) => {
      await openSignedIn(page, 'engineer', `/#/?ordering=${ordering}`);
      await expectListMatches(page, token, `ordering=${ordering}`);
    });
  }

  test('the filter popover sets a type filter and disables the other types; chips remove it', async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByText('Only severe PD').click();
    await expect(page).toHaveURL(/type=pd/);
    await expect(page).toHaveURL(/severe=1/);
    await expectListMatches(page, token, 'type=pd&severe=1');
    await expect(page.getByRole('radio', { name: 'Possible fault' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.getByRole('listitem').filter({ hasText: 'Only severe PD' }).getByLabel(/Remove filter/).click();
    await expect(page).not.toHaveURL(/severe=1/);
  });

  test('the label search is debounced and filters by label words', async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/');
    const first = (await apiSnapshots(token, 'page_size=1')).results[0]!;
    const word = first.label.split(/\s+/)[0]!;
    await page.getByLabel('Search labels').fill(word);
    await expect(page).toHaveURL(new RegExp(`label=${encodeURIComponent(word)}`));
    await expectListMatches(page, token, `label=${encodeURIComponent(word)}`);
  });

  test("a card's details tooltip shows its ID and serial on hover and on keyboard focus", async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/');
    const [first, second] = (await apiSnapshots(token, 'page_size=2')).results;
    const info = (id: number) => page.locator(`[data-snapshot-id="${id}"]`).getByLabel('Details');
    await info(first!.id).hover();
    await expect(page.getByRole('tooltip').filter({ hasText: `ID: ${first!.id}` })).toContainText(first!.device_serial);
    // The tooltip mounts on first use: a Tab onto the second card's icon opens its own and keeps the focus there.
    await info(second!.id).focus();
    await expect(page.getByRole('tooltip').filter({ hasText: `ID: ${second!.id}` })).toBeVisible();
    await expect(info(second!.id)).toBeFocused();
  });

  test('a star persists across a reload', async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/');
    const ids = await cardIds(page);
    const card = page.locator(`[data-snapshot-id="${ids[0]}"]`);
    const star = card.getByRole('button', { name: /Star|Remove star/ });
    const before = await star.getAttribute('aria-pressed');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await expect.poll(async () => (await apiSnapshots(token, `page_size=20`)).results.find((s) => s.id === ids[0])?.starred).toBe(before !== 'true');
    await page.reload();
    await expect(page.locator(`[data-snapshot-id="${ids[0]}"]`).getByRole('button', { name: /Star|Remove star/ })).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  });

  test('a fixed mark persists across a reload; only leak cards carry the toggle', async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/');
    await cardIds(page);
    const fixedToggle = { name: /Mark as (not )?fixed/ };
    // Leak cards have the toggle; PD and mechanical cards do not.
    const rows = (await apiSnapshots(token, `page_size=20`)).results as Array<ApiSnapshotPage['results'][number] & { device_analysis_type: string }>;
    const leakIds = rows.filter((s) => ['A1', 'A2'].includes(s.device_analysis_type)).map((s) => s.id);
    const otherId = rows.find((s) => !['A1', 'A2'].includes(s.device_analysis_type))!.id;
    await expect(page.locator(`[data-snapshot-id="${otherId}"]`).getByRole('button', fixedToggle)).toHaveCount(0);
    const id = leakIds[0]!;
    const card = page.locator(`[data-snapshot-id="${id}"]`);
    const toggle = card.getByRole('button', fixedToggle);
    const before = (await toggle.getAttribute('aria-pressed')) === 'true';
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', String(!before));
    await expect.poll(async () => (await apiSnapshots(token, `page_size=20`)).results.find((s) => s.id === id)?.fixed).toBe(!before);
    await page.reload();
    const reloaded = page.locator(`[data-snapshot-id="${id}"]`);
    await expect(reloaded.getByRole('button', fixedToggle)).toHaveAttribute('aria-pressed', String(!before));
    await expect(reloaded.getByText('Fixed', { exact: true })).toHaveCount(before ? 0 : 1);
  });

  test('rubber-band drag selects the cards it covers', async ({ page }) => {
    await openSignedIn(page, 'engineer', '/#/');
    const ids = await cardIds(page);
    const first = await page.locator(`[data-snapshot-id="${ids[0]}"]`).boundingBox();
    const second = await page.locator(`[data-snapshot-id="${ids[1]}"]`).boundingBox();
    // Press in the gap above the first row's text, drag across the first two cards' lower halves.
    const startX = first!.x + first!.width / 2;
    const y = first!.y + first!.height - 12;
    await page.mouse.move(startX, y + 20);
    await page.mouse.down();
    await page.mouse.move(second!.x + second!.width / 2, y, { steps: 8 });
    await page.waitForTimeout(150);
    await page.mouse.move(second!.x + second!.width / 2 + 1, y);
    await page.mouse.up();
    await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
  });

  test('phones show the expandable filter panel and the whole list on one page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'engineer', '/#/');
    const all = await apiSnapshots(token, 'page_size=20000');
    await expect(page.getByTestId('result-count')).toHaveText(`${all.count} snapshots`);
    await expect(page.getByTestId('snapshot-virtual-list')).toBeVisible();
    await expect(page.locator('.ant-pagination')).toHaveCount(0);
    await page.getByText('Analysis', { exact: true }).click();
    await expect(page.getByText('PD type')).toBeVisible();
    await page.getByText('Advanced', { exact: true }).click();
    await expect(page.getByText('Only starred')).toBeVisible();
  });

  test("a phone shows its first cards from a short request, compressed, while the whole page loads", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const asked: { query: string; encoding?: string }[] = [];
    page.on('response', (res) => {
      if (/\/api\/snapshots\/\?/.test(res.url())) asked.push({ query: new URL(res.url()).search, encoding: res.headers()['content-encoding'] });
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/snapshots\/\?.*page_size=20000/, async (route) => {
      await held;
      await route.continue();
    });
    await openSignedIn(page, 'engineer', '/#/');
    const all = await apiSnapshots(token, 'page_size=20000');
    // The first cards and the whole count, from the head, while the whole page is held back.
    await expect(page.locator('[data-snapshot-id]').first()).toBeVisible();
    await expect(page.getByTestId('list-rest-loading')).toHaveText('Loading the rest of the list…');
    await expect(page.getByTestId('result-count')).toHaveText(`${all.count} snapshots`);
    expect(asked[0]).toEqual({ query: '?page_size=20', encoding: 'br' });
    release();
    await expect(page.getByTestId('list-rest-loading')).toHaveCount(0);
    expect(asked.map((a) => a.query)).toEqual(['?page_size=20', '?page_size=20000']);
    expect(asked[1]!.encoding).toBe('br');
    // The last card of the whole page is there to scroll to.
    await page.mouse.wheel(0, 400_000);
    await expect(page.locator(`[data-snapshot-id="${all.results.at(-1)!.id}"]`)).toBeVisible();
  });
});
