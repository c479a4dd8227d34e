import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveTasksAtom, OFFLINE_UPLOAD, queryClient, store, type TaskRecord } from 'shared-core';
import { taskRecord } from 'shared-core/testing';
import { LEVEL_COLOUR } from './state/nlzFiles';
import { calls, renderList, resetServer, server, setUpI18n } from './testing/listFixtures';

// The worker boundary: jsdom has no Web Worker, so the module that starts it is replaced by one
// that runs the worker's own check (nlzCheckCore) on the posted file and answers asynchronously.
const posted: string[] = [];
jest.mock('./workers/createNlzCheckWorker', () => ({
  createNlzCheckWorker: () => {
    const { checkNlzBytes } = jest.requireActual('./workers/nlzCheckCore');
    const { webcrypto } = jest.requireActual('node:crypto');
    const worker = {
      onmessage: null as null | ((event: { data: unknown }) => void),
      onerror: null,
      terminate: jest.fn(),
      postMessage: ({ id, file }: { id: number; file: File }) => {
        posted.push(file.name);
        void new Promise<ArrayBuffer>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.readAsArrayBuffer(file);
        }).then((bytes) => checkNlzBytes(bytes, (b: ArrayBuffer) => webcrypto.subtle.digest('SHA-256', Buffer.from(new Uint8Array(b)))))
          .then((result) => worker.onmessage?.({ data: { id, ...result } }));
      },
    };
    return worker;
  },
}));

// antd pages render slowly on a shared 2-core machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

beforeAll(setUpI18n);
beforeEach(() => {
  resetServer();
  posted.length = 0;
  store.set(liveTasksAtom, {});
});
afterEach(() => queryClient.clear());

