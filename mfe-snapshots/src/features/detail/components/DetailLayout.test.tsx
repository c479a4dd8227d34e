import { useLayoutEffect, useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { setUpI18n } from '../../list/testing/listFixtures';
import { DetailLayout, type DetailParts } from './DetailLayout';

beforeAll(setUpI18n);

const parts: DetailParts = {
  header: () => <h1>Header</h1>,
  heatmap: <p>Heatmap part</p>,
  info: <p>Info part</p>,
  fixed: <p>Fixed part</p>,
  analysis: <p>Analysis part</p>,
  signal: <p>Signal part</p>,
  tags: <p>Tags part</p>,
  comment: <p>Comment part</p>,
  location: <p>Location part</p>,
  components: <p>Components part</p>,
};

it('on desktop paints the heatmap and the details first, and the sections below them right after', () => {
  const atFirstCommit: string[] = [];
  function Probe() {
    const first = useRef(true);
    useLayoutEffect(() => {
      if (first.current) atFirstCommit.push(...[...document.querySelectorAll('p')].map((p) => p.textContent ?? ''));
      first.current = false;
    });
    return <DetailLayout parts={parts} isPhone={false} shrunken={false} />;
  }
  render(<Probe />);
  expect(atFirstCommit).toEqual(['Heatmap part', 'Info part', 'Fixed part']);
  // Then the rest, without anything else happening.
  for (const part of ['Analysis part', 'Tags part', 'Comment part', 'Location part', 'Components part']) expect(screen.getByText(part)).toBeInTheDocument();
});
