import { waveformColumns } from './waveform';

describe('waveformColumns', () => {
  it('gives each column the lowest and highest sample of its slice', () => {
    const { min, max } = waveformColumns([0, 2, -1, 3, -4, 1, 0.5, -0.5], 4);
    expect(Array.from(min)).toEqual([0, -1, -4, -0.5]);
    expect(Array.from(max)).toEqual([2, 3, 1, 0.5]);
  });

  it('repeats samples when there are more columns than samples, and draws silence as zero', () => {
    expect(Array.from(waveformColumns([1, -1], 4).max)).toEqual([1, 1, -1, -1]);
    expect(Array.from(waveformColumns([], 3).min)).toEqual([0, 0, 0]);
  });
});
