import { Space } from 'antd';
import type { Coordinates, SnapshotDetail } from 'shared-core';
import { LocationEditor } from './LocationEditor';
import { WeatherInfo } from './WeatherInfo';

/** The snapshot's position: the editor, then weather and address where a position exists. */
export function LocationSection({
  snapshot,
  onSave,
  tileUrl,
  tileAttribution,
}: {
  snapshot: SnapshotDetail;
  onSave: (location: Coordinates | null) => Promise<unknown>;
  tileUrl?: string;
  tileAttribution?: string;
}) {
  const { latitude, longitude } = snapshot.meta;
  const location = latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <LocationEditor key={location ? `${location.latitude},${location.longitude}` : 'none'} location={location} onSave={onSave} tileUrl={tileUrl} tileAttribution={tileAttribution} />
      {location && <WeatherInfo id={snapshot.id} location={location} />}
    </Space>
  );
}
