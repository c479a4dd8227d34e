import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_UPLOAD, queryClient } from 'shared-core';
import { calls, renderList, resetServer, server, setUpI18n } from './testing/listFixtures';

// antd pages render slowly on a shared 2-core machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

beforeAll(setUpI18n);
beforeEach(() => resetServer());
afterEach(() => queryClient.clear());

const user = () => userEvent.setup({ applyAccept: false });
const file = (name: string, size = 100) => {
  const f = new File(['nlz'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

async function openImport() {
  await userEvent.click(await screen.findByRole('button', { name: /Import \.nlz/ }));
  const title = await screen.findByText('Import offline snapshot files');
  return title.closest('.ant-modal') as HTMLElement;
}
const rows = (dialog: HTMLElement) => within(dialog).queryAllByTestId('import-row').map((row) => `${row.getAttribute('data-level')} ${row.textContent}`);
const uploads = () => calls.filter((c) => c.path === '/api/uploads/');

describe('offline .nlz import (spec 000 section 5, spec 001 sections 5 and 8; issue #23)', () => {
  it('refuses another type and an oversized file without uploading them, uploads the .nlz with a signed form and says so in green', async () => {
    renderList();
    const dialog = await openImport();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user().upload(input, [file('notes.txt'), file('big.nlz', OFFLINE_UPLOAD.maxBytes + 1), file('Hall 2+valve.nlz')]);
    await waitFor(() => expect(rows(dialog)).toHaveLength(3));
    expect(rows(dialog)).toEqual([
      'QUEUED Hall2valve.nlzQueued',
      'ERROR notes.txtNot an .nlz file: not uploaded',
      'ERROR big.nlzLarger than 400 MB: not uploaded',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload (1)' }));
    await waitFor(() => expect(rows(dialog)[0]).toBe('SUCCESS Hall2valve.nlzUploaded: the snapshot is being imported'));
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

  it('without upload credentials every file shows impFailed and nothing is posted', async () => {
    server.uploadForm = { status: 500, body: { detail: 'down' } };
    renderList();
    const dialog = await openImport();
    await user().upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, [file('a.nlz'), file('b.nlz')]);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Upload (2)' }));
    await waitFor(() => expect(rows(dialog)).toEqual(['ERROR a.nlzThe import failed.', 'ERROR b.nlzThe import failed.']));
    expect(uploads()).toHaveLength(0);
  });
});
