import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { render } from '@testing-library/react';

/**
 * Renders `element` and returns what `read` saw of the DOM as it first committed: a parent's
 * layout effect runs after its children's, before the browser paints and before any update
 * the children scheduled (effects, transitions) renders. For "what is in the first paint".
 */
export function atFirstCommit<T>(element: ReactElement, read: () => T): T {
  const seen: T[] = [];
  function Probe() {
    const first = useRef(true);
    useLayoutEffect(() => {
      if (first.current) seen.push(read());
      first.current = false;
    });
    return element;
  }
  render(<Probe />);
  return seen[0]!;
}
