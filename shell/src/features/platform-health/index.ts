export { PlatformHealthPage } from './PlatformHealthPage';
