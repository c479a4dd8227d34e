export { FloatingPanel } from './FloatingPanel';
