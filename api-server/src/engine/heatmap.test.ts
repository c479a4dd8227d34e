import { decodeHeatmap, encodeHeatmap, frameIndexAt, HEATMAP_SIZE, heatmapFrames, maxLevel } from './heatmap';

describe('heatmap', () => {
  const input = { seed: 1, sources: [{ x: 0.25, y: 0.75, strengthDb: 60 }], frames: 3, noiseDb: 20 };

  it('makes 110 × 110 frames with the source peak where it was placed', () => {
    const frames = heatmapFrames(input);
    expect(frames).toHaveLength(3);
    expect(frames[0]).toHaveLength(HEATMAP_SIZE * HEATMAP_SIZE);
    const frame = frames[0]!;
    let best = 0;
    for (let i = 1; i < frame.length; i += 1) if (frame[i]! > frame[best]!) best = i;
    expect(Math.abs((best % HEATMAP_SIZE) - 0.25 * 109)).toBeLessThanOrEqual(2);
    expect(Math.abs(Math.floor(best / HEATMAP_SIZE) - 0.75 * 109)).toBeLessThanOrEqual(2);
    expect(maxLevel(frames)).toBeGreaterThan(57);
    expect(maxLevel(frames)).toBeLessThan(63);
    // Far from the source only the background remains.
    expect(frame[5 * HEATMAP_SIZE + 100]!).toBeLessThan(25);
  });

  it('is deterministic for a seed', () => {
    expect(heatmapFrames(input)).toEqual(heatmapFrames(input));
    expect(heatmapFrames({ ...input, seed: 2 })).not.toEqual(heatmapFrames(input));
  });

  it('round-trips the binary format with its uint16 header', () => {
    const frames = heatmapFrames({ ...input, width: 4, height: 3, frames: 2 });
    const bytes = encodeHeatmap(frames, 4, 3);
    expect(bytes).toHaveLength(6 + 2 * 12 * 4);
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([4, 3, 2]);
    expect(decodeHeatmap(bytes)).toEqual({ width: 4, height: 3, frames });
    expect(() => decodeHeatmap(bytes.subarray(0, bytes.length - 1))).toThrow(/expected/);
    expect(() => encodeHeatmap(frames, 5, 3)).toThrow(/cells/);
  });

  it('maps a time to a frame index', () => {
    expect(frameIndexAt(0, 305)).toBe(0);
    expect(frameIndexAt(2, 305)).toBe(152);
    expect(frameIndexAt(9, 305)).toBe(304);
    expect(maxLevel([])).toBe(Number.NEGATIVE_INFINITY);
  });
});
