import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveTasksAtom, queryClient, store } from 'shared-core';
import { taskRecord } from 'shared-core/testing';
import type { BulkDialogProps } from './state/bulkDialogs';
import { selectedIdsAtom } from './state/selection';
import { calls, listItem, listQueries, ORGANIZATION, renderList, resetServer, server, setUpI18n } from './testing/listFixtures';

// antd pages render slowly on a shared 2-core machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

beforeAll(setUpI18n);
beforeEach(() => resetServer());
afterEach(() => {
  queryClient.clear();
  store.set(liveTasksAtom, {});
});

/** Ticks the selection checkbox of the cards with these ids. */
async function select(...ids: number[]) {
  for (const id of ids) await userEvent.click(await screen.findByRole('checkbox', { name: `Select Snapshot ${id}` }));
}

/**
 * The open dialog titled `title`. antd's ids are all `test-id` under jest, so a modal's
 * aria-labelledby does not name it there: look for the title inside.
 */
const queryDialog = (title: string) => screen.queryAllByRole('dialog').find((d) => within(d).queryByText(title)) ?? null;
const findDialog = (title: string) =>
  waitFor(() => {
    const dialog = queryDialog(title);
    if (!dialog) throw new Error(`no dialog ${title}`);
    return dialog;
  });

const toolbar = () => screen.findByRole('toolbar', { name: 'Actions on the selected snapshots' });
const edits = () => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);

describe('bulk-action menus (spec 000 sections 2, 4 and 6)', () => {
  it('appear once a card is selected; an action without a registered dialog is disabled', async () => {
    renderList();
    await screen.findByRole('checkbox', { name: 'Select Snapshot 1' });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();

    await select(1);
    const bar = await toolbar();
    expect(within(bar).getByRole('button', { name: /Tag/ })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: /Download/ })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: /Delete/ })).toBeEnabled();
  });

  it('show the selection as a chip whose close button clears it', async () => {
    renderList();
    await select(1, 2);
    const chip = await screen.findByTestId('selection-count');
    expect(chip).toHaveTextContent('2 selected');
    await userEvent.click(within(chip).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('selection-count')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select Snapshot 1' })).not.toBeChecked();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('are not shown to demo users, who cannot select either', async () => {
    resetServer(true);
    // Even with a selection left over, a demo user gets no bulk menu (spec 000 section 6).
    store.set(selectedIdsAtom, new Set([1]));
    renderList();
    expect(await screen.findByText('Snapshot 1')).toBeInTheDocument();
    expect(screen.getByTestId('selection-count')).toHaveTextContent('1 selected');
    expect(screen.queryByRole('checkbox', { name: 'Select Snapshot 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all on this page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('are not shown on phones (spec 000 section 6: bulk dialogs hidden on phones)', async () => {
    const { innerWidth: width, scrollTo } = window;
    window.innerWidth = 375;
    window.scrollTo = () => undefined; // the phone list scrolls; jsdom has no scrolling
    try {
      store.set(selectedIdsAtom, new Set([1]));
      renderList();
      expect(await screen.findByTestId('selection-count')).toHaveTextContent('1 selected');
      expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    } finally {
      window.innerWidth = width;
      window.scrollTo = scrollTo;
    }
  });

  it('open a registered dialog with the selected ids and refresh the list when it changed something', async () => {
    const seen: number[][] = [];
    function TagDialog({ snapshotIds, onClose }: BulkDialogProps) {
      seen.push(snapshotIds);
      return (
        <div role="dialog" aria-label="fake tag dialog">
          <button onClick={() => onClose({ changed: true })}>finish</button>
        </div>
      );
    }
    renderList({ bulkDialogs: { tag: TagDialog } });
    await select(3, 1);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: /Tag/ }));
    const dialog = await screen.findByRole('dialog', { name: 'fake tag dialog' });
    expect(seen.at(-1)).toEqual([1, 3]);

    const before = listQueries().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'fake tag dialog' })).not.toBeInTheDocument());
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(before));
  });

  it('add a star to every selected snapshot (sent as 1) and report it', async () => {
    renderList();
    await select(1, 2);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: /Edit/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Add star/ }));

    expect(await screen.findByText('Star added to the selected snapshots (2).')).toBeInTheDocument();
    const stars = calls.filter((c) => c.path.endsWith('/starred/'));
    expect(stars.map((c) => [c.path, c.body])).toEqual(
      expect.arrayContaining([
        ['/api/snapshots/1/starred/', { starred: 1 }],
        ['/api/snapshots/2/starred/', { starred: 1 }],
      ]),
    );
    expect(stars).toHaveLength(2);
  });
});

