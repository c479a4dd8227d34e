import { useQuery } from '@tanstack/react-query';
import { Descriptions, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDecimal, useCustomerSettings, type Coordinates, type Weather } from 'shared-core';
import { detailQueries } from '../api/detailQueries';

/** Weather of the snapshot's day at its location and its address (spec 000 sections 2 and 3). */
export function WeatherInfo({ id, location }: { id: number; location: Coordinates }) {
  const { t, i18n } = useTranslation('snapshots');
  const settings = useCustomerSettings();
  const fahrenheit = settings.data?.temperature_unit === 'FAHRENHEIT';
  const weather = useQuery(detailQueries.weather(id, location.latitude, location.longitude));
  const address = useQuery(detailQueries.address(id, location.latitude, location.longitude));
  const temp = (c: number, f: number) => t(fahrenheit ? 'detail.weather.fahrenheit' : 'detail.weather.celsius', { t: formatDecimal(fahrenheit ? f : c, i18n.language) });

  return (
    <div>
      <Typography.Paragraph data-testid="detail-address" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('detail.location.address')}: </Typography.Text>
        {address.data?.place.Label ?? (address.isPending ? '…' : t('detail.location.noAddress'))}
      </Typography.Paragraph>
      {weather.isPending ? (
        <Spin size="small" />
      ) : weather.data ? (
        <WeatherTable weather={weather.data} temp={temp} />
      ) : (
        <Typography.Text type="secondary">{t('detail.weather.unavailable')}</Typography.Text>
      )}
    </div>
  );
}

function WeatherTable({ weather, temp }: { weather: Weather; temp: (c: number, f: number) => string }) {
  const { t } = useTranslation('snapshots');
  const polar = weather.astronomy.polar;
  const sun = (value: string | null) => value ?? (polar === 'day' ? t('detail.weather.polarDay') : polar === 'night' ? t('detail.weather.polarNight') : '–');
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        title={t('detail.weather.title')}
        items={[
          { key: 'avg', label: t('detail.weather.average'), children: temp(weather.averageTempC, weather.averageTempF) },
          { key: 'min', label: t('detail.weather.min'), children: temp(weather.minTempC, weather.minTempF) },
          { key: 'max', label: t('detail.weather.max'), children: temp(weather.maxTempC, weather.maxTempF) },
          { key: 'sunrise', label: t('detail.weather.sunrise'), children: sun(weather.astronomy.sunrise) },
          { key: 'sunset', label: t('detail.weather.sunset'), children: sun(weather.astronomy.sunset) },
          { key: 'uv', label: t('detail.weather.uv'), children: weather.uvIndex },
        ]}
      />
      <Typography.Text type="secondary">{t('detail.weather.hourly')}</Typography.Text>
      <div style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 4 }} data-testid="weather-hourly">
        {weather.hourly.map((h) => (
          <div key={h.time} style={{ textAlign: 'center', minWidth: 48 }}>
            <div style={{ fontSize: 12 }}>{h.time}</div>
            <div>{temp(h.tempC, h.tempF)}</div>
          </div>
        ))}
      </div>
    </>
  );
}
