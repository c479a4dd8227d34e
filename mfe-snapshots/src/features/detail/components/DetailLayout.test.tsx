import { Profiler } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atFirstCommit, setUpI18n } from '../../list/testing';
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

it('on desktop brings the sections below a row group at a time, each in its own commit', () => {
  const shown: string[][] = [];
  render(
    <Profiler id="detail" onRender={() => shown.push([...document.querySelectorAll('p')].map((p) => p.textContent ?? ''))}>
      <DetailLayout parts={parts} isPhone={false} shrunken={false} />
    </Profiler>,
  );
  const groups = shown.map((texts) => texts.filter((text) => text !== 'Heatmap part' && text !== 'Info part' && text !== 'Fixed part'));
  expect(groups).toContainEqual([]);
  expect(groups).toContainEqual(['Analysis part']);
  // The signal is inside its closed Collapse.
  expect(groups).toContainEqual(['Analysis part', 'Tags part', 'Comment part']);
  expect(groups.at(-1)).toEqual(['Analysis part', 'Tags part', 'Comment part', 'Location part', 'Components part']);
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

describe('help tour', () => {
  // The header's help button, as the page builds it.
  const withHelp: DetailParts = {
    ...parts,
    header: ({ nav, onHelp }) => (
      <div ref={nav}>
        <button type="button" onClick={onHelp}>
          Help
        </button>
      </div>
    ),
  };

  it.each([false, true])('measures nothing until asked for, then opens on its first step (phone %s)', async (isPhone) => {
    const measured = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    render(<DetailLayout parts={withHelp} isPhone={isPhone} shrunken={false} />);
    // A closed tour would measure its first target (the navigation) after every render.
    const nav = screen.getByRole('button', { name: 'Help' }).parentElement;
    expect(measured.mock.contexts).not.toContain(nav);
    expect(document.querySelector('.ant-tour')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    await waitFor(() => expect(document.querySelector('.ant-tour-title')).not.toBeNull());
    expect(measured.mock.contexts).toContain(nav);
    measured.mockRestore();
  });
});
