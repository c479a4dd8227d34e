import { analysisKindFor, type AnalysisKind } from './analysisKindFor';

describe('analysisKindFor (spec 000 §3 Device analysis types)', () => {
  it.each<[string | null | undefined, AnalysisKind]>([
    ['A1', 'leak'],
    ['A2', 'leak'],
    ['E1', 'pd'],
    ['E2', 'pd'],
    ['E3', 'pd'],
    [' e2 ', 'pd'],
    ['a1', 'leak'],
    ['A3', 'other'],
    ['E4', 'other'],
    ['M1', 'other'],
    ['L1', 'other'],
    ['', 'other'],
    [null, 'other'],
    [undefined, 'other'],
  ])('%p → %p', (type, kind) => {
    expect(analysisKindFor(type)).toBe(kind);
  });
});
