export { CamerasPage as default } from './CamerasPage';
