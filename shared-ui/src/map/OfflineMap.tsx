import { useEffect, useRef, useState } from 'react';
import { theme } from 'antd';
import { ROUTE_SEGMENT_MS } from 'shared-core';
import { canRenderCanvas } from './canRenderCanvas';
import { SEA_COLOR } from './colors';
import type { MapController } from './createMapController';
import { MapFallback } from './MapFallback';
import type { MapPoint, MapRoutePoint, OfflineMapProps } from './types';
import { useNearViewport } from './useNearViewport';

const NO_POINTS: MapPoint[] = [];
const NO_ROUTE: MapRoutePoint[] = [];

/**
 * A map that works without network: markers sized by count, an optional route that can draw
 * itself segment by segment (750 ms each by default, spec 000 section 9), fitted to its data.
 * The basemap is Natural Earth countries unless `tileUrl` names a tile source (XYZ, TileJSON, or
 * a raster or vector style), which falls back to it when its style or tiles cannot be loaded,
 * showing `tilesUnavailableNote`. Interactive maps show a scale bar.
 *
 * OpenLayers is loaded on first use (its own chunk), once the map is near the viewport and the
 * browser idle (`useNearViewport`), and the map is disposed on unmount. Where
 * no 2D canvas exists (jsdom, canvas disabled) or the map code fails to load, a plain list of
 * the points shows instead, clickable when `onPointClick` is given. Pass stable `points` and
 * `route` arrays: a new array redraws (and restarts the route animation).
 */
export function OfflineMap({
  points = NO_POINTS,
  route = NO_ROUTE,
  animateRoute = false,
  segmentMs = ROUTE_SEGMENT_MS,
  height,
  onPointClick,
  onPointMove,
  onMapClick,
  fitToData = true,
  tileUrl,
  tileAttribution,
  interactive = true,
  ariaLabel,
  pointZoom,
  tilesUnavailableNote,
}: OfflineMapProps) {
  const { token } = theme.useToken();
  const color = token.colorPrimary;
  const targetRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<MapController | null>(null);
  const latest = useRef({ points, onPointClick, onPointMove, onMapClick });
  const draggable = onPointMove !== undefined;
  const clickable = onMapClick !== undefined;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [tilesUnavailable, setTilesUnavailable] = useState(false);
  const canvas = canRenderCanvas();
  const near = useNearViewport(targetRef, canvas);

  useEffect(() => {
    latest.current = { points, onPointClick, onPointMove, onMapClick };
  });

  useEffect(() => {
    const target = targetRef.current;
    if (!canvas || !near || !target) return undefined;
    let cancelled = false;
    import('./createMapController').then(
      ({ createMapController }) => {
        if (cancelled) return;
        controllerRef.current = createMapController(target, {
          tileUrl,
          tileAttribution,
          interactive,
          color,
          pointZoom,
          onPointClick: (id) => {
            const point = latest.current.points.find((p) => p.id === id);
            if (point) latest.current.onPointClick?.(point);
          },
          onPointMove: draggable
            ? (id, to) => {
                const point = latest.current.points.find((p) => p.id === id);
                if (point) latest.current.onPointMove?.(point, to);
              }
            : undefined,
          onMapClick: clickable ? (at) => latest.current.onMapClick?.(at) : undefined,
          onTilesUnavailable: () => {
            if (!cancelled) setTilesUnavailable(true);
          },
        });
        setReady(true);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      controllerRef.current?.dispose();
      controllerRef.current = null;
      setReady(false);
      setTilesUnavailable(false);
    };
  }, [canvas, near, tileUrl, tileAttribution, interactive, color, draggable, clickable, pointZoom]);

  useEffect(() => {
    // A map whose markers move keeps its view after the first fit: a drag must not re-zoom it.
    if (ready) controllerRef.current?.update({ points, route, animateRoute, segmentMs, fitToData, fitOnce: draggable || clickable });
  }, [ready, points, route, animateRoute, segmentMs, fitToData, draggable, clickable]);

  if (!canvas || failed) return <MapFallback points={points} route={route} height={height} onPointClick={onPointClick} ariaLabel={ariaLabel} />;
  return (
    <div role="region" aria-label={ariaLabel} style={{ position: 'relative', width: '100%', height, borderRadius: token.borderRadius, overflow: 'hidden' }}>
      <div ref={targetRef} style={{ position: 'absolute', inset: 0, background: SEA_COLOR }} />
      {tilesUnavailable && tilesUnavailableNote ? (
        // Small and out of the way (top right, clear of the zoom buttons, scale bar and attribution).
        <div
          role="status"
          style={{
            position: 'absolute',
            top: 6,
            right: 6,
            maxWidth: '60%',
            padding: '2px 8px',
            fontSize: token.fontSizeSM,
            lineHeight: 1.4,
            color: token.colorTextSecondary,
            background: 'rgba(255, 255, 255, 0.85)',
            borderRadius: token.borderRadiusSM,
            pointerEvents: 'none',
          }}
        >
          {tilesUnavailableNote}
        </div>
      ) : null}
    </div>
  );
}
