import { fireEvent, render, screen } from '@testing-library/react';
import { OfflineMap } from './OfflineMap';
import type { MapPoint } from './types';

// jsdom draws no canvas; a browser with canvas disabled answers getContext with null too.
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});

const points: MapPoint[] = [
  { id: 1, latitude: 52.1, longitude: 5.1, label: 'Plant A', count: 4 },
  { id: 2, latitude: -33.86, longitude: 151.2 },
];

describe('OfflineMap without a canvas', () => {
  it('lists the points instead of drawing them', () => {
    render(<OfflineMap points={points} height={120} ariaLabel="Map of places" />);
    const region = screen.getByRole('region', { name: 'Map of places' });
    expect(region.textContent).toContain('Plant A (4)');
    expect(region.textContent).toContain('-33.8600, 151.2000');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hands the clicked point to onPointClick', () => {
    const onPointClick = jest.fn();
    render(<OfflineMap points={points} height={120} onPointClick={onPointClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Plant A (4)' }));
    expect(onPointClick).toHaveBeenCalledWith(points[0]);
  });
});

describe('OfflineMap route without a canvas', () => {
  it('lists the route stops in order', () => {
    render(<OfflineMap route={[{ latitude: 1, longitude: 2 }, { latitude: 3.5, longitude: 4 }]} animateRoute height={120} ariaLabel="Route" />);
    const stops = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(stops).toEqual(['1.0000, 2.0000', '3.5000, 4.0000']);
  });
});
