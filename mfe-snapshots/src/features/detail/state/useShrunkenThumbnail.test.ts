import { act, renderHook } from '@testing-library/react';
import { readAdvancedOpen } from '../../analysis';
import { useShrunkenThumbnail } from './useShrunkenThumbnail';

/** Reading `window.localStorage` throws, as in a third-party frame whose storage the browser blocks. */
function blockStorage(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  return () => Object.defineProperty(window, 'localStorage', descriptor);
}

describe('remembered detail preferences (storage that throws)', () => {
  afterEach(() => window.localStorage.clear());

  it('remembers the shrunken thumbnail in this browser', () => {
    const { result } = renderHook(() => useShrunkenThumbnail());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(renderHook(() => useShrunkenThumbnail()).result.current[0]).toBe(true);
  });

  it('works for the page without throwing when storage is blocked', () => {
    window.localStorage.setItem('acv.detail.shrunkenThumbnail', '1');
    window.localStorage.setItem('acv.snapshots.analysis.advancedOpen', '1');
    const restore = blockStorage();
    try {
      const { result } = renderHook(() => useShrunkenThumbnail());
      expect(result.current[0]).toBe(false);
      act(() => result.current[1](true));
      expect(result.current[0]).toBe(true);
      expect(readAdvancedOpen()).toBe(false);
    } finally {
      restore();
    }
    expect(readAdvancedOpen()).toBe(true);
  });
});
