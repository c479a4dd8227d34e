import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Component } from 'shared-core';

/** Confidence as the integer percent spec 001 section 9 asks for. */
const percent = (confidence: number) => Math.round(confidence * 100);

/** PD type classifications of the latest classified PD snapshot, most confident first. */
export function Classifications({ classifications }: { classifications: Component['classifications'] }) {
  const { t } = useTranslation('reports');
  if (!classifications.length) return <Typography.Text type="secondary">{t('component.noClassification')}</Typography.Text>;
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      {classifications.map((c) => (
        <div key={c.name} data-testid="component-classification">
          <Typography.Text>{t(`pdClass.${c.name}`)}</Typography.Text>
          <Progress percent={percent(c.confidence)} size="small" />
        </div>
      ))}
    </div>
  );
}