describe('bulk delete (spec 000 section 4)', () => {
  it('goes select, confirm, deleting, done; closes by itself after 2 s and refreshes the list', async () => {
    renderList();
    await select(1, 2);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: /Delete/ }));
    const dialog = await findDialog('Delete snapshots');
    expect(within(dialog).getByText('Snapshots selected for deletion: 2.')).toBeInTheDocument();
    expect(edits()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Deletion is permanent: the 2 selected snapshots cannot be restored.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));

    expect(await within(dialog).findByText('The snapshots have been deleted.')).toBeInTheDocument();
    expect(edits().sort()).toEqual(['DELETE /api/snapshots/1/deactivate/', 'DELETE /api/snapshots/2/deactivate/']);
    await waitFor(() => expect(queryDialog('Delete snapshots')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText('Snapshot 1')).not.toBeInTheDocument());
    expect(screen.getByText('Snapshot 3')).toBeInTheDocument();
    // The deleted snapshots left the selection with the list.
    expect(screen.queryByTestId('selection-count')).not.toBeInTheDocument();
  });

  it('shows deleteError and how many were deleted when some fail, and stays open', async () => {
    server.failDelete = new Set([2]);
    renderList();
    await select(1, 2);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: /Delete/ }));
    const dialog = await findDialog('Delete snapshots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The snapshots could not be deleted.');
    expect(alert).toHaveTextContent('Deleted: 1 of 2.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(queryDialog('Delete snapshots')).not.toBeNull();

    // The footer's Close (the corner × is named Close too).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('Snapshot 1')).not.toBeInTheDocument());
    expect(screen.getByTestId('selection-count')).toHaveTextContent('1 selected');
  });
});

