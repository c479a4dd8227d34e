import { isolateLoudestSource, jetColormap, renderHeatmap } from './heatmap';

const pixel = (rgba: Uint8ClampedArray | Uint8Array, i: number) => Array.from(rgba.subarray(i * 4, i * 4 + 4));

describe('heatmap colour mapping (spec 000 sections 4 and 9)', () => {
  it('colormap runs from blue (quiet) to red (loud)', () => {
    const lut = jetColormap();
    expect(Array.from(lut.subarray(0, 3))).toEqual([0, 0, 128]);
    expect(Array.from(lut.subarray(255 * 3, 256 * 3))).toEqual([128, 0, 0]);
    const mid = 128 * 3;
    expect(lut[mid + 1]).toBe(255);
  });

  it('maps a known 2x2 grid to known pixels', () => {
    const frame = Float32Array.from([10, 20, 30, 40]);
    const rgba = renderHeatmap(frame, { min: 20, max: 40 });
    expect(pixel(rgba, 0)[3]).toBe(0); // below the floor: transparent
    expect(pixel(rgba, 1)[3]).toBe(0); // at the floor: transparent
    expect(pixel(rgba, 2)).toEqual([...Array.from(jetColormap().subarray(128 * 3, 128 * 3 + 3)), 89 + ((128 * 140) >> 8)]);
    expect(pixel(rgba, 3)).toEqual([128, 0, 0, 89 + ((255 * 140) >> 8)]);
  });

  it('clamps values above max to the top colour', () => {
    const rgba = renderHeatmap(Float32Array.from([1000]), { min: 0, max: 10 });
    expect(pixel(rgba, 0).slice(0, 3)).toEqual([128, 0, 0]);
  });

  it('raising the dynamic-range floor hides quieter sources', () => {
    const frame = Float32Array.from([50, 60, 70]);
    const visible = (min: number) => [0, 1, 2].filter((i) => pixel(renderHeatmap(frame, { min, max: 80 }), i)[3]! > 0).length;
    expect(visible(40)).toBe(3);
    expect(visible(55)).toBe(2);
    expect(visible(65)).toBe(1);
    expect(visible(75)).toBe(0);
  });

  it('treats NaN as silence', () => {
    expect(pixel(renderHeatmap(Float32Array.from([Number.NaN]), { min: 0, max: 1 }), 0)[3]).toBe(0);
  });

  it('renders a full 110x110 frame into a reused buffer', () => {
    const frame = new Float32Array(110 * 110).fill(5);
    const out = new Uint8ClampedArray(110 * 110 * 4);
    expect(renderHeatmap(frame, { min: 0, max: 10 }, out)).toBe(out);
    expect(out[3]).toBeGreaterThan(0);
  });

  it('leaves cells under the floor transparent black, also in a reused buffer (the video layer reuses none, the detail does)', () => {
    const out = new Uint8Array(8).fill(7);
    renderHeatmap([1, 9], { min: 5, max: 10 }, out);
    expect(Array.from(out.subarray(0, 4))).toEqual([0, 0, 0, 0]);
    expect(out[7]).toBeGreaterThan(0);
  });

  it('single mode keeps only the loudest source (4-connected cells above the floor)', () => {
    expect(Array.from(isolateLoudestSource([5, 9, 1, 8, 0, 7], 3, 2, 4))).toEqual([5, 9, -Infinity, 8, -Infinity, -Infinity]);
    expect(Array.from(isolateLoudestSource([1, 2], 2, 1, 4))).toEqual([-Infinity, -Infinity]);
  });

  it('is self-contained: each function still works when rebuilt from its source text (the bulk PNG worker is)', () => {
    const rebuilt = {
      jet: new Function(`return (${jetColormap.toString()})()`)() as Uint8Array,
      render: new Function(`return ${renderHeatmap.toString()}`)() as typeof renderHeatmap,
      isolate: new Function(`return ${isolateLoudestSource.toString()}`)() as typeof isolateLoudestSource,
    };
    expect(Array.from(rebuilt.jet)).toEqual(Array.from(jetColormap()));
    const frame = [5, 9, 1, 8, 0, 7];
    expect(Array.from(rebuilt.isolate(frame, 3, 2, 4))).toEqual(Array.from(isolateLoudestSource(frame, 3, 2, 4)));
    expect(Array.from(rebuilt.render(frame, { min: 2, max: 9 }, new Uint8ClampedArray(24), rebuilt.jet))).toEqual(Array.from(renderHeatmap(frame, { min: 2, max: 9 })));
  });
});
