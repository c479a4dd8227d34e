import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './useNearViewport';

/** A controllable IntersectionObserver: `intersect` plays the element coming near the viewport. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  intersect(isIntersecting: boolean) {
    this.callback(this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

function Probe({ enabled = true }: { enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, enabled);
  return <div ref={ref} data-testid="probe" data-near={String(near)} />;
}
const near = () => screen.getByTestId('probe').dataset.near;

describe('useNearViewport (maps and charts load only when about to be seen)', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    FakeObserver.last = undefined;
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
    jest.useRealTimers();
  });

  it('stays false while the element is far from the viewport, then turns true after idle once near', () => {
    render(<Probe />);
    expect(FakeObserver.last?.options?.rootMargin).toBe('400px');
    act(() => FakeObserver.last!.intersect(false));
    act(() => jest.advanceTimersByTime(5_000));
    expect(near()).toBe('false');

    act(() => FakeObserver.last!.intersect(true));
    expect(near()).toBe('false');
    act(() => jest.advanceTimersByTime(1_000));
    expect(near()).toBe('true');
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('is not near when the page above moved it away before idle (a section drawn meanwhile)', () => {
    render(<Probe />);
    act(() => FakeObserver.last!.intersect(true));
    act(() => FakeObserver.last!.intersect(false));
    act(() => jest.advanceTimersByTime(5_000));
    expect(near()).toBe('false');
    expect(FakeObserver.last!.disconnected).toBe(false);
    // Scrolled near later.
    act(() => FakeObserver.last!.intersect(true));
    act(() => jest.advanceTimersByTime(1_000));
    expect(near()).toBe('true');
  });

  it('does nothing when disabled (no canvas: the map shows its list fallback)', () => {
    render(<Probe enabled={false} />);
    expect(FakeObserver.last).toBeUndefined();
    act(() => jest.advanceTimersByTime(5_000));
    expect(near()).toBe('false');
  });

  it('turns true after idle where there is no IntersectionObserver', () => {
    window.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(near()).toBe('false');
    act(() => jest.advanceTimersByTime(1_000));
    expect(near()).toBe('true');
  });
});
