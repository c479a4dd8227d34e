import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from 'shared-core';

export interface DayHeadingProps {
  day: string;
  count: number;
  /** More of the day's cards are still loading: the count is left out until it is final. */
  open?: boolean;
  /** The route icon of the day, when its snapshots have positions and the places dialog is plugged in. */
  routeAction?: ReactNode;
}

/** The heading of one creation day's cards: the date, its count on this page and the route icon. */
export function DayHeading({ day, count, open = false, routeAction }: DayHeadingProps) {
  const { t, i18n } = useTranslation('snapshots');
  return (
    <div data-testid="day-heading" data-day={day} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 32 }}>
      <Typography.Text strong>{formatDay(day, i18n.language)}</Typography.Text>
      {!open && <Typography.Text type="secondary">{t('list.count', { count })}</Typography.Text>}
      {routeAction}
    </div>
  );
}
