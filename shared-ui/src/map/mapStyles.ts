import type { FeatureLike } from 'ol/Feature';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import { markerRadius } from './markerRadius';

const white = new Stroke({ color: '#ffffff', width: 2 });
const cache = new Map<string, Style>();

/** Style of a place marker: a filled circle sized by `count`, with the count above 1. */
export function markerStyle(color: string) {
  return (feature: FeatureLike): Style => {
    const count = feature.get('count') as number | undefined;
    const key = `${color}:${count ?? 1}`;
    let style = cache.get(key);
    if (!style) {
      style = new Style({
        image: new CircleStyle({ radius: markerRadius(count), fill: new Fill({ color }), stroke: white }),
        text:
          count && count > 1
            ? new Text({ text: String(count), font: '600 11px sans-serif', fill: new Fill({ color: '#ffffff' }) })
            : undefined,
      });
      cache.set(key, style);
    }
    return style;
  };
}

/** Styles of a route: the line, its start and the moving head (`role` property of the feature). */
export function routeStyles(color: string): (feature: FeatureLike) => Style {
  const line = new Style({ stroke: new Stroke({ color, width: 3, lineCap: 'round', lineJoin: 'round' }) });
  const start = new Style({ image: new CircleStyle({ radius: 5, fill: new Fill({ color: '#ffffff' }), stroke: new Stroke({ color, width: 3 }) }) });
  const head = new Style({ image: new CircleStyle({ radius: 6, fill: new Fill({ color }), stroke: white }) });
  return (feature) => {
    const role = feature.get('role') as string;
    return role === 'start' ? start : role === 'head' ? head : line;
  };
}
