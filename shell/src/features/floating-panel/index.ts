export { FLOATING_PANEL_CLEARANCE_PX, FloatingPanel } from './FloatingPanel';
