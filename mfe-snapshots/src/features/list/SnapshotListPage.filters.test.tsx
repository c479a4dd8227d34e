import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { platformAtom, queryClient, store } from 'shared-core';
import { calls, device, listQueries, ORGANIZATION, renderList, resetServer, server, setUpI18n } from './testing/listFixtures';

// antd pages render slowly on a shared 2-core machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

beforeAll(setUpI18n);
beforeEach(() => resetServer());
afterEach(() => queryClient.clear());

/** Opens the desktop filter popover and returns it. */
async function openFilters() {
  await userEvent.click(await screen.findByRole('button', { name: /Filters/ }));
  return screen.findByRole('tooltip');
}

/** Picks `option` in the select labelled `label` inside `scope`. */
async function choose(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  const choices = await screen.findAllByTitle(option);
  await userEvent.click(choices[0]!);
}

describe('groups filter (spec 000 section 2: only for organization users)', () => {
  it('offers the organization groups by path and sends the chosen group id to the server', async () => {
    server.organization = ORGANIZATION;
    renderList();
    const popover = await openFilters();
    await waitFor(() => expect(within(popover).getByRole('combobox', { name: 'Groups' })).toBeInTheDocument());
    await choose(popover, 'Groups', 'Plant / Hall 2');

    await waitFor(() => expect(listQueries().at(-1)?.get('groups')).toBe('3'));
    expect(await screen.findByText('Group: Plant / Hall 2')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('groups=3');
  });

  it('is not offered to users outside an organization, who never ask for groups', async () => {
    renderList();
    const popover = await openFilters();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/me/')).toBe(true));
    expect(within(popover).getByRole('combobox', { name: 'Camera serials' })).toBeInTheDocument();
    expect(within(popover).queryByRole('combobox', { name: 'Groups' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/organizations/')).toBe(false);
  });
});

describe('camera serials filter (spec 000 section 2)', () => {
  it('offers the cameras from the devices API with their nicknames and filters by serial', async () => {
    server.devices = [device('NLC21004', 'Survey cam'), device('NWU30103')];
    renderList();
    const popover = await openFilters();
    await choose(popover, 'Camera serials', 'Survey cam (NLC21004)');

    await waitFor(() => expect(listQueries().at(-1)?.get('serials')).toBe('NLC21004'));
    expect(await screen.findByText('Camera: Survey cam (NLC21004)')).toBeInTheDocument();
  });

  it('is not offered by the desktop app, which keeps the PD filters in this edition', async () => {
    act(() => store.set(platformAtom, 'desktop'));
    try {
      renderList();
      const popover = await openFilters();
      expect(within(popover).getByText('PD type')).toBeInTheDocument();
      expect(within(popover).queryByRole('combobox', { name: 'Camera serials' })).not.toBeInTheDocument();
    } finally {
      act(() => store.set(platformAtom, 'web'));
    }
  });

  it('names a serial from a shared link in its chip', async () => {
    renderList({}, '?serials=NLC21004');
    expect(await screen.findByText('Camera: Survey cam (NLC21004)')).toBeInTheDocument();
    expect(listQueries()[0]?.get('serials')).toBe('NLC21004');
  });
});

describe('tag filter (spec 000 section 2)', () => {
  it('suggests the tags on the user’s snapshots as they type, read once, and filters by the one chosen', async () => {
    server.tags = ['compressor', 'line-3', 'valve'];
    renderList();
    const popover = await openFilters();
    const field = await within(popover).findByRole('combobox', { name: 'Tags' });
    expect(calls.some((c) => c.path === '/api/snapshots/tags/')).toBe(false);
    await userEvent.click(field);
    await userEvent.type(field, 'comp');
    const suggestion = await screen.findByTitle('compressor');
    expect(screen.queryByTitle('valve')).not.toBeInTheDocument();
    await userEvent.click(suggestion);

    await waitFor(() => expect(listQueries().at(-1)?.get('tags')).toBe('compressor'));
    expect(await screen.findByText('Tag: compressor')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/snapshots/tags/')).toHaveLength(1);
  });

  it('says several tags show snapshots with any of them, and offers all of them instead (tags_match=all)', async () => {
    renderList({}, '?tags=roof,pump');
    const popover = await openFilters();
    expect(await within(popover).findByText('Shows snapshots that have at least one of these tags.')).toBeInTheDocument();
    expect(within(popover).getByRole('radio', { name: 'Any of them' })).toBeChecked();
    expect(listQueries().at(-1)?.get('tags_match')).toBeNull();

    await userEvent.click(within(popover).getByRole('radio', { name: 'All of them' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('tags_match')).toBe('all'));
    expect(listQueries().at(-1)?.get('tags')).toBe('roof,pump');
    expect(within(popover).getByText('Shows only snapshots that have every one of these tags.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('tags_match=all');
  });
});

describe('empty list (spec 000 section 2)', () => {
  it('shows how to pair a camera when the account has none, and leads to the cameras page', async () => {
    server.snapshots = [];
    server.devices = [];
    renderList();
    const card = await screen.findByTestId('no-devices-card');
    expect(within(card).getByText('No camera is paired with your account yet')).toBeInTheDocument();
    expect(within(card).getByText(/13-character pairing code/)).toBeInTheDocument();
    expect(screen.queryByTestId('no-snapshots-guide')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Go to Cameras' }));
    // Straight into the pairing dialog: the help card's road must not dead-end.
    expect(await screen.findByText('cameras page?pair=1')).toBeInTheDocument();
  });

  it('shows the short guide when the account has cameras but no snapshots', async () => {
    server.snapshots = [];
    renderList();
    const guide = await screen.findByTestId('no-snapshots-guide');
    expect(within(guide).getByText('Getting your first snapshots')).toBeInTheDocument();
    expect(within(guide).getByText(/uploads new snapshots by itself/)).toBeInTheDocument();
    expect(screen.queryByTestId('no-devices-card')).not.toBeInTheDocument();
  });

  it('offers to clear the filters, not the guide, when filters hide everything', async () => {
    server.snapshots = [];
    server.devices = [];
    renderList({}, '?starred=1');
    expect(await screen.findByText('No snapshots match these filters.')).toBeInTheDocument();
    expect(screen.queryByTestId('no-devices-card')).not.toBeInTheDocument();
  });
});
