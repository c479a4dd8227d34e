import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Radio, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLACES_WINDOW_DAYS, type PlacesWindow } from 'shared-core';
import { placesQueries } from '../api/placesQueries';
import type { PlacesVisit } from '../types';
import { ClusterList } from './ClusterList';
import { PlacesEmpty, PlacesError, PlacesLoading } from './PlacesStates';
import { RouteView } from './RouteView';

type View = 'places' | 'routes';
const WINDOWS = Object.keys(PLACES_WINDOW_DAYS) as PlacesWindow[];

interface Props {
  initialRouteDate?: string;
  onPickVisit: (visit: PlacesVisit) => void;
  tileUrl?: string;
}

/** The dialog's body: window buttons, the places/routes switch and the chosen view. */
export function PlacesContent({ initialRouteDate, onPickVisit, tileUrl }: Props) {
  const { t } = useTranslation('snapshots');
  const [period, setPeriod] = useState<PlacesWindow>('allTime');
  const [view, setView] = useState<View>(initialRouteDate ? 'routes' : 'places');
  const [routeDate, setRouteDate] = useState(initialRouteDate);
  const places = useQuery(placesQueries.locations(PLACES_WINDOW_DAYS[period]));

  const body = () => {
    if (places.isPending) return <PlacesLoading />;
    if (places.isError) return <PlacesError detail={places.error.message} onRetry={() => void places.refetch()} />;
    const { clusters, routes } = places.data;
    if (view === 'places') {
      if (!clusters.length) return <PlacesEmpty />;
      return <ClusterList clusters={clusters} tileUrl={tileUrl} onPickDate={(clusterId, date) => onPickVisit({ clusterId, date })} />;
    }
    if (!routes.length) return <PlacesEmpty />;
    return <RouteView routes={routes} selectedDate={routeDate} onSelectDate={setRouteDate} tileUrl={tileUrl} />;
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between' }}>
        <Radio.Group
          aria-label={t('places.windowLabel')}
          optionType="button"
          value={period}
          onChange={(event) => setPeriod(event.target.value as PlacesWindow)}
          options={WINDOWS.map((key) => ({ value: key, label: t(`places.window.${key}`) }))}
        />
        <Segmented<View>
          aria-label={t('places.viewLabel')}
          value={view}
          onChange={setView}
          options={[
            { value: 'places', label: t('places.view.places') },
            { value: 'routes', label: t('places.view.routes') },
          ]}
        />
      </div>
      {body()}
    </div>
  );
}
