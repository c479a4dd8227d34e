import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from 'shared-core';
import { ResellerPortalPage } from './ResellerPortalPage';
import { fakeResellerServer, licenseKey } from './testing/fakeResellerServer';
import { initPortalI18n, renderInPlatform, signInReseller } from './testing/setupPortalTest';

let server: ReturnType<typeof fakeResellerServer>;
function serve(start: Parameters<typeof fakeResellerServer>[0]) {
  server = fakeResellerServer(start);
  global.fetch = server.fetch as unknown as typeof fetch;
}

jest.setTimeout(30_000);

beforeAll(initPortalI18n);
beforeEach(() => signInReseller());
afterEach(() => queryClient.clear());

const remaining = () => screen.getByTestId('remaining-keys');
const posts = () => server.state.requests.filter((r) => r.method === 'POST');

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Create license key/ }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('reseller portal: license keys (spec 001 sections 2-8)', () => {
  it('lists the keys with their fields, the key truncated until revealed', async () => {
    serve({ remaining: 3, keys: [licenseKey({ license_key: 'QWERT-YUIOP-ASDFG-HJKLZ-XCVBN' })] });
    renderInPlatform(<ResellerPortalPage />);
    expect(await screen.findByText('Remaining keys: 3')).toBeInTheDocument();
    const row = (await screen.findByText('Northwind Utilities')).closest('tr')!;
    expect(within(row).getByText('HRBR-WKS2')).toBeInTheDocument();
    expect(within(row).getByText('Inspection laptop')).toBeInTheDocument();
    expect(within(row).getByText('reseller')).toBeInTheDocument();
    expect(within(row).getByTestId('license-key')).toHaveTextContent(/^QWERT…$/);
    await userEvent.click(within(row).getByRole('button', { name: 'Show the whole license key' }));
    expect(within(row).getByTestId('license-key')).toHaveTextContent('QWERT-YUIOP-ASDFG-HJKLZ-XCVBN');
  });

  it('names a key whose creator is gone, and shows user text as text', async () => {
    serve({ remaining: 3, keys: [licenseKey({ created_by: null, customer_name: '<b>Bold & Co</b>' })] });
    renderInPlatform(<ResellerPortalPage />);
    const row = (await screen.findByText('<b>Bold & Co</b>')).closest('tr')!;
    expect(within(row).getByText('Former member')).toBeInTheDocument();
    expect(row.querySelector('b')).toBeNull();
  });

  it('copies the whole key to the clipboard and says so', async () => {
    serve({ remaining: 3, keys: [licenseKey({ license_key: 'QWERT-YUIOP-ASDFG-HJKLZ-XCVBN' })] });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInPlatform(<ResellerPortalPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy the license key' }));
    expect(writeText).toHaveBeenCalledWith('QWERT-YUIOP-ASDFG-HJKLZ-XCVBN');
    expect(await screen.findByText('License key copied.')).toBeInTheDocument();
  });

  it('searches, and says when nothing matches', async () => {
    serve({ remaining: 3, keys: [licenseKey(), licenseKey({ license_key: 'ZZZZZ-1', customer_name: 'Contoso', node_key: 'ZZZZ-2345' })] });
    renderInPlatform(<ResellerPortalPage />);
    await screen.findByText('Contoso');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search license keys' }), 'zzzz');
    expect(screen.queryByText('Northwind Utilities')).not.toBeInTheDocument();
    expect(screen.getByText('Contoso')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search license keys' }), 'x');
    expect(screen.getByText('No license keys match “zzzzx”.')).toBeInTheDocument();
  });

  it('explains an empty list', async () => {
    serve({ remaining: 3, keys: [] });
    renderInPlatform(<ResellerPortalPage />);
    expect(await screen.findByText('No license keys yet. Create the first one with “Create license key”.')).toBeInTheDocument();
  });

  it('creates a key, e-mails it, and the remaining count drops without a reload', async () => {
    serve({ remaining: 2, keys: [licenseKey()] });
    renderInPlatform(<ResellerPortalPage />);
    await waitFor(() => expect(remaining()).toHaveTextContent('Remaining keys: 2'));
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText('Creating a key uses one of your remaining keys (now 2).')).toBeInTheDocument();

    const nodeKey = within(dialog).getByLabelText(/Node key/);
    await user.type(nodeKey, 'abcd-ef23');
    expect(nodeKey).toHaveValue('ABCD-EF23');
    await user.type(within(dialog).getByLabelText('Customer'), 'Contoso Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    // Step 2: the new key, and a message naming the customer, the key and the node key.
    const message = await within(dialog).findByLabelText(/Message/);
    expect(posts()[0]!.body).toEqual({ node_key: 'ABCD-EF23', customer_name: 'Contoso Ltd', description: '' });
    expect(within(dialog).getByTestId('license-key')).toHaveTextContent('NEWK1-BBBBB-CCCCC-DDDDD-EEEEE');
    expect((message as HTMLTextAreaElement).value).toMatch(/^Hello Contoso Ltd,[\s\S]*NEWK1-BBBBB-CCCCC-DDDDD-EEEEE[\s\S]*ABCD-EF23[\s\S]*Acme Acoustics$/);
    await waitFor(() => expect(remaining()).toHaveTextContent('Remaining keys: 1'));
    expect(await screen.findByText('Contoso Ltd')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(within(dialog).getByText('Enter the e-mail address to send the key to.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'buyer.contoso.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(within(dialog).getByText('An e-mail address contains an at-sign (@).')).toBeInTheDocument();
    await user.clear(message);
    await user.clear(within(dialog).getByLabelText(/E-mail address/));
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'buyer@contoso.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(within(dialog).getByText('Write the message to send.')).toBeInTheDocument();
    expect(server.state.mails).toEqual([]);

    await user.type(message, 'Your key: NEWK1');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await within(dialog).findByText('The license key is ready')).toBeInTheDocument();
    expect(within(dialog).getByText('It was sent to buyer@contoso.example.')).toBeInTheDocument();
    expect(server.state.mails).toEqual([{ email: 'buyer@contoso.example', content: 'Your key: NEWK1' }]);
  });

  it('refuses a bad node key with a message and sends nothing', async () => {
    serve({ remaining: 2 });
    renderInPlatform(<ResellerPortalPage />);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText('Enter the node key.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Node key/), 'abcd-ef01');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText('A node key has only the letters A–Z and the digits 2–7 (never 0, 1, 8 or 9).')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Node key/));
    await user.type(within(dialog).getByLabelText(/Node key/), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText('Enter four characters, a hyphen and four more, e.g. ABCD-EF23.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    expect(remaining()).toHaveTextContent('Remaining keys: 2');
  });

  it("shows the server's first node_key message in red and stays on the create step", async () => {
    serve({ remaining: 2 });
    server.state.next.set('POST /api/reseller/7/license-key/', { status: 400, body: { node_key: ['This node key is blocked.', 'second'] } });
    renderInPlatform(<ResellerPortalPage />);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Node key/), 'ABCD-EF23');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const message = await within(dialog).findByText('This node key is blocked.');
    expect(message.closest('.ant-form-item-explain-error')).not.toBeNull();
    expect(within(dialog).queryByText('second')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create key' })).toBeInTheDocument();
    // Changing the node key clears the server's message.
    await user.type(within(dialog).getByLabelText(/Node key/), '{Backspace}4');
    expect(within(dialog).queryByText('This node key is blocked.')).not.toBeInTheDocument();
  });

  it('says so in the user language when the server has no keys left, and shows the count it has', async () => {
    serve({ remaining: 1 });
    renderInPlatform(<ResellerPortalPage />);
    const { user, dialog } = await openDialog();
    server.state.reseller = { ...server.state.reseller, remaining_keys: 0 };
    await user.type(within(dialog).getByLabelText(/Node key/), 'ABCD-EF23');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(remaining()).toHaveTextContent('Remaining keys: 0'));
    expect(within(dialog).getAllByText('No license keys remain, so no new key can be created. Ask your supplier for more keys.').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Create key' })).toBeDisabled();
  });

  it('at 0 remaining keys create is disabled with a message', async () => {
    serve({ remaining: 0, keys: [licenseKey()] });
    renderInPlatform(<ResellerPortalPage />);
    expect(await screen.findByTestId('no-remaining-keys')).toHaveTextContent('No license keys remain');
    expect(screen.getByRole('button', { name: /Create license key/ })).toBeDisabled();
    expect(remaining()).toHaveTextContent('Remaining keys: 0');
  });

  it('can skip the e-mail and create another key from done', async () => {
    serve({ remaining: 2 });
    renderInPlatform(<ResellerPortalPage />);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Node key/), 'WXYZ-2345');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Skip' }));
    expect(within(dialog).getByText('It was not sent by e-mail: copy it to pass it on.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create another key' }));
    expect(within(dialog).getByLabelText(/Node key/)).toHaveValue('');
    expect(server.state.mails).toEqual([]);
  });
  it('says when copying failed', async () => {
    serve({ remaining: 3, keys: [licenseKey()] });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    renderInPlatform(<ResellerPortalPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy the license key' }));
    expect(await screen.findByText('Could not copy.')).toBeInTheDocument();
  });

  it('keeps the e-mail step with a message when the server cannot send, and sends on a second try', async () => {
    serve({ remaining: 2 });
    server.state.next.set('POST /api/reseller/7/license-key/email-key/', { status: 502, body: { detail: 'Bad gateway' } });
    renderInPlatform(<ResellerPortalPage />);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Node key/), 'WXYZ-2345');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await user.type(await within(dialog).findByLabelText(/E-mail address/), 'buyer@contoso.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await within(dialog).findByText('The e-mail could not be sent. Please try again.')).toBeInTheDocument();
    expect(server.state.mails).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await within(dialog).findByText('It was sent to buyer@contoso.example.')).toBeInTheDocument();
    expect(server.state.mails).toHaveLength(1);
  });

  it("shows the server's message under the address it refused", async () => {
    serve({ remaining: 2 });
    server.state.next.set('POST /api/reseller/7/license-key/email-key/', { status: 400, body: { email: ['Enter a valid email address.'] } });
    renderInPlatform(<ResellerPortalPage />);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Node key/), 'WXYZ-2345');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await user.type(await within(dialog).findByLabelText(/E-mail address/), 'a@b');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
  });
});

