import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLACES_WINDOW_DAYS, type PlacesCluster } from 'shared-core';
import { placesQueries } from './placesQueries';

/**
 * A place's name: the address of its first snapshot ("Riverside Substation") once known,
 * otherwise its coordinates.
 */
export function useClusterName(cluster: PlacesCluster | undefined): string | undefined {
  const { t } = useTranslation('snapshots');
  const address = useQuery(placesQueries.address(cluster?.snapshotIds[0]));
  if (!cluster) return undefined;
  const label = address.data?.place.Label.trim();
  return label || t('places.clusterTitle', { latitude: cluster.latitude.toFixed(4), longitude: cluster.longitude.toFixed(4) });
}

/**
 * The name of the place the list is filtered to (its `cluster` id), for the filter chip; undefined
 * while unknown or without a cluster filter. Reads the all-time places (cached with the dialog's).
 */
export function usePlaceName(clusterId: string | undefined): string | undefined {
  const places = useQuery({ ...placesQueries.locations(PLACES_WINDOW_DAYS.allTime), enabled: clusterId !== undefined });
  const cluster = clusterId === undefined ? undefined : places.data?.clusters.find((c) => String(c.id) === clusterId);
  return useClusterName(cluster);
}
