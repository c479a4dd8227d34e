export { useCamerasBadge } from './useCamerasBadge';
