import { Alert, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SnapshotDetail } from 'shared-core';

/** Any other analysis type (spec 000 section 2): no analysis result, plus the leak type. */
export function OtherAnalysis({ snapshot }: { snapshot: SnapshotDetail }) {
  const { t } = useTranslation('snapshots');
  return (
    <Card size="small" data-testid="other-analysis">
      <Alert type="info" showIcon title={t('analysis.noResult')} style={{ marginBottom: 12 }} />
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('analysis.leak.gas')}>{t(`gas.${snapshot.meta.leak_type}`)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