describe('bulk download (spec 000 section 4)', () => {
  it('starts the server export of the camera files and follows it to the archive link (the PNGs are made in the page)', async () => {
    renderList();
    await select(2, 1);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: /Download/ }));
    const dialog = await findDialog('Download snapshots');
    expect(within(dialog).getByText('Snapshots to download: 2.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pictures (PNG)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Camera files (NLZ)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start export' }));

    expect(await within(dialog).findByText('The export has started')).toBeInTheDocument();
    const started = calls.find((c) => c.path === '/api/download-snapshots/');
    expect(started?.body).toMatchObject({ snapshotIds: [1, 2], formats: ['nlz'], timezoneOffset: new Date().getTimezoneOffset() });

    act(() =>
      store.set(liveTasksAtom, {
        t1: { taskId: 't1', kind: 'export-nlz', status: 'done', phase: 'done', progress: 1, description: '', downloadUrl: '/api/downloads/t1/file?token=x', error: null, errorCode: null, errorParams: {}, alertCode: null, seq: 3, updatedAtMs: 0 },
      }),
    );
    expect(await within(dialog).findByRole('link', { name: /Download the archive/ })).toHaveAttribute('href', 'http://localhost:8000/api/downloads/t1/file?token=x');
  });

  it('cannot start without a format', async () => {
    renderList();
    await select(1);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: /Download/ }));
    const dialog = await findDialog('Download snapshots');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pictures (PNG)' }));
    expect(within(dialog).getByRole('button', { name: 'Start export' })).toBeDisabled();
  });

  /** Opens the download dialog for `ids` and starts an export of the camera files (NLZ) alone. */
  async function startNlzExport(...ids: number[]) {
    await select(...ids);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: /Download/ }));
    const dialog = await findDialog('Download snapshots');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pictures (PNG)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Camera files (NLZ)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start export' }));
    return dialog;
  }
  const refusedItems = (dialog: HTMLElement) => within(dialog).getAllByTestId('download-refused-item').map((item) => item.textContent);
  const NOT_OWNED = 'shared through your organization: only its owner can export its camera files and videos';

  it('exports the rest when the server refuses a snapshot, and lists the refused ones with their reasons, also those the export left out', async () => {
    server.download = { status: 202, body: { taskId: 't1', refused: [{ id: 2, reason: 'notOwned', name: 'Pump room' }, { id: 3, reason: 'notFound' }] } };
    renderList();
    const dialog = await startNlzExport(1, 2, 3);

    expect(await within(dialog).findByText('The export has started')).toBeInTheDocument();
    expect(within(dialog).getByText('Left out of the download')).toBeInTheDocument();
    // The server's name, else the card's label; each with its reason in the user's language.
    expect(refusedItems(dialog)).toEqual([`Pump room — ${NOT_OWNED}`, 'Snapshot 3 — not found: deleted, or no longer shared with you']);
    expect(within(dialog).queryByText('Administrator accounts can export only snapshots they own.')).not.toBeInTheDocument();

    act(() =>
      store.set(liveTasksAtom, {
        t1: taskRecord('export-nlz', 't1', 'done', { downloadUrl: '/api/downloads/t1/file?token=x', refused: [{ id: 2, reason: 'notOwned', name: 'Pump room' }, { id: 1, reason: 'videoNotEncoded', name: 'Snapshot 1' }] }),
      }),
    );
    expect(await within(dialog).findByRole('link', { name: /Download the archive/ })).toBeInTheDocument();
    await waitFor(() => expect(refusedItems(dialog)).toHaveLength(3));
    expect(refusedItems(dialog)[2]).toBe('Snapshot 1 — its video could not be encoded');
  });

  it('fails only when none may be downloaded, naming each snapshot and its reason, without the administrator hint for an ordinary member', async () => {
    server.download = { status: 400, body: { snapshotIds: ['None of these snapshots may be downloaded; not owned (exporting needs ownership): 1.'], notOwned: ['1'] } };
    renderList();
    const dialog = await startNlzExport(1);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('None of the selected snapshots may be downloaded.');
    expect(refusedItems(dialog)).toEqual([`Snapshot 1 — ${NOT_OWNED}`]);
    expect(alert).not.toHaveTextContent('Administrator accounts');
    expect(within(dialog).queryByText('The export has started')).not.toBeInTheDocument();
  });

  it('gives an administrator (root group member) the ownership hint with the refused snapshots', async () => {
    server.download = { status: 400, body: { snapshotIds: ['None of these snapshots may be downloaded; not owned (exporting needs ownership): 1.'], notOwned: ['1'] } };
    server.organization = { ...ORGANIZATION, groups: ORGANIZATION.groups.map((g) => (g.isRoot ? { ...g, users: [{ customerId: 1, username: 'ann', email: 'ann@example.com' }] } : g)) };
    renderList();
    const dialog = await startNlzExport(1);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('None of the selected snapshots may be downloaded.');
    await waitFor(() => expect(alert).toHaveTextContent('Administrator accounts can export only snapshots they own.'));
  });

  it('says the download could not be started when the server fails otherwise', async () => {
    server.download = { status: 500, body: { detail: 'Server error' } };
    renderList();
    const dialog = await startNlzExport(1);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The download could not be started.');
    expect(within(dialog).queryByTestId('download-refused')).not.toBeInTheDocument();
  });
});

describe('bulk tag (spec 000 section 4)', () => {
  it('adds the picked tags to the chosen snapshots only, each updating then updated, and refreshes the list on close', async () => {
    renderList();
    await select(1, 3);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: /Tag/ }));
    const dialog = await findDialog('Tag snapshots (2)');
    // Nothing picked: the dialog says so and does not go on.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Enter at least one tag.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'pump hall2 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('These tags will be added to the 2 selected snapshots:')).toBeInTheDocument();
    const before = listQueries().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to the snapshots' }));
    expect(await within(dialog).findByText('All 2 snapshots have been updated.')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('bulk-tag-row').map((row) => row.getAttribute('data-state'))).toEqual(['updated', 'updated']);
    expect(edits()).toEqual(['POST /api/snapshots/1/tags/add/', 'POST /api/snapshots/3/tags/add/']);
    expect(calls.find((c) => c.path === '/api/snapshots/1/tags/add/')?.body).toEqual({ tags: ['pump', 'hall2'] });
    expect(server.snapshots.map((s) => s.tags)).toEqual([['pump', 'hall2'], [], ['pump', 'hall2']]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(before));
  });

  it('removes tags, and reports a failing snapshot by its label without stopping the others', async () => {
    server.snapshots = server.snapshots.map((s) => ({ ...s, tags: ['old', 'keep'] }));
    server.failToggle = new Set([2]);
    renderList();
    await select(1, 2, 3);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: /Tag/ }));
    const dialog = await findDialog('Tag snapshots (3)');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Remove tags' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'old ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Remove from the snapshots' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('1 of 3 snapshots could not be changed:');
    expect(alert).toHaveTextContent('Snapshot 2');
    expect(server.snapshots.map((s) => s.tags)).toEqual([['keep'], ['old', 'keep'], ['keep']]);
  });
});

