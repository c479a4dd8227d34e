export { PlacesDialog, type PlacesDialogProps } from './components/PlacesDialog';
export type { PlacesVisit } from './types';
export { RouteIconButton } from './components/RouteIconButton';
export { usePlaceName } from './api/usePlaceName';
