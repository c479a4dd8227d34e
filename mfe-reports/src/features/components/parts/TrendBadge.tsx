import { ArrowDownOutlined, ArrowRightOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TREND_THRESHOLD_PCT, TREND_WINDOW, type ComponentTrend } from 'shared-core';

const LOOK = {
  rising: { icon: <ArrowUpOutlined />, color: 'error' },
  falling: { icon: <ArrowDownOutlined />, color: 'success' },
  stable: { icon: <ArrowRightOutlined />, color: 'default' },
  unknown: { icon: <MinusOutlined />, color: 'default' },
} as const;

/**
 * The trend arrow (spec 001 section 2): up and red when the severity rises (worse), down and
 * green when it falls, flat when steady; the rule (shared-core `severityTrend`) as its tooltip.
 */
export function TrendBadge({ trend }: { trend: ComponentTrend }) {
  const { t } = useTranslation('reports');
  const look = LOOK[trend];
  return (
    <Tag
      icon={look.icon}
      color={look.color}
      data-testid="component-trend"
      data-trend={trend}
      title={t('components.trend.rule', { window: TREND_WINDOW, threshold: TREND_THRESHOLD_PCT })}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`components.trend.${trend}`)}
    </Tag>
  );
}
