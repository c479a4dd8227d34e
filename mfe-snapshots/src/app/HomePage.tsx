import { PlacesDialog, RouteIconButton, usePlaceName } from '../features/places';
import { SnapshotListPage } from '../features/list';
import { MAP_TILES } from './mapTiles';

/** The home route: the snapshot list with the places dialog and the date headings' route icons plugged in. */
export default function HomePage() {
  return (
    <SnapshotListPage
      renderPlaces={(props) => <PlacesDialog {...props} tileUrl={MAP_TILES.url} />}
      renderRouteIcon={({ day, onOpen }) => <RouteIconButton date={day} onOpen={onOpen} />}
      usePlaceName={usePlaceName}
    />
  );
}