describe('reseller portal: states and info', () => {
  it('tells a reseller user of no reseller what to do', async () => {
    serve({ remaining: 1 });
    server.state.next.set('GET /api/reseller/', { status: 404, body: { detail: 'You are not a member of a reseller.' } });
    renderInPlatform(<ResellerPortalPage />);
    expect(await screen.findByText('Your account is not a member of a reseller.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when the reseller could not be read', async () => {
    serve({ remaining: 1 });
    server.state.next.set('GET /api/reseller/', { status: 503, body: { detail: 'Service unavailable' }, times: 2 });
    renderInPlatform(<ResellerPortalPage />);
    // A server failure is tried once more (after about a second) before it is shown.
    expect(await screen.findByText('The reseller portal could not be loaded.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Remaining keys: 1')).toBeInTheDocument();
  });

  it('says the list could not be loaded and reads it again on Retry', async () => {
    serve({ remaining: 2, keys: [licenseKey()] });
    server.state.next.set('GET /api/reseller/7/license-key/', { status: 400, body: { detail: 'Broken list' } });
    renderInPlatform(<ResellerPortalPage />);
    expect(await screen.findByText('The license keys could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Broken list')).toBeInTheDocument();
    expect(remaining()).toHaveTextContent('Remaining keys: 2');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Northwind Utilities')).toBeInTheDocument();
    expect(screen.queryByText('The license keys could not be loaded.')).not.toBeInTheDocument();
  });

  it('shows name, remaining keys and members to a reseller manager', async () => {
    serve({ remaining: 4, members: [{ id: 3, username: 'reseller' }, { id: 4, username: 'colleague' }] });
    renderInPlatform(<ResellerPortalPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Info' }));
    expect(screen.getByText('Acme Acoustics')).toBeInTheDocument();
    expect(screen.getByTestId('info-remaining')).toHaveTextContent('4');
    const members = screen.getByRole('list', { name: 'Members' });
    expect(within(members).getAllByRole('listitem').map((m) => m.textContent)).toEqual(['reseller', 'colleague']);
    expect(screen.getByText('What you can do here')).toBeInTheDocument();
  });

  it('hides the members from a reseller who is not a manager', async () => {
    signInReseller({ manager: false });
    serve({ remaining: 4, members: [{ id: 3, username: 'reseller' }, { id: 4, username: 'colleague' }] });
    renderInPlatform(<ResellerPortalPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Info' }));
    expect(screen.getByText('Acme Acoustics')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByText('colleague')).not.toBeInTheDocument();
  });
});
