import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true right after it has committed, set in a transition
 * React renders in short slices between frames (issue 16). A page shows its first screen with
 * what it needs and the rest in the next renders, without one long task and without waiting
 * for the rest's data or chunks. Only on mount: later renders keep it true.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => startTransition(() => setPainted(true)), []);
  return painted;
}
