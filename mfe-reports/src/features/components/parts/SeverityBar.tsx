import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Component, SeverityBand } from 'shared-core';
import { formatPercentRange } from '../state/formatPercent';

/** Band colours of the PD severity bar (the snapshot analysis uses the same four). */
export const BAND_COLOUR: Record<SeverityBand, string> = { low: '#52c41a', medium: '#faad14', high: '#fa541c', veryHigh: '#cf1322' };

/**
 * The component's latest severity as a bar from its minimum to its maximum percent over a
 * 0-100 % track, coloured by band, with the numbers and the band as text.
 */
export function SeverityBar({ severities }: { severities: Component['severities'] }) {
  const { t, i18n } = useTranslation('reports');
  if (!severities) {
    return (
      <Typography.Text type="secondary" data-testid="component-severity" data-band="none">
        {t('components.severity.none')}
      </Typography.Text>
    );
  }
  const min = Math.round(severities.min);
  const max = Math.round(severities.max);
  const text = formatPercentRange(min, max, i18n.language);
  return (
    <div data-testid="component-severity" data-band={severities.band}>
      <div
        role="meter"
        aria-label={`${t(`components.severity.source.${severities.source}`)}: ${text}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={max}
        style={{ position: 'relative', height: 10, background: '#f0f0f0', borderRadius: 5 }}
      >
        <div style={{ position: 'absolute', left: `${min}%`, width: `${Math.max(2, max - min)}%`, top: 0, bottom: 0, borderRadius: 5, background: BAND_COLOUR[severities.band] }} />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(`components.severity.source.${severities.source}`)} {text} · {t(`band.${severities.band}`)}
      </Typography.Text>
    </div>
  );
}
