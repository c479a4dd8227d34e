import { render, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { HeatmapCanvas } from './HeatmapCanvas';
import { HeatmapView } from './HeatmapView';
import { heatmapViewFromMeta, isolateLoudestSource, jetColormap } from 'shared-core';

/** A 2D context that records what is drawn (jsdom has no canvas). */
function fakeContext() {
  const calls: { fills: string[]; images: Uint8ClampedArray[] } = { fills: [], images: [] };
  const context = {
    canvas: null,
    fillStyle: '',
    imageSmoothingEnabled: false,
    clearRect() {},
    save() {},
    restore() {},
    translate() {},
    rotate() {},
    scale() {},
    drawImage() {},
    fillRect() {
      calls.fills.push(context.fillStyle);
    },
    createImageData(width: number, height: number) {
      return { width, height, data: new Uint8ClampedArray(width * height * 4) };
    },
    putImageData(image: { data: Uint8ClampedArray }) {
      calls.images.push(Uint8ClampedArray.from(image.data));
    },
  };
  return { context, calls };
}

let drawn: ReturnType<typeof fakeContext>;
beforeEach(() => {
  drawn = fakeContext();
  HTMLCanvasElement.prototype.getContext = (() => drawn.context) as unknown as typeof HTMLCanvasElement.prototype.getContext;
});

const lut = jetColormap();
const colour = (index: number) => [lut[index * 3], lut[index * 3 + 1], lut[index * 3 + 2], 89 + ((index * 140) >> 8)];
const pixel = (rgba: Uint8ClampedArray, i: number) => Array.from(rgba.subarray(i * 4, i * 4 + 4));

describe('HeatmapCanvas (spec 000 sections 4 and 9)', () => {
  it('draws a known grid as known pixels with the dynamic range as floor', () => {
    // 2x2 grid: 10 and 20 dB at or under the floor, 30 mid-range, 40 at the top.
    render(<HeatmapCanvas frame={[10, 20, 30, 40]} gridWidth={2} gridHeight={2} range={{ min: 20, max: 40 }} label="heatmap" />);
    const image = drawn.calls.images.at(-1)!;
    expect(pixel(image, 0)[3]).toBe(0);
    expect(pixel(image, 1)[3]).toBe(0);
    expect(pixel(image, 2)).toEqual(colour(128));
    expect(pixel(image, 3)).toEqual(colour(255));
  });

  it('raising the dynamic range hides the quieter source and recolours the rest', () => {
    const { rerender } = render(<HeatmapCanvas frame={[10, 20, 30, 40]} gridWidth={2} gridHeight={2} range={{ min: 20, max: 40 }} label="heatmap" />);
    rerender(<HeatmapCanvas frame={[10, 20, 30, 40]} gridWidth={2} gridHeight={2} range={{ min: 35, max: 40 }} label="heatmap" />);
    const image = drawn.calls.images.at(-1)!;
    expect(pixel(image, 2)[3]).toBe(0);
    expect(pixel(image, 3)).toEqual(colour(255));
  });

  it('darkens the photo by the brightness overlay (default 0.2)', () => {
    const { rerender } = render(<HeatmapCanvas frame={null} gridWidth={2} gridHeight={2} range={{ min: 0, max: 1 }} label="heatmap" />);
    expect(drawn.calls.fills.at(-1)).toBe('rgba(0, 0, 0, 0.2)');
    rerender(<HeatmapCanvas frame={null} gridWidth={2} gridHeight={2} range={{ min: 0, max: 1 }} brightness={0.55} label="heatmap" />);
    expect(drawn.calls.fills.at(-1)).toBe('rgba(0, 0, 0, 0.55)');
  });

  it('single mode draws only the loudest source; multi draws all', () => {
    // Two sources separated by a quiet column: 50 (left) and 60 (right).
    const frame = [50, 0, 60, 50, 0, 60];
    const { rerender } = render(<HeatmapCanvas frame={frame} gridWidth={3} gridHeight={2} range={{ min: 40, max: 60 }} mode="multi" label="heatmap" />);
    expect([0, 2, 3, 5].map((i) => pixel(drawn.calls.images.at(-1)!, i)[3]! > 0)).toEqual([true, true, true, true]);
    rerender(<HeatmapCanvas frame={frame} gridWidth={3} gridHeight={2} range={{ min: 40, max: 60 }} mode="single" label="heatmap" />);
    expect([0, 2, 3, 5].map((i) => pixel(drawn.calls.images.at(-1)!, i)[3]! > 0)).toEqual([false, true, false, true]);
  });

  it('shows the photo under the canvas, zoomed with the view, and draws nothing of it into the canvas', () => {
    const drawImage = jest.spyOn(drawn.context, 'drawImage');
    const { container, rerender } = render(<HeatmapCanvas pictureUrl="photo.png" frame={[30, 40]} gridWidth={2} gridHeight={1} range={{ min: 20, max: 40 }} label="heatmap" />);
    const photo = container.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe('photo.png');
    // Under the canvas, which carries the accessible image.
    expect(photo.compareDocumentPosition(screen.getByRole('img', { name: 'heatmap' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(photo.style.transform).toBe('');
    rerender(<HeatmapCanvas pictureUrl="photo.png" frame={[30, 40]} gridWidth={2} gridHeight={1} range={{ min: 20, max: 40 }} viewZoom={2} label="heatmap" />);
    expect(photo.style.transform).toBe('scale(2)');
    // The canvas draws the heatmap's grid only (scaled onto it), never the photo.
    expect((drawImage.mock.calls as unknown as Array<[HTMLElement]>).every(([source]) => source.tagName === 'CANVAS')).toBe(true);
  });

  it('draws a video frame (a background) into the canvas, with no photo element', () => {
    const drawImage = jest.spyOn(drawn.context, 'drawImage');
    const video = document.createElement('video');
    const { container } = render(<HeatmapCanvas pictureUrl="photo.png" background={video} frame={null} gridWidth={2} gridHeight={1} range={{ min: 20, max: 40 }} label="heatmap" />);
    expect(container.querySelector('img')).toBeNull();
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 800, 480);
  });

  it('draws no heatmap when hidden', () => {
    render(<HeatmapCanvas frame={[30, 40]} gridWidth={2} gridHeight={1} range={{ min: 20, max: 40 }} hidden label="heatmap" />);
    expect(drawn.calls.images).toHaveLength(0);
  });
});

describe('HeatmapView states', () => {
  const texts = { failed: 'Failed to load heatmap image.', belowThreshold: 'Below threshold', showBelowThreshold: 'Show sound below threshold' };

  it('below the filter threshold hides the heatmap until asked to show it', () => {
    render(<HeatmapView pictureUrl="x.png" frame={[30, 40]} gridWidth={2} gridHeight={1} range={{ min: 20, max: 40 }} maxLevelDb={40} thresholdDb={45} texts={texts} label="heatmap" />);
    expect(drawn.calls.images).toHaveLength(0);
    expect(screen.queryByText('Below threshold')).not.toBeNull();
    fireEvent.click(screen.getByLabelText('Show sound below threshold'));
    expect(drawn.calls.images.length).toBeGreaterThan(0);
    // Drawn now: the alert that says it is not shown goes.
    expect(screen.queryByText('Below threshold')).toBeNull();
  });

  it('shows a dB colour scale that follows the dynamic range', () => {
    const view = (min: number) => (
      <HeatmapView pictureUrl="x.png" frame={[30, 40]} gridWidth={2} gridHeight={1} range={{ min, max: 62.5 }} maxLevelDb={62.5} thresholdDb={10} texts={{ ...texts, scale: 'Colour scale' }} label="heatmap" />
    );
    const { rerender } = render(view(50));
    expect(screen.getByRole('img', { name: 'Colour scale: 50.0 dB – 62.5 dB' })).toBeTruthy();
    rerender(view(55.2));
    expect(screen.getByTestId('heatmap-scale-min').textContent).toBe('55.2 dB');
    expect(screen.getByTestId('heatmap-scale-max').textContent).toBe('62.5 dB');
  });

  it('a photo that fails to load shows the failed message', async () => {
    const { container } = render(<HeatmapView pictureUrl="missing.png" frame={null} gridWidth={2} gridHeight={1} range={{ min: 0, max: 1 }} maxLevelDb={50} thresholdDb={10} texts={texts} label="heatmap" />);
    fireEvent.error(container.querySelector('img[src="missing.png"]')!);
    expect(await screen.findByText('Failed to load heatmap image.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'heatmap' })).toBeNull();
  });
});

describe('heatmap geometry from meta', () => {
  const meta = { heatmap_offset_x: 0.1, heatmap_offset_y: -0.05, heatmap_rotation_deg: 3, heatmap_scale_minus_one: 0.2, zoom_val: 2, zoom_heatmap: 1.5, software_version: '3.2.1' };
  it('offsets, rotation and scale (1 + scale minus one, times the heatmap zoom)', () => {
    const view = heatmapViewFromMeta(meta);
    expect(view.placement).toEqual({ offsetX: 0.1, offsetY: -0.05, rotationDeg: 3, scale: 1.2 * 1.5 });
    expect(view.viewZoom).toBe(1);
  });
  it('software before 3.0.0 zooms photo and heatmap together by zoom_val', () => {
    expect(heatmapViewFromMeta({ ...meta, software_version: '2.9.5' }).viewZoom).toBe(2);
  });
  it('isolates the connected region of the loudest cell', () => {
    expect(Array.from(isolateLoudestSource([5, 9, 1, 8, 0, 7], 3, 2, 4))).toEqual([5, 9, -Infinity, 8, -Infinity, -Infinity]);
  });
});
