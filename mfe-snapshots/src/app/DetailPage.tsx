import SnapshotDetailPage from '../features/detail';
import { MAP_TILES } from './mapTiles';

/** The detail route: the snapshot detail with the deployment's map tiles. */
export default function DetailPage() {
  return <SnapshotDetailPage tileUrl={MAP_TILES.url} tileAttribution={MAP_TILES.attribution} />;
}
