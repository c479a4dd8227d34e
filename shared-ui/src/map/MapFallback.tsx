import { Button } from 'antd';
import { SEA_COLOR } from './colors';
import type { MapPoint, MapRoutePoint } from './types';

const formatDegrees = (point: MapRoutePoint) => `${point.latitude.toFixed(4)}, ${point.longitude.toFixed(4)}`;
const pointText = (point: MapPoint) =>
  `${point.label ?? formatDegrees(point)}${point.count && point.count > 1 ? ` (${point.count})` : ''}`;

interface Props {
  points: MapPoint[];
  route: MapRoutePoint[];
  height: number | string;
  onPointClick?: (point: MapPoint) => void;
  ariaLabel?: string;
}

/** What {@link OfflineMap} shows where no canvas can be drawn: the points and route stops as plain lists. */
export function MapFallback({ points, route, height, onPointClick, ariaLabel }: Props) {
  return (
    <div
      role="region"
      aria-label={ariaLabel}
      data-map-fallback=""
      style={{ minHeight: height, background: SEA_COLOR, padding: 8, overflow: 'auto', boxSizing: 'border-box' }}
    >
      {points.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {points.map((point) => (
            <li key={point.id}>
              {onPointClick ? (
                <Button type="link" size="small" onClick={() => onPointClick(point)}>
                  {pointText(point)}
                </Button>
              ) : (
                pointText(point)
              )}
            </li>
          ))}
        </ul>
      )}
      {route.length > 0 && (
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {route.map((stop, index) => (
            <li key={index}>{formatDegrees(stop)}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
