import { startTransition, useEffect, useState } from 'react';

/**
 * 0 at a component's first render, then 1, 2, … up to `last`, one more right after each commit,
 * each set in a transition React renders in short slices between frames. A page
 * shows its first screen with what it needs and the rest in the next renders, a part at a time,
 * so neither their rendering nor their commit is one long task, and without waiting for the
 * rest's data or chunks. Only on mount: later renders keep the last stage.
 */
export function useRevealStage(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage < last) startTransition(() => setStage(stage + 1));
  }, [stage, last]);
  return stage;
}

/** False on a component's first render, true right after it has committed (`useRevealStage` of one stage). */
export function useAfterFirstPaint(): boolean {
  return useRevealStage(1) >= 1;
}
