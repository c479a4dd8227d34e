import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, type Reseller } from 'shared-core';
import { fakeResellerServer, licenseKey } from '../testing/fakeResellerServer';
import { initPortalI18n, renderInPlatform, signInReseller } from '../testing/setupPortalTest';
import { LicenseKeysTab } from './LicenseKeysTab';

jest.setTimeout(30_000);

const reseller: Reseller = { id: 7, name: 'Acme Acoustics', remaining_keys: 3, members: [] };
/** 25 keys, customer "Customer 01" (oldest) to "Customer 25" (newest), listed newest first as the server does. */
const keys = Array.from({ length: 25 }, (_, i) =>
  licenseKey({
    license_key: `K${String(i + 1).padStart(4, '0')}-BBBBB-CCCCC-DDDDD-EEEEE`,
    customer_name: `Customer ${String(i + 1).padStart(2, '0')}`,
    created_at: new Date(Date.UTC(2026, 9, i + 1)).toISOString(),
  }),
).reverse();

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });

beforeAll(initPortalI18n);
beforeEach(() => {
  signInReseller();
  global.fetch = fakeResellerServer({ remaining: 3, keys }).fetch as unknown as typeof fetch;
});
afterEach(() => {
  queryClient.clear();
  setWidth(1024);
});

const customersShown = () => screen.getAllByText(/^Customer \d\d$/).map((cell) => cell.textContent);

describe('key list (desktop table)', () => {
  it('shows 20 keys a page, newest first, and the rest on page 2', async () => {
    renderInPlatform(<LicenseKeysTab reseller={reseller} />);
    await screen.findByText('Customer 25');
    expect(customersShown()).toHaveLength(20);
    expect(customersShown()[0]).toBe('Customer 25');
    expect(screen.getByText('License keys: 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(customersShown()).toEqual(['Customer 05', 'Customer 04', 'Customer 03', 'Customer 02', 'Customer 01']);
  });

  it('sorts by a column header, and back to page 1', async () => {
    renderInPlatform(<LicenseKeysTab reseller={reseller} />);
    await screen.findByText('Customer 25');
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await userEvent.click(screen.getByRole('columnheader', { name: /Customer/ }));
    expect(customersShown()[0]).toBe('Customer 01');
    await userEvent.click(screen.getByRole('columnheader', { name: /Customer/ }));
    expect(customersShown()[0]).toBe('Customer 25');
  });
});

describe('key list (phone cards)', () => {
  it('shows cards with a sort menu instead of a table', async () => {
    setWidth(390);
    renderInPlatform(<LicenseKeysTab reseller={reseller} />);
    const list = await screen.findByRole('list', { name: 'License keys' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(20);
    expect(cards[0]).toHaveTextContent('Customer 25');
    expect(cards[0]).toHaveTextContent('HRBR-WKS2');
    expect(screen.getByRole('combobox', { name: 'Sort license keys' })).toBeInTheDocument();
  });
});
