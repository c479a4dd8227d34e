import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SnapshotDetail } from 'shared-core';
import { analysisQueries } from '../api/analysisQueries';
import { formatNumber } from './units';

/**
 * The mechanical card (spec 000 section 2): analysis available, kurtosis (plain: 3 for Gaussian
 * noise, as the label says), crest factor and the possible-fault indicator, at the analysis time.
 */
export function MechCard({ snapshot, audioTimeS }: { snapshot: SnapshotDetail; audioTimeS?: number }) {
  const { t, i18n } = useTranslation('snapshots');
  const mech = useQuery(analysisQueries.mech(snapshot.id, audioTimeS));
  const data = mech.data ?? (mech.isError ? snapshot.mech : undefined);
  const number = (value: number | null | undefined) => (value === null || value === undefined ? '–' : formatNumber(value, i18n.language, 2));
  return (
    <Card title={t('analysis.mech.title')} size="small" data-testid="mech-card">
      {mech.isPending && <Spin />}
      {mech.isError && <Alert type="error" showIcon title={t('analysis.mech.requestFailed')} style={{ marginBottom: 12 }} />}
      {data && (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('analysis.mech.available')}>{data.analysis_available ? t('analysis.yes') : t('analysis.no')}</Descriptions.Item>
          <Descriptions.Item label={t('analysis.mech.kurtosis')}>
            <span data-testid="mech-kurtosis">{number(data.kurtosis)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('analysis.mech.crestFactor')}>
            <span data-testid="mech-crest">{number(data.crest_factor)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('analysis.mech.possibleFault')}>
            <Tag color={data.possible_fault ? 'red' : 'green'} data-testid="mech-fault">
              {data.possible_fault ? t('analysis.mech.faultYes') : t('analysis.mech.faultNo')}
            </Tag>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
