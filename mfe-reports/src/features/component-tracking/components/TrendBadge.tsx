import { ArrowDownOutlined, ArrowRightOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPONENT_TREND_THRESHOLDS, TREND_THRESHOLD_PCT, TREND_WINDOW, type ComponentKind, type ComponentTrend } from 'shared-core';
import { leakSizeText, ratioText } from '../state/figures';
import { useFigureFormat } from '../state/useFigureFormat';

const LOOK = {
  rising: { icon: <ArrowUpOutlined />, color: 'error' },
  falling: { icon: <ArrowDownOutlined />, color: 'success' },
  stable: { icon: <ArrowRightOutlined />, color: 'default' },
  unknown: { icon: <MinusOutlined />, color: 'default' },
} as const;

/**
 * The trend arrow (spec 001 section 2): up and red when the figure rises (worse), down and green
 * when it falls, flat when steady; the rule of the component's type (the server's, with its
 * threshold in the type's own measure, counted since the latest repair) as its tooltip.
 */
export function TrendBadge({ trend, kind }: { trend: ComponentTrend; kind: ComponentKind | null }) {
  const { t } = useTranslation('reports');
  const format = useFigureFormat();
  const look = LOOK[trend];
  const rule = !kind
    ? t('components.trend.rule', { window: TREND_WINDOW, threshold: TREND_THRESHOLD_PCT })
    : t(`components.trend.ruleKind.${kind}`, {
        window: TREND_WINDOW,
        threshold:
          kind === 'leak'
            ? leakSizeText(COMPONENT_TREND_THRESHOLDS.leak, format.unit)
            : kind === 'pd'
              ? COMPONENT_TREND_THRESHOLDS.pd
              : ratioText(COMPONENT_TREND_THRESHOLDS.mechanical, format.language),
      });
  return (
    <Tag icon={look.icon} color={look.color} data-testid="component-trend" data-trend={trend} title={rule} style={{ marginInlineEnd: 0 }}>
      {t(`components.trend.${trend}`)}
    </Tag>
  );
}
