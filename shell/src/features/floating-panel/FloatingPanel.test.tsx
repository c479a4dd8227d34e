import { act, screen } from '@testing-library/react';
import { routedFetch } from '../../test/network';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { PREPAINT_CSS } from '../../prepaint/prepaint';
import { FloatingPanel, floatingPanelGeometry, useFloatingPanelRoom } from '.';

jest.setTimeout(30_000);
beforeAll(setUpI18n);
beforeEach(() => routedFetch({}));
afterEach(() => {
  window.innerWidth = 1024;
});

/** The room the frame keeps, as the signed-in layout reads it. */
function Room() {
  const { gutter, clearance } = useFloatingPanelRoom();
  return <div data-testid="room" data-gutter={gutter} data-clearance={clearance} />;
}

const group = () => document.querySelector<HTMLElement>('.ant-float-btn-group')!;

describe('the floating panel keeps its own strip of the page', () => {
  it('on desktop: 40 px buttons 24 px from the edge, and a 64 px gutter the page stays out of', async () => {
    renderPage(
      <>
        <FloatingPanel />
        <Room />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Tasks' })).toBeInTheDocument();
    expect(group().style.insetInlineEnd).toBe('24px');
    expect(screen.getByTestId('room').dataset).toMatchObject({ gutter: '64', clearance: String(24 + 3 * 40 + 2 * 16 + 16) });
    for (const name of ['Tasks', 'Release notes', 'Send feedback']) {
      expect(screen.getByRole('button', { name }).style.getPropertyValue('--ant-float-btn-size')).toBe('40px');
    }
  });

  it('on a phone: 44 px touch targets 8 px from the edge, and the gutter follows them', async () => {
    window.innerWidth = 390;
    renderPage(
      <>
        <FloatingPanel />
        <Room />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Tasks' })).toBeInTheDocument();
    expect(group().style.insetInlineEnd).toBe('8px');
    expect(screen.getByRole('button', { name: 'Send feedback' }).style.getPropertyValue('--ant-float-btn-size')).toBe('44px');
    const { inset, size } = floatingPanelGeometry(true);
    expect(screen.getByTestId('room').dataset.gutter).toBe(String(inset + size));
  });

  it('keeps no room where it is not shown (a shared report)', async () => {
    renderPage(
      <>
        <FloatingPanel />
        <Room />
      </>,
      '/shared/reports/0b7a3c1e-8c1d-4c1e-9f0a-1d2e3f4a5b6c',
    );
    // The providers load antd's locale in a moment: let them settle before reading.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('button', { name: 'Tasks' })).not.toBeInTheDocument();
    expect(screen.getByTestId('room').dataset).toMatchObject({ gutter: '0', clearance: '0' });
  });

  it('is left free by the page index.html paints before the platform runs, at both sizes', () => {
    // The painted page must put its cards where the list will, so it keeps the same gutter.
    const [desktop, phone] = PREPAINT_CSS.split('@media (max-width: 767.98px)');
    expect(desktop).toContain(`.acv-pp-content { padding-right: ${floatingPanelGeometry(false).gutter}px; }`);
    expect(phone).toContain(`.acv-pp-content { padding-right: ${floatingPanelGeometry(true).gutter}px; }`);
  });
});
