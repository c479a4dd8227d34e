import { PlacesDialog } from '../features/places';
import { SnapshotListPage } from '../features/list';

/** The home route: the snapshot list with the places dialog plugged in. */
export default function HomePage() {
  return <SnapshotListPage renderPlaces={(props) => <PlacesDialog {...props} />} />;
}
