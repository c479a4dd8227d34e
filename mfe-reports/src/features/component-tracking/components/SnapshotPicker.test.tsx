import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { listItem } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';
import { setUpI18n, signIn, type Call } from '../../../testing/setup';
import { SnapshotPicker } from './SnapshotPicker';

const snapshot = (id: number, label: string) => listItem(id, { label });
const NEWEST = [snapshot(1, 'Alpha pump'), snapshot(2, 'Beta bushing')];

beforeAll(setUpI18n);
beforeEach(signIn);

/** The texts of the options the open list shows. */
const offered = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '');

function Picker() {
  const [value, setValue] = useState<number[]>([]);
  return <SnapshotPicker id="picker" value={value} onChange={setValue} exclude={[]} kind={null} />;
}

it("offers the newest snapshots, then only a search's own results: never the previous list while a search is on its way", async () => {
  const calls: Call[] = [];
  let answerSearch: () => void = () => undefined;
  const searched = new Promise<void>((resolve) => (answerSearch = resolve));
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const label = new URL(url).searchParams.get('label');
    calls.push({ method: init?.method ?? 'GET', path: new URL(url).pathname, url, body: label });
    if (label) await searched;
    const results = label ? NEWEST.filter((s) => s.label.includes(label)) : NEWEST;
    return { ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify({ count: results.length, next: null, previous: null, results }) } as Response;
  }) as unknown as typeof fetch;

  render(
    <PlatformProviders>
      <Picker />
    </PlatformProviders>,
  );
  const input = screen.getByRole('combobox');
  fireEvent.mouseDown(input);
  await waitFor(() => expect(offered()).toEqual([expect.stringContaining('Alpha pump'), expect.stringContaining('Beta bushing')]));

  fireEvent.change(input, { target: { value: 'Beta' } });
  // Typed, not yet searched: the newest list is gone (a click on it would pick the wrong one).
  expect(offered()).toEqual([]);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  // The search call goes out after the debounce; until it answers, still nothing to click.
  await waitFor(() => expect(calls.some((c) => c.body === 'Beta')).toBe(true), { timeout: 2000 });
  expect(offered()).toEqual([]);
  await act(async () => answerSearch());
  await waitFor(() => expect(offered()).toEqual([expect.stringContaining('Beta bushing')]));
});
