export { OfflineMap } from './OfflineMap';
export type { MapPoint, MapRoutePoint, OfflineMapProps } from './types';
