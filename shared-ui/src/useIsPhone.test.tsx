/** shared-core's media hooks (no testing library there), tested here, where the testing library is. */
import { act, render } from '@testing-library/react';
import { PHONE_MEDIA_QUERY, useIsPhone, useMediaQuery } from 'shared-core';

/** A matchMedia whose answer the test sets, telling its listeners as a browser does. */
function fakeMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((media: string) => ({
    media,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    listeners,
  };
}

it('answers on the first render, follows the query as it changes, and stops listening on unmount', () => {
  const media = fakeMedia(true);
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useIsPhone());
    return null;
  }
  const { unmount } = render(<Probe />);
  expect(seen).toEqual([true]);
  media.set(false);
  expect(seen.at(-1)).toBe(false);
  unmount();
  expect(media.listeners.size).toBe(0);
});

it('reads the query it is given', () => {
  const asked: string[] = [];
  window.matchMedia = ((media: string) => {
    asked.push(media);
    return { media, matches: media === '(min-width: 992px)', addEventListener() {}, removeEventListener() {} };
  }) as unknown as typeof window.matchMedia;
  let wide: boolean | undefined;
  function Probe() {
    wide = useMediaQuery('(min-width: 992px)');
    return null;
  }
  render(<Probe />);
  expect(wide).toBe(true);
  expect(asked).not.toContain(PHONE_MEDIA_QUERY);
});
