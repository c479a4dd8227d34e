import { useMemo } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay, type PlacesCluster } from 'shared-core';
import { OfflineMap } from 'shared-ui';
import { useClusterName } from '../api/usePlaceName';
import { VisitDateTag } from './VisitDateTag';

interface Props {
  cluster: PlacesCluster;
  onPickDate: (clusterId: number, date: string) => void;
  tileUrl?: string;
}

/** One location cluster, titled by its address when known: a small map, its snapshot count and its visit dates (newest first). */
export function ClusterCard({ cluster, onPickDate, tileUrl }: Props) {
  const { t, i18n } = useTranslation('snapshots');
  const title = useClusterName(cluster) ?? '';
  const points = useMemo(
    () => [{ id: cluster.id, latitude: cluster.latitude, longitude: cluster.longitude, count: cluster.count, label: title }],
    [cluster, title],
  );
  return (
    <Card size="small" title={title} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }} aria-label={title} role="group">
      <OfflineMap points={points} height={140} interactive={false} tileUrl={tileUrl} tilesUnavailableNote={t('map.tilesUnavailable')} ariaLabel={t('places.clusterMap', { place: title })} />
      <Typography.Text strong>{t('places.snapshotCount', { count: cluster.count })}</Typography.Text>
      <div role="list" aria-label={t('places.visitDates')} style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {cluster.visitDates.map((date) => (
          <span role="listitem" key={date}>
            <VisitDateTag label={formatDay(date, i18n.language)} onPick={() => onPickDate(cluster.id, date)} />
          </span>
        ))}
      </div>
    </Card>
  );
}
