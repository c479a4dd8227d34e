import { Button, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay, type PlacesRoute } from 'shared-core';
import { OfflineMap, useIsPhone } from 'shared-ui';

interface Props {
  routes: PlacesRoute[];
  selectedDate?: string;
  onSelectDate: (date: string) => void;
  tileUrl?: string;
}

/** The routes view: days with their snapshot counts, and the picked day's route drawn segment by segment. */
export function RouteView({ routes, selectedDate, onSelectDate, tileUrl }: Props) {
  const { t, i18n } = useTranslation('snapshots');
  const isPhone = useIsPhone();
  const selected = routes.find((route) => route.date === selectedDate);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: isPhone ? '1fr' : 'minmax(180px, 240px) 1fr', gap: 12 }}>
      <nav aria-label={t('places.routeDates')} style={{ display: 'flex', flexDirection: isPhone ? 'row' : 'column', gap: 4, overflow: 'auto', maxHeight: isPhone ? undefined : 440 }}>
        {routes.map((route) => (
          <Button
            key={route.date}
            type={route.date === selectedDate ? 'primary' : 'text'}
            aria-pressed={route.date === selectedDate}
            onClick={() => onSelectDate(route.date)}
            style={{ justifyContent: 'space-between', flex: 'none' }}
          >
            <span>{formatDay(route.date, i18n.language)}</span>
            <Typography.Text type={route.date === selectedDate ? undefined : 'secondary'} style={{ color: 'inherit' }}>
              {t('places.snapshotCount', { count: route.count })}
            </Typography.Text>
          </Button>
        ))}
      </nav>
      {selected ? (
        <OfflineMap
          key={selected.date}
          route={selected.points}
          animateRoute
          height={isPhone ? 320 : 440}
          tileUrl={tileUrl}
          tilesUnavailableNote={t('map.tilesUnavailable')}
          ariaLabel={t('places.routeMap', { date: formatDay(selected.date, i18n.language) })}
        />
      ) : (
        <Empty description={t('places.selectDate')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </div>
  );
}
