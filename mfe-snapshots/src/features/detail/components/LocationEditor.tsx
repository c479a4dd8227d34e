import { useMemo, useRef, useState } from 'react';
import { App, Button, Form, Input, Space, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Coordinates } from 'shared-core';
import { OfflineMap, useSnackbar, type MapPoint } from 'shared-ui';
import { latLngErrors, parseLatLng, splitsLatLng, typeIntoLatLng, type LatLngText } from '../state/validation';

const asText = (point: Coordinates | null): LatLngText => ({ latitude: point ? String(point.latitude) : '', longitude: point ? String(point.longitude) : '' });
/** Six decimals (about 0.1 m): what a dragged marker or a map click puts in the fields. */
const rounded = (point: Coordinates): Coordinates => ({ latitude: Number(point.latitude.toFixed(6)), longitude: Number(point.longitude.toFixed(6)) });

/**
 * Location editing (spec 000 section 2): drag the marker (or click the map to put it there) or
 * type into the latitude and longitude fields (typing `lat,lng` into either
 * splits it); the map shows the position being edited; save, remove location or cancel.
 */
/** Building scale: a drag of a few pixels moves the pin metres, not kilometres. */
const BUILDING_ZOOM = 17;

export function LocationEditor({
  location,
  onSave,
  tileUrl,
  tileAttribution,
}: {
  location: Coordinates | null;
  onSave: (location: Coordinates | null) => Promise<unknown>;
  tileUrl?: string;
  tileAttribution?: string;
}) {
  const { t } = useTranslation('snapshots');
  const { modal } = App.useApp();
  const snackbar = useSnackbar();
  const [text, setText] = useState<LatLngText>(() => asText(location));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = latLngErrors(text);
  const point = parseLatLng(text);
  const changed = point ? point.latitude !== location?.latitude || point.longitude !== location?.longitude : text.latitude !== '' || text.longitude !== '';
  const lat = point?.latitude;
  const lng = point?.longitude;
  // A new array redraws the map: keep it while the position stays the same.
  const points = useMemo<MapPoint[]>(
    () => (lat !== undefined && lng !== undefined ? [{ id: 'snapshot', latitude: lat, longitude: lng, label: t('detail.location.marker') }] : []),
    [lat, lng, t],
  );

  const moveTo = (next: Coordinates) => {
    setText(asText(rounded(next)));
    setTouched(true);
  };
  const run = async (next: Coordinates | null) => {
    setSaving(true);
    try {
      await onSave(next);
      setText(asText(next));
      setTouched(false);
      snackbar.success(t('detail.changesSaved'));
    } catch {
      snackbar.error(t('detail.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  const longitudeRef = useRef<InputRef>(null);
  const type = (field: keyof LatLngText) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText((current) => typeIntoLatLng(current, field, value));
    setTouched(true);
    // Typing `lat,lng` key by key into Latitude: once the separator is typed, what follows is
    // the longitude, so the caret moves on to that field (otherwise "60.21,24.66" would end as
    // "60.2124.66" in Latitude).
    if (field === 'latitude' && splitsLatLng(value)) longitudeRef.current?.focus({ cursor: 'end' });
  };
  const show = (field: keyof LatLngText) => (touched && errors[field] ? t(`detail.${errors[field]}`) : undefined);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <OfflineMap
        points={points}
        height={220}
        ariaLabel={t('detail.location.map')}
        onPointMove={(_point, to) => moveTo(to)}
        onMapClick={moveTo}
        tileUrl={tileUrl}
        tileAttribution={tileAttribution}
        tilesUnavailableNote={t('map.tilesUnavailable')}
        pointZoom={BUILDING_ZOOM}
      />
      <Form layout="vertical" component="div">
        <Space wrap align="start">
          <Form.Item label={t('detail.location.latitude')} validateStatus={show('latitude') ? 'error' : undefined} help={show('latitude')} style={{ marginBottom: 8 }}>
            <Input aria-label={t('detail.location.latitude')} value={text.latitude} onChange={type('latitude')} placeholder="52.37,4.89" />
          </Form.Item>
          <Form.Item label={t('detail.location.longitude')} validateStatus={show('longitude') ? 'error' : undefined} help={show('longitude')} style={{ marginBottom: 8 }}>
            <Input ref={longitudeRef} aria-label={t('detail.location.longitude')} value={text.longitude} onChange={type('longitude')} />
          </Form.Item>
        </Space>
      </Form>
      <Space wrap>
        <Button type="primary" disabled={!point || !changed} loading={saving} onClick={() => point && void run(point)}>
          {t('detail.location.save')}
        </Button>
        <Button
          danger
          disabled={!location || saving}
          onClick={() =>
            modal.confirm({
              title: t('detail.location.removeConfirm'),
              okText: t('detail.location.remove'),
              okButtonProps: { danger: true },
              onOk: () => run(null),
            })
          }
        >
          {t('detail.location.remove')}
        </Button>
        <Button
          disabled={!changed || saving}
          onClick={() => {
            setText(asText(location));
            setTouched(false);
          }}
        >
          {t('detail.cancel')}
        </Button>
      </Space>
    </Space>
  );
}
