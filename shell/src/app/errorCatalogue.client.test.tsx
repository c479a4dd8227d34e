import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { desktopApi, platformAtom, store } from 'shared-core';
import { FeedbackDialog } from '../features/feedback/FeedbackDialog';
import { signInAs, signOut } from '../test/network';
import { renderPage, setUpI18n } from '../test/renderPage';
import { DesktopEntries } from './layout/DesktopEntries';
import { PageErrorBoundary } from './PageErrorBoundary';

configure({ asyncUtilTimeout: 6000 });
// antd modals render slowly on a loaded 2-core machine.
jest.setTimeout(30_000);

/**
 * Rows of the error catalogue (spec 001 section 8) whose message the shell itself
 * shows: feedback (feedbackThanks or feedbackFail, with the api-server's answers: see
 * shared-core's errorCatalogue.rows.server.test.ts), a rendering failure (the page failed to load,
 * sent through the client log call), and the desktop-only licence and direct transfer entries
 * (licenseNotValid, directTransferError). docs/security-audit.md maps every row to its tests.
 */

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

/** A network edge answering `METHOD /path` with `[status, body]` (the api-server's shapes), 404 otherwise. */
function network(routes: Record<string, [number, unknown]>): Seen[] {
  const seen: Seen[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const method = init?.method ?? 'GET';
    seen.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const [status, body] = routes[`${method} ${url.pathname}`] ?? [404, { detail: 'Not found.' }];
    return { ok: status < 400, status, headers: new Headers({ 'content-type': 'application/json' }), text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
  return seen;
}

beforeAll(setUpI18n);
afterEach(() => {
  signOut();
  act(() => store.set(platformAtom, 'web'));
  jest.restoreAllMocks();
});

describe('feedback (catalogue row 5)', () => {
  async function sendFeedback(text: string) {
    renderPage(<FeedbackDialog open onClose={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('Your feedback'), text);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  }

  it('catalogue row 5, feedback accepted: feedbackThanks', async () => {
    signInAs({ user_id: 1, username: 'ann' });
    const seen = network({ 'POST /api/feedback/': [200, { success: true }] });
    await sendFeedback('The list is quick.');
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(seen.find((s) => s.method === 'POST')?.body).toEqual({ content: 'The list is quick.' });
  });

  it('catalogue row 5, feedback refused by the server: feedbackFail', async () => {
    signInAs({ user_id: 1, username: 'ann' });
    network({ 'POST /api/feedback/': [400, { content: ['This field may not be blank.'] }] });
    await sendFeedback('x');
    expect(await screen.findByText('Your feedback could not be sent. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your feedback.')).not.toBeInTheDocument();
  });
});

describe('rendering failure (catalogue row 37)', () => {
  function Broken(): never {
    throw new Error('chart exploded');
  }

  it('catalogue row 37, a rendering failure: the page says it failed to load, offers a refresh, and reports it through the client log call', async () => {
    const seen = network({ 'GET /api/log-client/': [200, {}] });
    // React reports the caught error on the console too; that is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(await screen.findByText('The page failed to load.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    await act(async () => undefined);
    const log = seen.find((s) => s.url.pathname === '/api/log-client/');
    expect(log?.url.searchParams.get('errorStr')).toMatch(/^render: chart exploded/);
  });
});

describe('desktop-only entries (catalogue rows 7 and 15)', () => {
  const LICENSE = { isLicenseKeyValid: false, isProTrialStarted: false, isProTrialExpired: false, proTrialDaysRemaining: 0, nodeKey: 'ABCD-EF23', error: null };

  it('catalogue row 7, an invalid licence read from the desktop host: licenseNotValid', async () => {
    signInAs({ user_id: 1, username: 'ann' });
    act(() => store.set(platformAtom, 'desktop'));
    jest.spyOn(desktopApi, 'licenseData').mockResolvedValue(LICENSE);
    renderPage(<DesktopEntries />);
    await userEvent.click(screen.getByRole('button', { name: 'License' }));
    expect(await screen.findByText('The license key is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Node key: ABCD-EF23')).toBeInTheDocument();
  });

  it('catalogue row 15, a failed direct transfer: directTransferError', async () => {
    signInAs({ user_id: 1, username: 'ann' });
    act(() => store.set(platformAtom, 'desktop'));
    jest.spyOn(desktopApi, 'directTransferSnapshotCount').mockRejectedValue(new Error('USB device unplugged'));
    renderPage(<DesktopEntries />);
    await userEvent.click(screen.getByRole('button', { name: 'Direct transfer' }));
    expect(await screen.findByText('The direct transfer failed.')).toBeInTheDocument();
  });

  it('on the web the entries are absent, and an operation says it is desktop-only', async () => {
    signInAs({ user_id: 1, username: 'ann' });
    renderPage(<DesktopEntries />);
    expect(screen.queryByRole('button', { name: 'License' })).not.toBeInTheDocument();
    await expect(desktopApi.licenseData()).rejects.toMatchObject({ name: 'DesktopOnlyError' });
  });
});
