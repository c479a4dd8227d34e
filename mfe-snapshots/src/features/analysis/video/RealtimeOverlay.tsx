import type { CSSProperties } from 'react';
import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatLeakSize, isLeakReported, severityBand, type RealtimeVideo } from 'shared-core';
import { formatMoney, formatNumber, UNIT_SYMBOL } from '../components/units';
import { stepAt } from './overlayMarks';

/** The look of the panels laid over the video (this one and the PRPD video). */
export const OVERLAY_BOX: CSSProperties = { background: 'rgba(0,0,0,0.65)', color: '#fff', padding: '8px 12px', borderRadius: 8, fontSize: 12, display: 'grid', gap: 4 };

export interface RealtimeOverlayProps {
  series: RealtimeVideo;
  timeS: number;
  currency: string;
  /** The snapshot's gas: STEAM and OTHER are never reported as a leak (spec 000 section 5). */
  gas?: string;
}

/**
 * The floating real-time analysis overlay (spec 000 section 2): kurtosis, crest factor, MSI
 * (possible fault), leak size and cost, PD classification bars and severity at the video time.
 */
export function RealtimeOverlay({ series, timeS, currency, gas }: RealtimeOverlayProps) {
  const { t, i18n } = useTranslation('snapshots');
  const step = stepAt(series.steps, timeS);
  const number = (value: number | null) => (value === null ? '–' : formatNumber(value, i18n.language, 2));
  return (
    <div
      data-testid="realtime-overlay"
      aria-live="polite"
      style={{ ...OVERLAY_BOX, minWidth: 180 }}
    >
      <Typography.Text style={{ color: '#fff' }} strong>
        {t('video.overlay.title')}
      </Typography.Text>
      {!step && <span>{t('video.overlay.noStep')}</span>}
      {step && (
        <>
          <span>{t('video.overlay.kurtosis', { value: number(step.kurtosis) })}</span>
          <span>{t('video.overlay.crestFactor', { value: number(step.crestFactor) })}</span>
          <span>{step.possibleFault ? t('video.overlay.msiFault') : t('video.overlay.msiNone')}</span>
          {/* The leak card's rule: a size only when a leak is reported. */}
          {series.steps.some((x) => x.leakSize !== null) && !(step.leakSize !== null && isLeakReported({ leakDetected: step.leakDetected, infDetected: false, gas })) && (
            <span data-testid="overlay-no-leak">{t('video.overlay.noLeak')}</span>
          )}
          {step.leakSize !== null && isLeakReported({ leakDetected: step.leakDetected, infDetected: false, gas }) && (
            <span>{t('video.overlay.leak', { size: `${formatLeakSize(step.leakSize, series.unit)} ${UNIT_SYMBOL[series.unit]}`, cost: step.leakCost === null ? '–' : formatMoney(step.leakCost, currency, i18n.language) })}</span>
          )}
          {step.pdSeverityMax !== null && step.pdSeverityMin !== null && (
            <>
              {step.pdClassification.map((c) => (
                <div key={c.name}>
                  <span>{t(`pd.${c.name}`, { defaultValue: c.name })}</span>
                  <Progress percent={Math.round(c.confidence * 100)} size="small" showInfo={false} strokeColor="#fa8c16" />
                </div>
              ))}
              <span>
                {t('analysis.pd.severityRange', { min: Math.round(step.pdSeverityMin), max: Math.round(step.pdSeverityMax) })} · {t(`severity.${severityBand(step.pdSeverityMin, step.pdSeverityMax)}`)}
              </span>
            </>
          )}
        </>
      )}
    </div>
  );
}
