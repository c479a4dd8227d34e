import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pdDescriptionKeys, pdRecommendationKeys, severityBand, type PdResult } from 'shared-core';
import { formatPercent } from './units';

/** Confidence as the integer percent the spec asks for (spec 001 section 9). */
export const confidencePercent = (confidence: number): number => Math.round(confidence * 100);

const BAND_COLOUR = { low: '#52c41a', medium: '#faad14', high: '#fa541c', veryHigh: '#cf1322' } as const;

/** PD classifications with confidence, the severity bar (min to max) and the server's texts. */
export function PdClassifications({ result }: { result: PdResult }) {
  const { t, i18n } = useTranslation('snapshots');
  const band = severityBand(result.severityMinPr, result.severityMaxPr);
  const min = Math.round(result.severityMinPr);
  const max = Math.round(result.severityMaxPr);
  // The server's keyed texts in the user's language; its English text for a key this viewer lacks.
  const keyed = (keys: string[] | null, fallback: string) => (keys && keys.every((k) => i18n.exists(k)) ? keys.map((k) => t(k)).join(' ') : fallback);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Typography.Text strong>{t('analysis.pd.classifications')}</Typography.Text>
      {result.classifications.map((c) => (
        <div key={c.name} data-testid="pd-classification">
          <Typography.Text>{t(`pd.${c.name}`)}</Typography.Text>
          <Progress percent={confidencePercent(c.confidence)} size="small" format={(p) => formatPercent(p ?? 0, i18n.language)} />
        </div>
      ))}
      <Typography.Text strong>{t('analysis.pd.severity')}</Typography.Text>
      <div
        role="meter"
        aria-label={t('analysis.pd.severityRange', { min, max })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={max}
        data-testid="pd-severity"
        style={{ position: 'relative', height: 14, background: '#f0f0f0', borderRadius: 7 }}
      >
        <div style={{ position: 'absolute', left: `${min}%`, width: `${Math.max(1, max - min)}%`, top: 0, bottom: 0, borderRadius: 7, background: BAND_COLOUR[band] }} />
      </div>
      <Typography.Text>
        {t('analysis.pd.severityRange', { min, max })} · {t(`severity.${band}`)}
      </Typography.Text>
      <Typography.Text strong>{t('analysis.pd.description')}</Typography.Text>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{keyed(pdDescriptionKeys(result.descriptionKey), result.description)}</Typography.Paragraph>
      <Typography.Text strong>{t('analysis.pd.recommendation')}</Typography.Text>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{keyed(pdRecommendationKeys(result.recommendationKey), result.recommendation)}</Typography.Paragraph>
    </div>
  );
}
