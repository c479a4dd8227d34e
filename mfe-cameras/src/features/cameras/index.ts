export { CameraList, type CameraListProps } from './CameraList';
export { useRefreshAfterPairing } from './api/useCameraMutations';
