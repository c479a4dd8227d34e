import { render, screen } from '@testing-library/react';
import { atFirstCommit } from '../../list/testing/firstCommit';
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
  const painted = atFirstCommit(<DetailLayout parts={parts} isPhone={false} shrunken={false} />, () => [...document.querySelectorAll('p')].map((p) => p.textContent ?? ''));
  expect(painted).toEqual(['Heatmap part', 'Info part', 'Fixed part']);
  // Then the rest, without anything else happening.
  for (const part of ['Analysis part', 'Tags part', 'Comment part', 'Location part', 'Components part']) expect(screen.getByText(part)).toBeInTheDocument();
});

describe('desktop columns', () => {
  const spans = () => ['Heatmap part', 'Info part', 'Tags part', 'Comment part'].map((text) => (screen.getByText(text).closest('[style*="grid-column"]') as HTMLElement).style.gridColumn);
  const original = window.innerWidth;
  afterEach(() => Object.defineProperty(window, 'innerWidth', { value: original, configurable: true }));

  it('puts the heatmap beside the details, and tags beside the comment, from 992 px (smaller image: 10 and 14)', () => {
    Object.defineProperty(window, 'innerWidth', { value: 1366, configurable: true });
    const { rerender } = render(<DetailLayout parts={parts} isPhone={false} shrunken={false} />);
    expect(spans()).toEqual(['span 15', 'span 9', 'span 12', 'span 12']);
    rerender(<DetailLayout parts={parts} isPhone={false} shrunken />);
    expect(spans().slice(0, 2)).toEqual(['span 10', 'span 14']);
  });

  it('stacks every section below 992 px', () => {
    Object.defineProperty(window, 'innerWidth', { value: 900, configurable: true });
    render(<DetailLayout parts={parts} isPhone={false} shrunken={false} />);
    expect(spans()).toEqual(['span 24', 'span 24', 'span 24', 'span 24']);
  });
});
