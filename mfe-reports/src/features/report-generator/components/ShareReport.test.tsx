import { configure, fireEvent, screen } from '@testing-library/react';
import { queryClient } from 'shared-core';
import { fakeFetch, renderAt, setUpI18n, signIn, type Call } from '../../../testing/setup';
import { ShareReport } from './ShareReport';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

const REPORT = 'http://api:8000/api/downloads/6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f/file?token=t';
const LINK = { id: '0b9c6f5e-3f7e-4c51-9b0e-2d7f1c0a9e11', path: '/shared/reports/0b9c6f5e-3f7e-4c51-9b0e-2d7f1c0a9e11', expiresAt: '2026-11-27T12:00:00.000Z' };

let calls: Call[];
beforeAll(setUpI18n);
beforeEach(() => {
  calls = [];
  global.fetch = fakeFetch((call) => (call.path === '/api/shared/reports/' && call.method === 'POST' ? { status: 201, body: LINK } : undefined), calls) as unknown as typeof fetch;
  signIn();
});
afterEach(() => queryClient.clear());

const shares = () => calls.filter((c) => c.path === '/api/shared/reports/').map((c) => c.body);

describe('sharing a report by a public link', () => {
  it('offers to include GPS coordinates and serial numbers, both off, and shares without them by default', async () => {
    renderAt('/', [{ path: '/', element: <ShareReport reportUrl={REPORT} /> }]);
    const location = screen.getByRole('checkbox', { name: 'Include GPS coordinates' });
    const serials = screen.getByRole('checkbox', { name: 'Include camera serial numbers' });
    expect(location).not.toBeChecked();
    expect(serials).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: /Share$/ }));
    expect(await screen.findByRole('textbox', { name: 'Shared link' })).toHaveValue(`${window.location.origin}/#${LINK.path}`);
    expect(shares()).toEqual([{ reportUrl: REPORT, includeLocation: false, includeSerials: false }]);
  });

  it('sends what the sharer ticked', async () => {
    renderAt('/', [{ path: '/', element: <ShareReport reportUrl={REPORT} /> }]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include GPS coordinates' }));
    fireEvent.click(screen.getByRole('button', { name: /Share$/ }));
    await screen.findByRole('textbox', { name: 'Shared link' });
    expect(shares()).toEqual([{ reportUrl: REPORT, includeLocation: true, includeSerials: false }]);
  });
});
