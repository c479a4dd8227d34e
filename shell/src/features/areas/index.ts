export { absentAreasAtom, areaStatsAtom, areasAtom, readyContractsAtom, type AreaLoadStats, type AreaState } from './areaState';
export { packageOf, skewRefusalsAtom } from './skewCheck';
export { NotInEdition } from './NotInEdition';
export { loadArea, manifestUrl, registerAll } from './loadArea';
export { AreaBoundary } from './AreaBoundary';
export { AreaFallback, REMOTE_SLOW_MS } from './AreaFallback';
export { useRetryArea } from './useRetryArea';
export { appliedOverridesAtom, setOverride } from './overrides';
export { OverrideBanner } from './OverrideBanner';
