import { clampZoom, fitView, stepZoom, ZOOM_MAX, ZOOM_MIN, zoomAround } from './zoom';

describe('tree zoom (step 0.1)', () => {
  it('steps by 0.1 on a clean grid, within the bounds', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1, -1)).toBe(0.9);
    expect(stepZoom(0.7, 1)).toBe(0.8);
    expect(stepZoom(ZOOM_MAX, 1)).toBe(ZOOM_MAX);
    expect(stepZoom(ZOOM_MIN, -1)).toBe(ZOOM_MIN);
    expect(clampZoom(0.94)).toBe(0.9);
  });

  it('fit takes the largest step that shows everything, never above 1, centred', () => {
    expect(fitView({ width: 1000, height: 400 }, { width: 632, height: 600 }, 16)).toEqual({ zoom: 0.6, x: 16, y: 16 });
    expect(fitView({ width: 200, height: 100 }, { width: 1000, height: 600 }, 16).zoom).toBe(1);
    expect(fitView({ width: 20000, height: 100 }, { width: 400, height: 600 }).zoom).toBe(ZOOM_MIN);
    // With a floor (a phone's first view) the tree stays readable and its top centred.
    expect(fitView({ width: 1000, height: 400 }, { width: 400, height: 600 }, 16, 0.7)).toEqual({ zoom: 0.7, x: -150, y: 16 });
  });

  it('zooming keeps the point under the anchor in place', () => {
    const view = { zoom: 1, x: 10, y: 20 };
    const next = zoomAround(view, 2, { x: 110, y: 120 });
    // The content point under (110, 120) was (100, 100); at zoom 2 it must still be there.
    expect(next.x + 100 * next.zoom).toBe(110);
    expect(next.y + 100 * next.zoom).toBe(120);
  });
});
