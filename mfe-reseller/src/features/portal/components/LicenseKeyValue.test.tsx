import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, type Reseller } from 'shared-core';
import { fakeResellerServer, licenseKey } from '../testing/fakeResellerServer';
import { initPortalI18n, renderInPlatform, signInReseller } from '../testing/setupPortalTest';
import { LicenseKeysTab } from './LicenseKeysTab';

jest.setTimeout(30_000);

const KEY = 'QWERT-YUIOP-ASDFG-HJKLZ-XCVBN';
const reseller: Reseller = { id: 7, name: 'Acme Acoustics', remaining_keys: 3, members: [] };
const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });

beforeAll(initPortalI18n);
beforeEach(() => {
  signInReseller();
  global.fetch = fakeResellerServer({ remaining: 3, keys: [licenseKey({ license_key: KEY })] }).fetch as unknown as typeof fetch;
});
afterEach(() => {
  queryClient.clear();
  setWidth(1024);
});

/**
 * jsdom lays nothing out, so "whole" is what lets a browser show all of it in the key column's
 * 150 px: the complete text, allowed to wrap, with a break opportunity after each dash (a group of
 * five is never split), and nothing in the cell that cuts it (antd's ellipsis).
 */
function expectWholeAndWrapping(key: HTMLElement) {
  expect(key).toHaveTextContent(KEY, { normalizeWhitespace: false });
  expect(key.style.whiteSpace).toBe('normal');
  expect(key.innerHTML).toBe('QWERT-<wbr>YUIOP-<wbr>ASDFG-<wbr>HJKLZ-<wbr>XCVBN');
  expect(key.closest('.ant-table-cell-ellipsis, .ant-typography-ellipsis')).toBeNull();
}

describe('show whole key', () => {
  it('in the desktop table: wraps the whole key in its cell, and shortens it again', async () => {
    const user = userEvent.setup();
    renderInPlatform(<LicenseKeysTab reseller={reseller} />);
    const row = (await screen.findByText('Northwind Utilities')).closest('tr')!;
    const key = within(row).getByTestId('license-key');
    // Shortened: one group on one line.
    expect(key).toHaveTextContent(/^QWERT…$/);
    expect(key.style.whiteSpace).toBe('nowrap');

    await user.click(within(row).getByRole('button', { name: 'Show the whole license key' }));
    expectWholeAndWrapping(within(row).getByTestId('license-key'));
    expect(within(row).getByRole('button', { name: 'Shorten the license key' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(row).getByRole('button', { name: 'Shorten the license key' }));
    expect(within(row).getByTestId('license-key')).toHaveTextContent(/^QWERT…$/);
  });

  it('on a phone card: the same whole, wrapping key', async () => {
    setWidth(390);
    const user = userEvent.setup();
    renderInPlatform(<LicenseKeysTab reseller={reseller} />);
    const card = await screen.findByRole('listitem');
    await user.click(within(card).getByRole('button', { name: 'Show the whole license key' }));
    expectWholeAndWrapping(within(card).getByTestId('license-key'));
  });

  it('copies the key itself, whatever its line breaks', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInPlatform(<LicenseKeysTab reseller={reseller} />);
    const row = (await screen.findByText('Northwind Utilities')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Show the whole license key' }));
    await user.click(within(row).getByRole('button', { name: 'Copy the license key' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
  });
});
