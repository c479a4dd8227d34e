import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyTooltip } from './LazyTooltip';

// antd's Tooltip, counting its renders: closed, it draws nothing a test could see. jest loads
// antd one module per import, as the builds do (tooling/jest-transform.cjs): the Tooltip's module.
const mockTooltipRendered = jest.fn();
jest.mock('antd/lib/tooltip', () => {
  const actual = jest.requireActual<{ default: typeof import('antd').Tooltip }>('antd/lib/tooltip');
  const { createElement, forwardRef } = jest.requireActual<typeof import('react')>('react');
  const Tooltip = forwardRef<import('antd').TooltipRef, import('antd').TooltipProps>((props, ref) => {
    mockTooltipRendered();
    return createElement(actual.default, { ...props, ref });
  });
  return { __esModule: true, ...actual, default: Tooltip };
});

/** antd's tooltip layer (a portal on the body), whether or not it is open. */
const tooltipLayer = () => document.body.querySelector('.ant-tooltip');

function renderTarget(onMouseEnter = jest.fn(), onFocus = jest.fn()) {
  render(
    <LazyTooltip title="ID: 7">
      <button type="button" onMouseEnter={onMouseEnter} onFocus={onFocus}>
        Details
      </button>
    </LazyTooltip>,
  );
  return { onMouseEnter, onFocus };
}

afterEach(() => mockTooltipRendered.mockClear());

it('mounts no tooltip until its target is hovered or focused', () => {
  renderTarget();
  expect(screen.getByRole('button', { name: 'Details' })).toBeTruthy();
  expect(mockTooltipRendered).not.toHaveBeenCalled();
  expect(tooltipLayer()).toBeNull();
  expect(screen.queryByText('ID: 7')).toBeNull();
});

it("opens on the first hover, and the target's own handler still runs", async () => {
  const { onMouseEnter } = renderTarget();
  fireEvent.mouseEnter(screen.getByRole('button', { name: 'Details' }));
  expect(onMouseEnter).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('ID: 7')).toBeTruthy();
  expect(tooltipLayer()).not.toBeNull();
});

it('opens on the first keyboard focus and leaves the focus on the target', async () => {
  const { onFocus } = renderTarget();
  const target = screen.getByRole('button', { name: 'Details' });
  act(() => target.focus());
  expect(onFocus).toHaveBeenCalled();
  expect(await screen.findByText('ID: 7')).toBeTruthy();
  // The target was mounted again inside the tooltip: the focus came back to it.
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Details' }));
});
