import type { PlacesCluster } from 'shared-core';
import { ClusterCard } from './ClusterCard';

/** The places view: cluster cards in a responsive grid. */
export function ClusterList({
  clusters,
  onPickDate,
  tileUrl,
}: {
  clusters: PlacesCluster[];
  onPickDate: (clusterId: number, date: string) => void;
  tileUrl?: string;
}) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12 }}>
      {clusters.map((cluster) => (
        <ClusterCard key={cluster.id} cluster={cluster} onPickDate={onPickDate} tileUrl={tileUrl} />
      ))}
    </div>
  );
}
