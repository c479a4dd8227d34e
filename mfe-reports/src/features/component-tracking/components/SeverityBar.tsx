import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComponentPdPoint } from 'shared-core';
import { BAND_COLOUR } from '../state/figures';
import { formatPercentRange } from '../state/formatPercent';

/**
 * A PD component's latest severity as a bar from its minimum to its maximum percent over a
 * 0-100 % track, coloured by band, with the numbers and the band as text. PD only: a leak's size
 * is no percentage.
 */
export function SeverityBar({ point }: { point: ComponentPdPoint | null }) {
  const { t, i18n } = useTranslation('reports');
  if (!point) {
    return (
      <Typography.Text type="secondary" data-testid="component-severity" data-band="none">
        {t('components.severity.none')}
      </Typography.Text>
    );
  }
  const min = Math.round(point.min);
  const max = Math.round(point.max);
  const text = formatPercentRange(min, max, i18n.language);
  const label = t('components.severity.source.pd');
  return (
    <div data-testid="component-severity" data-band={point.band}>
      <div
        role="meter"
        aria-label={`${label}: ${text}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={max}
        style={{ position: 'relative', height: 10, background: '#f0f0f0', borderRadius: 5 }}
      >
        <div style={{ position: 'absolute', left: `${min}%`, width: `${Math.max(2, max - min)}%`, top: 0, bottom: 0, borderRadius: 5, background: BAND_COLOUR[point.band] }} />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label} {text} · {t(`band.${point.band}`)}
      </Typography.Text>
    </div>
  );
}