describe('bulk edit (spec 000 section 4)', () => {
  it('applies only enabled, valid fields; confirms the values; edits the chosen snapshots and recomputes leak and PD analyses', async () => {
    server.snapshots = [listItem(1), listItem(2, { device_analysis_type: 'E1' }), listItem(3), listItem(4, { device_analysis_type: 'M1' })];
    renderList();
    await select(1, 2, 4);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: /Edit/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Edit fields/ }));
    const dialog = await findDialog('Edit snapshots (3)');
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();

    // Starred enabled but not chosen: still not applicable, with the reason.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Change Starred' }));
    expect(apply).toBeDisabled();
    expect(within(dialog).getByText('Choose yes or no.')).toBeInTheDocument();
    // The starred Yes is the one enabled (fixed's stays disabled while fixed is not ticked).
    await userEvent.click(within(dialog).getAllByRole('radio', { name: 'Yes' }).find((radio) => !(radio as HTMLInputElement).disabled)!);

    // Distance out of range blocks Apply until it is valid.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Change Distance (m)' }));
    const distance = within(dialog).getByRole('spinbutton', { name: 'Distance (m)' });
    await userEvent.type(distance, '900');
    expect(apply).toBeDisabled();
    await userEvent.clear(distance);
    await userEvent.type(distance, '4');
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);

    const confirm = await within(dialog).findByTestId('bulk-edit-confirm');
    expect(confirm).toHaveTextContent('These values will be saved on the 3 selected snapshots:');
    expect(confirm).toHaveTextContent('Starred');
    expect(confirm).toHaveTextContent('Distance (m)4');
    const before = listQueries().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save on all' }));
    expect(await within(dialog).findByText('All 3 snapshots have been updated.')).toBeInTheDocument();

    expect(edits().sort()).toEqual(
      ['POST /api/snapshots/1/starred/', 'POST /api/snapshots/1/distance/', 'POST /api/snapshots/2/starred/', 'POST /api/snapshots/2/distance/', 'POST /api/snapshots/4/starred/', 'POST /api/snapshots/4/distance/'].sort(),
    );
    expect(calls.find((c) => c.path === '/api/snapshots/1/distance/')?.body).toEqual({ distance: 4 });
    // The leak snapshot gets its leak analysis recomputed, the PD one its PD analysis, the mechanical one neither.
    const analyses = calls.filter((c) => c.path.includes('/analytics/')).map((c) => c.path).sort();
    expect(analyses).toEqual(['/api/snapshots/1/analytics/leak/', '/api/snapshots/2/analytics/pd/']);
    // Starred changed: closing refreshes the list.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(before));
  });

  it('reports a failing snapshot by label; the others are edited once each', async () => {
    server.failToggle = new Set([2]);
    renderList();
    await select(1, 2, 3);
    await userEvent.click(within(await toolbar()).getByRole('button', { name: /Edit/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Edit fields/ }));
    const dialog = await findDialog('Edit snapshots (3)');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Change Label text' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Label text' }), 'Hall 2 valve');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save on all' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('1 of 3 snapshots could not be changed:');
    expect(alert).toHaveTextContent('Snapshot 2');
    expect(edits().filter((e) => e.endsWith('/label/')).sort()).toEqual(['POST /api/snapshots/1/label/', 'POST /api/snapshots/2/label/', 'POST /api/snapshots/3/label/']);
    expect(server.snapshots.map((s) => s.label)).toEqual(['Hall 2 valve', 'Snapshot 2', 'Hall 2 valve']);
  });
});
