import { NodeIndexOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from 'shared-core';

/**
 * The route icon beside a date group heading of the list (spec 000 section 2): `onOpen(date)`
 * should open {@link PlacesDialog} with `initialRouteDate={date}`.
 */
export function RouteIconButton({ date, onOpen }: { date: string; onOpen: (date: string) => void }) {
  const { t, i18n } = useTranslation('snapshots');
  const label = t('places.showRoute', { date: formatDay(date, i18n.language) });
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={<NodeIndexOutlined />} aria-label={label} onClick={() => onOpen(date)} />
    </Tooltip>
  );
}
