import { clampDynamicRange, defaultDynamicRange, durationMmSsToSeconds, roundAnalysisTime } from './analysisTime';

describe('defaultDynamicRange (spec 000 §9 Heatmap)', () => {
  it.each<[number, number, number]>([
    [0, 100, 80],
    [10, 60, 50],
    [-20, 30, 20],
    [5, 5, 5],
    [0, 1, 0.8],
  ])('min %p, max %p → %p', (min, max, expected) => {
    expect(defaultDynamicRange(min, max)).toBeCloseTo(expected, 10);
  });
});

describe('clampDynamicRange (spec 000 §5 "cannot go below default")', () => {
  it.each<[number, number, number, number]>([
    [70, 0, 100, 80],
    [80, 0, 100, 80],
    [95, 0, 100, 95],
  ])('value %p with min %p, max %p → %p', (value, min, max, expected) => {
    expect(clampDynamicRange(value, min, max)).toBeCloseTo(expected, 10);
  });
});

describe('roundAnalysisTime (spec 000 §4, §9 rounded to 0.5 s)', () => {
  it.each<[number, number]>([
    [0, 0],
    [0.24, 0],
    [0.25, 0.5],
    [0.74, 0.5],
    [0.75, 1],
    [1.25, 1.5],
    [1.3, 1.5],
    [2.2, 2],
    [3.749, 3.5],
    [3.75, 4],
    [10, 10],
    [-0.3, 0],
    [-2, 0],
  ])('%p s → %p s', (seconds, expected) => {
    expect(Object.is(roundAnalysisTime(seconds), expected)).toBe(true);
  });
  it('keeps NaN', () => {
    expect(roundAnalysisTime(Number.NaN)).toBeNaN();
  });
});

describe('durationMmSsToSeconds (spec 000 §3 meta duration mm:ss)', () => {
  it.each<[string | null | undefined, number]>([
    ['00:00', 0],
    ['00:04', 4],
    ['02:05', 125],
    ['1:30', 90],
    ['59:59', 3599],
    ['120:00', 7200],
    [' 01:01 ', 61],
  ])('%p → %p', (text, expected) => {
    expect(durationMmSsToSeconds(text)).toBe(expected);
  });
  it.each<[string | null | undefined]>([[''], [null], [undefined], ['1:2'], ['01:60'], ['ab:cd'], ['-1:00'], ['01:02:03'], ['0102'], ['01:5x']])('%p → NaN', (text) => {
    expect(durationMmSsToSeconds(text)).toBeNaN();
  });
});