const user = () => userEvent.setup({ applyAccept: false });
/** A file whose bytes start as a ZIP archive does (as every .nlz), unless `content` says otherwise. */
const file = (name: string, size = 100, content = `PK\u0003\u0004${name}`) => {
  const f = new File([content], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

async function openImport() {
  await userEvent.click(await screen.findByRole('button', { name: /Import \.nlz/ }));
  const title = await screen.findByText('Import offline snapshot files');
  return title.closest('.ant-modal') as HTMLElement;
}
const task = (taskId: string, phase: TaskRecord['phase'], progress: number, snapshotId?: number): TaskRecord =>
  taskRecord('camera-upload', taskId, phase === 'done' ? 'done' : 'uploading', { phase, progress, ...(snapshotId ? { snapshotId } : {}) });
const rows = (dialog: HTMLElement) => within(dialog).queryAllByTestId('import-row').map((row) => `${row.getAttribute('data-level')} ${row.textContent}`);
const uploads = () => calls.filter((c) => c.path === '/api/uploads/');

describe('offline .nlz import (spec 000 section 5, spec 001 sections 5 and 8)', () => {
  it('refuses another type and an oversized file without uploading them, uploads the .nlz with a signed form and says so in green', async () => {
    renderList();
    const dialog = await openImport();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user().upload(input, [file('notes.txt'), file('big.nlz', OFFLINE_UPLOAD.maxBytes + 1), file('Hall 2+valve.nlz')]);
    await waitFor(() => expect(rows(dialog)[0]).toBe('QUEUED Hall2valve.nlzQueued'));
    expect(rows(dialog)).toEqual([
      'QUEUED Hall2valve.nlzQueued',
      'ERROR notes.txtNot an .nlz file: not uploaded',
      'ERROR big.nlzLarger than 400 MB: not uploaded',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload (1)' }));
    // Uploaded: its import task (u1) is followed on the live channel until it reports done.
    await waitFor(() => expect(rows(dialog)[0]).toBe('IMPORTING Hall2valve.nlzImporting… 0 %'));
    act(() => store.set(liveTasksAtom, { u1: task('u1', 'running', 0.5) }));
    await waitFor(() => expect(rows(dialog)[0]).toBe('IMPORTING Hall2valve.nlzImporting… 50 %'));
    act(() => store.set(liveTasksAtom, { u1: task('u1', 'done', 1) }));
    await waitFor(() => expect(rows(dialog)[0]).toBe('SUCCESS Hall2valve.nlzImported'));
    expect(calls.find((c) => c.path === '/api/get-upload-url/')?.body).toEqual({ filename: 'Hall2valve.nlz' });
    expect(uploads()).toHaveLength(1);
    const form = uploads()[0]!.body as FormData;
    expect(form.get('key')).toBe('k1');
    expect((form.get('file') as File).name).toBe('Hall2valve.nlz');
  });

  it('shows the server message of a 400 in red', async () => {
    server.upload = { status: 400, body: { file: ['This snapshot was imported before.'] } };
    renderList();
    const dialog = await openImport();
    await user().upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, [file('a.nlz')]);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Upload (1)' }));
    await waitFor(() => expect(rows(dialog)).toEqual(['ERROR a.nlzThis snapshot was imported before.']));
  });

  it('shows a file imported before as information in blue, linking to the earlier snapshot, and an import done linking to the new one', async () => {
    renderList();
    const dialog = await openImport();
    await user().upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, [file('a.nlz'), file('b.nlz')]);
    server.uploadByName['b.nlz'] = { status: 400, body: { file: ['This snapshot was imported before (snapshot 243).'], code: 'imported_before', snapshotId: 243 } };
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Upload (2)' }));
    await waitFor(() => expect(rows(dialog)).toEqual(['IMPORTING a.nlzImporting… 0 %', 'WARNING b.nlzImported before as snapshot 243']));
    const before = within(dialog).getByRole('link', { name: 'Imported before as snapshot 243' });
    expect(before).toHaveAttribute('href', '#/snapshot/243');
    // Blue as information, not red as an error (spec 000 section 4: WARNING blue).
    expect(before.closest('[data-level]')?.querySelector('span[style*="color"]')).toHaveStyle({ color: LEVEL_COLOUR.WARNING });

    act(() => store.set(liveTasksAtom, { u1: task('u1', 'done', 1, 77) }));
    await waitFor(() => expect(rows(dialog)[0]).toBe('SUCCESS a.nlzImported'));
    const imported = within(dialog).getByRole('link', { name: 'Imported' });
    expect(imported).toHaveAttribute('href', '#/snapshot/77');
    // Opening the snapshot closes the dialog.
    await userEvent.click(imported);
    await waitFor(() => expect(screen.queryByText('Import offline snapshot files')).not.toBeInTheDocument());
  });

  it('without upload credentials every file shows impFailed and nothing is posted', async () => {
    server.uploadForm = { status: 500, body: { detail: 'down' } };
    renderList();
    const dialog = await openImport();
    await user().upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, [file('a.nlz'), file('b.nlz')]);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Upload (2)' }));
    await waitFor(() => expect(rows(dialog)).toEqual(['ERROR a.nlzThe import failed.', 'ERROR b.nlzThe import failed.']));
    expect(uploads()).toHaveLength(0);
  });

  it('takes many dropped files, reads them in the worker with overall progress, and drops non-archives and repeated contents before any upload', async () => {
    renderList();
    const dialog = await openImport();
    const many = Array.from({ length: 40 }, (_, i) => file(`site ${i}.nlz`));
    const dropped = [...many, file('fake.nlz', 100, 'not a zip'), file('copy.nlz', 100, `PK\u0003\u0004site 3.nlz`), file('readme.md')];
    fireEvent.drop(within(dialog).getByTestId('import-drop'), { dataTransfer: { files: dropped, types: ['Files'] } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Upload (40)' })).toBeEnabled());
    // Every .nlz was read by the worker (the main thread only applied the name rules).
    expect(posted).toHaveLength(42);
    expect(within(dialog).getByTestId('import-progress')).toHaveTextContent('43 files: 40 queued, 0 imported, 2 refused or failed');
    expect(rows(dialog)).toEqual(
      expect.arrayContaining([
        'ERROR readme.mdNot an .nlz file: not uploaded',
        'ERROR fake.nlzNot an .nlz archive: not uploaded',
        'WARNING copy.nlzSame content as a queued file: dropped',
        'QUEUED site39.nlzQueued',
      ]),
    );
    expect(uploads()).toHaveLength(0);
  });
});
