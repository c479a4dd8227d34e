/** shared-core's useAfterFirstPaint (no testing library there), tested here, where the testing library is. */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useAfterFirstPaint } from 'shared-core';

const commits: boolean[] = [];

function Page({ label }: { label: string }) {
  const painted = useAfterFirstPaint();
  commits.push(painted);
  return (
    <div>
      <p>{label}</p>
      {painted && <p>rest</p>}
    </div>
  );
}

beforeEach(() => {
  commits.length = 0;
});

it('renders the first screen alone, then the rest right after the first commit', async () => {
  await act(async () => {
    render(<Page label="first" />);
  });
  expect(commits[0]).toBe(false);
  expect(commits.at(-1)).toBe(true);
  expect(screen.getByText('rest')).toBeTruthy();
});

it('stays true on later renders: only the mount is split', async () => {
  let relabel: (label: string) => void = () => {};
  function Host() {
    const [label, setLabel] = useState('a');
    relabel = setLabel;
    return <Page label={label} />;
  }
  await act(async () => {
    render(<Host />);
  });
  commits.length = 0;
  act(() => relabel('b'));
  expect(screen.getByText('b')).toBeTruthy();
  expect(commits.length).toBeGreaterThan(0);
  expect(commits.every(Boolean)).toBe(true);
});
