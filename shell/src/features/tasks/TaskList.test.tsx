import { act, screen } from '@testing-library/react';
import { changeLanguage, liveTasksAtom, store, type TaskRecord } from 'shared-core';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { TaskList } from './TaskList';

jest.setTimeout(30_000);
beforeAll(setUpI18n);
afterEach(async () => {
  await act(() => changeLanguage('en'));
  act(() => store.set(liveTasksAtom, {}));
});

const failed = (taskId: string, error: string | null, errorCode: string | null, errorParams: Record<string, string | number> = {}): TaskRecord => ({
  taskId,
  kind: 'export-nlz',
  status: 'fail',
  phase: 'failed',
  progress: null,
  description: `Export ${taskId}`,
  downloadUrl: null,
  error,
  errorCode,
  errorParams,
  alertCode: null,
  seq: 1,
  updatedAtMs: Number(taskId.slice(1)),
});

describe("a failed task's message in the user's language (job error codes)", () => {
  beforeEach(() =>
    act(() =>
      store.set(liveTasksAtom, {
        t4: failed('t4', 'Snapshot 7 is no longer available.', 'snapshotGone', { id: 7 }),
        t3: failed('t3', 'Der Videoencoder ist nicht installiert.', null),
        t2: failed('t2', 'Something a newer server says.', 'someFutureCode'),
        t1: failed('t1', null, null),
      }),
    ),
  );
  const texts = () => screen.getAllByTestId('task-item').map((item) => item.textContent);

  it("translates a known code with its parameters; shows the server's text without one or for an unknown code; else the generic failure", async () => {
    renderPage(<TaskList />);
    expect(texts()[0]).toContain('Snapshot 7 is no longer available.');
    expect(texts()[1]).toContain('Der Videoencoder ist nicht installiert.');
    expect(texts()[2]).toContain('Something a newer server says.');
    expect(texts()[3]).toMatch(/Failed$/);

    await act(() => changeLanguage('de'));
    expect(texts()[0]).toContain('Aufnahme 7 ist nicht mehr verfügbar.');
    expect(texts()[0]).not.toContain('Snapshot 7');
    expect(texts()[2]).toContain('Something a newer server says.');
  });
});
