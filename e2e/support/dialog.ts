import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The open dialog that holds `text`, once its opening motion has ended.
 *
 * antd brings a modal in through rc-motion's phases: under test load the modal can sit about
 * 200 ms in "prepare" (already at its place and size, opacity 0, so Playwright finds its buttons
 * visible and stable), then zoom until about 1 s after the click, and a click in that window can
 * leave the dialog untouched (no request, no loading state). A person cannot click that fast; a
 * test waits until no element from the dialog up carries a motion class and no finite animation
 * inside it runs.
 */
export async function openedDialog(page: Page, text: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (/-(appear|enter)(-|\s|$)/.test(node.className.toString())) return 'moving';
        }
        const running = element
          .getAnimations({ subtree: true })
          .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
        return running ? 'moving' : 'settled';
      }),
    )
    .toBe('settled');
  return dialog;
}

/**
 * Picks the option `option` of the antd select whose input is `combobox`, and waits until the
 * select shows it.
 *
 * The dropdown also opens through a motion: a click that lands while the list is still zooming in
 * can miss its option (a report type left at "Leak" makes the report come out empty). The pick is
 * repeated until the select's own selection carries the option's text.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string, match: 'title' | 'text' = 'text'): Promise<void> {
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const item = match === 'title' ? dropdown.locator(`.ant-select-item-option[title="${option}"]`) : dropdown.locator('.ant-select-item-option').filter({ hasText: option });
  await expect(async () => {
    if ((await dropdown.count()) === 0) await combobox.click();
    await expect(dropdown).not.toHaveClass(/-(appear|enter)(-|\s|$)/, { timeout: 2_000 });
    await item.first().click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens the dropdown menu of `opener` and clicks its entry `item` until `reached()` holds.
 *
 * A click on a menu entry during the menu's opening motion can be lost: a CI run saw "Sign out"
 * clicked (no error) with the menu left open and the session untouched, and another saw the
 * reports menu's "Excel export" missed for 45 s: each retry opened the menu and clicked at once,
 * inside the motion again. The entry is clicked once its menu has stopped moving, and an open
 * menu is not clicked shut. `reached` says whether the click took effect (checked at once,
 * before any retry).
 */
export async function pickMenuItem(page: Page, opener: Locator, item: string, reached: () => Promise<boolean>): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  const menu = entry.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-dropdown ")][1]');
  await expect(async () => {
    if (await reached()) return;
    if (!(await entry.isVisible())) await opener.click({ timeout: 2_000 });
    await expect(menu).not.toHaveClass(/-(appear|enter)(-|\s|$)/, { timeout: 2_000 });
    await entry.click({ timeout: 2_000 });
    await expect.poll(reached, { timeout: 3_000 }).toBe(true);
  }).toPass({ timeout: 30_000 });
}

/** Opens the dialog holding `dialogText` from the entry `item` of `opener`'s menu (pickMenuItem), once its motion has ended (openedDialog). */
export async function dialogFromMenu(page: Page, opener: Locator, item: string, dialogText: string): Promise<Locator> {
  await pickMenuItem(page, opener, item, () => page.getByRole('dialog').filter({ hasText: dialogText }).isVisible());
  return openedDialog(page, dialogText);
}
