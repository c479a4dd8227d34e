import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient, type ReportCustomisation } from 'shared-core';
import { fakeFetch, renderAt, setUpI18n, signIn, type Call } from '../../testing/setup';
import { CustomiseDialog } from './CustomiseDialog';
import { DEFAULT_CUSTOMISATION } from './state/customisation';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

const PATH = '/api/report-customisation/';
const saved: ReportCustomisation = { logo: 'img-1', logoSize: 3, titleText: 'Hall 3 survey', summaryText: 'Two leaks.', headerText: 'Plant North', footerText: 'By Ann', fixedSummary: true };

let calls: Call[];
/** What the server keeps (one user): it outlives the browser's storage and the query cache. */
let onServer: ReportCustomisation;
beforeAll(setUpI18n);
beforeEach(() => {
  calls = [];
  onServer = { ...DEFAULT_CUSTOMISATION };
  localStorage.clear();
  global.fetch = fakeFetch((call) => {
    if (call.path === '/api/payment-tokens/') return { status: 200, body: { customizedReports: true, tokens: 1, price: 44, currency: 'EUR', checkout: null } };
    if (call.path === '/api/userimages/list/') return { status: 200, body: [{ attachmentId: 'img-1', category: 'logo', url: 'http://api:8000/media/userimages/img-1' }] };
    if (call.path === PATH && call.method === 'GET') return { status: 200, body: onServer };
    if (call.path === PATH && call.method === 'PUT') {
      onServer = call.body as ReportCustomisation;
      return { status: 200, body: onServer };
    }
    return undefined;
  }, calls) as unknown as typeof fetch;
  signIn();
});
afterEach(() => queryClient.clear());

const open = (onClose = jest.fn()) => {
  renderAt('/', [{ path: '/', element: <CustomiseDialog open onClose={onClose} /> }]);
  return onClose;
};
const puts = () => calls.filter((c) => c.path === PATH && c.method === 'PUT');

describe('report customisation kept by the server', () => {
  it('saves through the server, not the browser', async () => {
    const onClose = open();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Hall 3 survey' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts().map((c) => c.body)).toEqual([{ ...DEFAULT_CUSTOMISATION, titleText: 'Hall 3 survey', logoSize: 3 }]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('reports.'))).toEqual([]);
  });

  it('shows the saved customisation on a fresh start with empty storage', async () => {
    onServer = saved;
    open();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Hall 3 survey');
    expect(screen.getByRole('textbox', { name: 'Header text' })).toHaveValue('Plant North');
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show fixed and open counts in the summary' })).toBeChecked();
    expect(await screen.findByRole('img', { name: 'Logo' })).toHaveAttribute('src', 'http://api:8000/media/userimages/img-1');
    expect(puts()).toHaveLength(0);
  });

  it("moves the browser's old copy to the server once, then forgets it", async () => {
    localStorage.setItem('reports.customisation.1', JSON.stringify({ ...saved, titleText: 'From this browser' }));
    open();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('From this browser');
    expect(puts().map((c) => c.body)).toEqual([{ ...saved, titleText: 'From this browser' }]);
    expect(localStorage.getItem('reports.customisation.1')).toBeNull();
  });

  it('keeps what the server has over an old browser copy', async () => {
    onServer = saved;
    localStorage.setItem('reports.customisation.1', JSON.stringify({ ...saved, titleText: 'Stale' }));
    open();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Hall 3 survey');
    expect(puts()).toHaveLength(0);
    expect(localStorage.getItem('reports.customisation.1')).toBeNull();
  });
});
