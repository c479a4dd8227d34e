export { areasAtom, readyContractsAtom, type AreaState } from './areaState';
export { loadArea, registerAll } from './loadArea';
export { AreaBoundary } from './AreaBoundary';
export { AreaFallback, REMOTE_SLOW_MS } from './AreaFallback';
export { useRetryArea } from './useRetryArea';
