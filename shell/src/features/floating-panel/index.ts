export { FloatingPanel, floatingPanelGeometry, useFloatingPanelRoom } from './FloatingPanel';
