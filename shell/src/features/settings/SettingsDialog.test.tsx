import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, type CustomerSettings } from 'shared-core';
import { reply, routedFetch, signInAs, signOut, type Call } from '../../test/network';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { SettingsDialog } from './SettingsDialog';

configure({ asyncUtilTimeout: 6000 });
// antd forms render slowly on a loaded 2-core machine.
jest.setTimeout(30_000);

const SETTINGS: CustomerSettings = {
  color_scheme: 'STRENGTH',
  currency_iso_code: 'EUR',
  leak_size_unit: 'LPM',
  temperature_unit: 'CELSIUS',
  energy_cost_kwh: 0.15,
  co2_cost_kg_kwh: 0,
  leak_size_corr_factor: 1,
  source_distance_unit: 'METERS',
  leak_size_severity_low_lpmin: 5,
  leak_size_severity_high_lpmin: 15,
  init: true,
};

let calls: Call[];
function serve(patch: (call: Call) => unknown = (call) => ({ ...SETTINGS, ...(call.body as object) })) {
  calls = routedFetch({ 'GET /api/customer-settings/': () => SETTINGS, 'PATCH /api/customer-settings/': patch });
}

async function changeEnergyCost(value: string) {
  const input = await screen.findByLabelText('Energy cost per kWh');
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

beforeAll(async () => {
  await setUpI18n();
  queryClient.setDefaultOptions({ queries: { retry: false } });
});
afterEach(() => {
  queryClient.clear();
  localStorage.removeItem('acv.settings.local');
  signOut();
});

// Spec 000 section 6 and spec 001 section 6: a demo user's settings change is local only;
// spec 001 section 8: changesSaved after a save, undefinedError on failure.
describe('settings dialog', () => {
  it('saves to the server for an ordinary user', async () => {
    signInAs({ user_id: 1, username: 'ann' });
    serve();
    renderPage(<SettingsDialog open onClose={() => undefined} />);
    expect(screen.queryByText('Demo account: your changes are kept in this browser only.')).not.toBeInTheDocument();
    await changeEnergyCost('0.2');
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual(expect.objectContaining({ energy_cost_kwh: 0.2 }));
  });

  it('keeps a demo user’s change in this browser and never sends it', async () => {
    signInAs({ user_id: 9, username: 'demo', is_demo: true });
    serve();
    renderPage(<SettingsDialog open onClose={() => undefined} />);
    expect(await screen.findByText('Demo account: your changes are kept in this browser only.')).toBeInTheDocument();
    await changeEnergyCost('0.3');
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('acv.settings.local') ?? '{}')).toEqual(expect.objectContaining({ energy_cost_kwh: 0.3 }));
  });

  it('says undefinedError when the server refuses', async () => {
    signInAs({ user_id: 1, username: 'ann' });
    serve(() => reply(500, { detail: 'Server error.' }));
    renderPage(<SettingsDialog open onClose={() => undefined} />);
    await changeEnergyCost('0.2');
    await waitFor(() => expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument());
  });
});
