import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Component } from 'shared-core';
import { figureOf } from '../state/figures';
import { Classifications } from './Classifications';
import { FigureTag } from './FigureTag';
import { SeverityBar } from './SeverityBar';
import { TrendBadge } from './TrendBadge';

/**
 * A component's condition by its type: a PD component's severity bar and its PD type
 * classifications; a leak or mechanical component's latest figure. Each with the trend since the
 * latest repair. The classifications say nothing about a leak or a motor, so only PD shows them.
 */
export function Condition({ component }: { component: Component }) {
  const { t } = useTranslation('reports');
  const latest = figureOf(component.history);
  const figure =
    component.kind === 'pd' ? (
      <SeverityBar point={latest?.kind === 'pd' ? latest.point : null} />
    ) : latest ? (
      <FigureTag figure={latest} />
    ) : (
      <Typography.Text type="secondary" data-testid="component-figure" data-band="none">
        {t('components.severity.none')}
      </Typography.Text>
    );
  return (
    <div style={{ display: 'grid', gap: 12 }} data-testid="component-condition">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>{figure}</div>
        <TrendBadge trend={component.trend} kind={component.kind} />
      </div>
      {component.kind === 'pd' && (
        <div data-testid="component-classifications" style={{ display: 'grid', gap: 8 }}>
          <Typography.Text strong>{t('component.classifications')}</Typography.Text>
          <Classifications classifications={component.classifications} />
        </div>
      )}
    </div>
  );
}
