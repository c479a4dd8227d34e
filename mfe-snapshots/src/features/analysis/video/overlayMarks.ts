import { REALTIME_MARK_MIN_DURATION_S, VIDEO_TIMESTAMP_TOLERANCE_S, type RealtimeVideo } from 'shared-core';

type Step = RealtimeVideo['steps'][number];

/** Real-time marks are shown only for videos of at least 3 s (spec 000 section 9). */
export const showsMarks = (durationS: number): boolean => durationS >= REALTIME_MARK_MIN_DURATION_S;

/**
 * The analysis step for a video time: the last step starting at or before it, provided it is
 * within the 3 s tolerance (spec 000 section 9); null when none is that close.
 */
export function stepAt(steps: readonly Step[], timeS: number): Step | null {
  let best: Step | null = null;
  for (const step of steps) {
    if (step.timeS <= timeS + 1e-9) best = step;
    else break;
  }
  best ??= steps[0] ?? null;
  return best && Math.abs(best.timeS - timeS) <= VIDEO_TIMESTAMP_TOLERANCE_S ? best : null;
}

/** What a step is marked for on the timeline: a possible mechanical fault, a detected leak, severe PD. */
export function isNotable(step: Step): boolean {
  return step.possibleFault || step.leakDetected || (step.pdSeverityMax ?? 0) >= 50;
}

/**
 * Times (s) of the timeline marks: the start of each run of notable steps, none for videos
 * shorter than 3 s.
 */
export function markTimes(steps: readonly Step[], durationS: number): number[] {
  if (!showsMarks(durationS)) return [];
  const marks: number[] = [];
  let previous = false;
  for (const step of steps) {
    const notable = isNotable(step);
    if (notable && !previous) marks.push(step.timeS);
    previous = notable;
  }
  return marks;
}
