import type { RealtimeVideo } from 'shared-core';
import { markTimes, showsMarks, stepAt } from './overlayMarks';

type Step = RealtimeVideo['steps'][number];
const step = (timeS: number, patch: Partial<Step> = {}): Step => ({
  timeS,
  kurtosis: 3,
  crestFactor: 2,
  possibleFault: false,
  levelDb: 40,
  leakSize: null,
  leakCost: null,
  leakDetected: false,
  pdSeverityMin: null,
  pdSeverityMax: null,
  pdClassification: [],
  ...patch,
});

describe('real-time overlay marks (spec 000 section 9)', () => {
  it('shows marks only for videos of at least 3 s', () => {
    expect(showsMarks(2.99)).toBe(false);
    expect(showsMarks(3)).toBe(true);
  });

  it('marks the start of each run of notable steps, none for a short video', () => {
    const steps = [step(0), step(1, { possibleFault: true }), step(2, { possibleFault: true }), step(3), step(4, { leakDetected: true }), step(5, { pdSeverityMax: 60 })];
    expect(markTimes(steps, 6)).toEqual([1, 4]);
    expect(markTimes(steps, 2.5)).toEqual([]);
  });

  it('finds the step of a video time within the 3 s tolerance', () => {
    const steps = [step(0), step(0.5), step(1)];
    expect(stepAt(steps, 0.7)?.timeS).toBe(0.5);
    expect(stepAt(steps, 4)?.timeS).toBe(1);
    expect(stepAt(steps, 4.01)).toBeNull();
    expect(stepAt([], 1)).toBeNull();
  });
});
