import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, AutoComplete, Button, Card, Descriptions, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AC_FREQUENCY_SUGGESTIONS_HZ, PD_LOCATIONS, PD_VOLTAGE_SUGGESTIONS_KV, useSnapshotTools, type PdQuery, type SnapshotDetail } from 'shared-core';
import { analysisQueries } from '../api/analysisQueries';
import { checkAcFrequency, matchPdLocation } from '../../input-rules';
import { downloadText, prpdCsv, prpdCsvName } from '../state/prpdCsv';
import { pdQueryOf, usePdForm } from '../state/usePdForm';
import { PdClassifications } from './PdClassifications';
import { PrpdChart } from './PrpdChart';
import { formatSeconds, UNIT_SYMBOL } from './units';

export interface PdViewProps {
  snapshot: SnapshotDetail;
  isDemo: boolean;
  onSaved?: (detail: SnapshotDetail) => void;
  /** Analyse the second of the recording at this video time (the video's "Update"); omitted: the whole recording. */
  audioTimeS?: number;
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The PD view (spec 000 section 2): inputs, PRPD plot with CSV export, classifications, severity, texts. */
export function PdView({ snapshot, isDemo, onSaved, audioTimeS }: PdViewProps) {
  const { t } = useTranslation('snapshots');
  const form = usePdForm(snapshot, isDemo, onSaved);
  const v = form.values;
  const query: PdQuery = { ...pdQueryOf(form.local), audioTime: audioTimeS };
  const acMessage = checkAcFrequency(v.acFrequencyHz);
  const locationUnknown = v.location.trim() !== '' && matchPdLocation(v.location) === null;

  return (
    <Card title={t('analysis.pd.title')} size="small" data-testid="pd-view">
      {isDemo && <Alert type="info" showIcon title={t('analysis.demoLocal')} style={{ marginBottom: 12 }} />}
      {form.failed && <Alert type="error" showIcon title={t('analysis.saveFailed')} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', columnGap: 12 }}>
        <Form.Item label={t('analysis.pd.voltage')} style={{ marginBottom: 12 }}>
          <AutoComplete
            aria-label={t('analysis.pd.voltage')}
            value={Number.isFinite(v.voltageKv) ? String(v.voltageKv) : ''}
            options={PD_VOLTAGE_SUGGESTIONS_KV.map((kv) => ({ value: String(kv), label: `${kv} ${UNIT_SYMBOL.kv}` }))}
            onChange={(text: string) => form.change('voltage', { voltageKv: toNumber(text) })}
          />
        </Form.Item>
        <Form.Item
          label={t('analysis.pd.acFrequency')}
          validateStatus={acMessage ? 'error' : undefined}
          help={acMessage ? t(acMessage.key, acMessage.values ?? {}) : undefined}
          style={{ marginBottom: 12 }}
        >
          <AutoComplete
            aria-label={t('analysis.pd.acFrequency')}
            value={Number.isFinite(v.acFrequencyHz) ? String(v.acFrequencyHz) : ''}
            options={AC_FREQUENCY_SUGGESTIONS_HZ.map((hz) => ({ value: String(hz), label: `${hz} ${UNIT_SYMBOL.hz}` }))}
            onChange={(text: string) => form.change('acFrequency', { acFrequencyHz: toNumber(text) })}
          />
        </Form.Item>
        <Form.Item
          label={t('analysis.pd.location')}
          validateStatus={locationUnknown ? 'error' : undefined}
          help={locationUnknown ? t('analysis.pdLocationUnknown') : undefined}
          style={{ marginBottom: 12 }}
        >
          <AutoComplete
            aria-label={t('analysis.pd.location')}
            value={v.location}
            options={PD_LOCATIONS.map((location) => ({ value: location }))}
            filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
            onChange={(location: string) => form.change('location', { location })}
          />
        </Form.Item>
      </Form>
      <PdResults snapshot={snapshot} query={query} audioTimeS={audioTimeS} />
    </Card>
  );
}

/**
 * The analysis of the inputs and its plot, asked for here: their answers render these only, not
 * the form again, so the detail loads without long tasks.
 */
function PdResults({ snapshot, query, audioTimeS }: { snapshot: SnapshotDetail; query: PdQuery; audioTimeS?: number }) {
  const { t, i18n } = useTranslation('snapshots');
  // One edition's desktop app hides the PD details (spec 000 section 6).
  const tools = useSnapshotTools();
  const pd = useQuery({ ...analysisQueries.pd(snapshot.id, query), placeholderData: keepPreviousData });
  const pattern = useQuery({ ...analysisQueries.pattern(snapshot.id, query), placeholderData: keepPreviousData });
  const notDetected = pd.data && pd.data.classifications.length === 0;
  return (
    <>
      {pattern.isError && <Alert type="error" showIcon title={t('analysis.pd.patternError')} style={{ marginBottom: 12 }} />}
      {pd.isError && <Alert type="error" showIcon title={t('analysis.pd.requestFailed')} style={{ marginBottom: 12 }} />}
      {notDetected && <Alert type="info" showIcon title={t('analysis.pd.patternNotDetected')} style={{ marginBottom: 12 }} />}

      {pattern.data && (
        <>
          <PrpdChart pattern={pattern.data} label={t('analysis.pd.chart')} phaseAxis={t('analysis.pd.phaseAxis')} levelAxis={t('analysis.pd.levelAxis')} />
          <Space style={{ margin: '8px 0 12px' }} wrap>
            <Button onClick={() => downloadText(prpdCsv(pattern.data), prpdCsvName(snapshot.device_serial, snapshot.id, audioTimeS ?? snapshot.analysis_time))}>{t('analysis.pd.exportCsv')}</Button>
            <Typography.Text type="secondary">
              {t(pattern.data.phaseReference === 'aligned' ? 'analysis.pd.phaseAligned' : 'analysis.pd.phaseAbsolute')}
            </Typography.Text>
          </Space>
        </>
      )}

      {tools.pdDetails && pd.data && !notDetected && <PdClassifications result={pd.data} />}

      {pattern.data && (
        <Descriptions size="small" column={1} bordered title={t('analysis.pd.metadata')} style={{ marginTop: 12 }}>
          <Descriptions.Item label={t('analysis.pd.acFrequencyUsed')}>{`${pattern.data.acFrequencyHz} ${UNIT_SYMBOL.hz}`}</Descriptions.Item>
          <Descriptions.Item label={t('analysis.pd.pulses')}>{pattern.data.xValues.length}</Descriptions.Item>
          {pattern.data.fromS !== undefined && pattern.data.toS !== undefined && (
            <Descriptions.Item label={t('analysis.pd.analysedPart')}>
              {t(audioTimeS === undefined ? 'analysis.pd.wholeRecording' : 'analysis.pd.partAt', {
                from: formatSeconds(pattern.data.fromS, i18n.language),
                to: formatSeconds(pattern.data.toS, i18n.language),
              })}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('analysis.pd.serial')}>{snapshot.device_serial}</Descriptions.Item>
        </Descriptions>
      )}
    </>
  );
}
