import { useMemo, useState } from 'react';
import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Modal, Progress, Select, Space, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  analyticsApi,
  ANALYSIS_VERSION,
  claimsAtom,
  liveIotIdAtom,
  liveTasksAtom,
  pdRecommendationKeys,
  REPORT_DATE_FORMATS,
  REPORT_MAX_ROWS,
  REPORT_ORDER_BY,
  REPORT_TEXT_KEYS,
  REPORT_TYPES,
  reportsApi,
  snapshotsApi,
  useCustomerSettings,
  type ReportData,
} from 'shared-core';
import { downloadBlob, useIsPhone } from 'shared-ui';
import { reportsQueries } from '../../../api/reportsQueries';
import { usePaymentTokens } from '../../../api/usePaymentTokens';
import { customiseQueries } from '../../customise';
import { scopeText, type ReportScope } from '../../report-scope';
import { reportGeneratorQueries } from '../api/reportGeneratorQueries';
import { buildReport, sharedAssumptions, type BuildDeps, type BuiltReport } from '../state/buildReport';
import { csvBlob, csvFileName, reportCsv } from '../state/csv';
import { DEFAULT_OPTIONS, orderingApplies, type ReportOptions } from '../state/options';
import { reportStatusOfTask, reportStatusView } from '../state/status';
import { ShareReport } from './ShareReport';

type Phase = { name: 'options' } | { name: 'building'; done: number; total: number } | { name: 'uploading' } | { name: 'exporting'; taskId: string } | { name: 'uploadFailed' };

const PLACEHOLDERS = { type: '{type}', date: '{date}', unit: '{unit}', value: '{value}', page: '{page}', pages: '{pages}', pulses: '{pulses}', medium: '{medium}', high: '{high}', veryHigh: '{veryHigh}' };

/**
 * The report generator (spec 000 sections 2-4, spec 001 sections 3-4): options, then the data is
 * built 10 snapshots at a time with progress, uploaded to the report endpoint, and the export's
 * statuses follow (also in the floating panel) until the PDF can be downloaded and shared. The
 * same rows can be saved as CSV.
 */
export function ReportGeneratorDialog({ open, onClose, scope }: { open: boolean; onClose: () => void; scope: ReportScope }) {
  const { t, i18n } = useTranslation('reports');
  const isPhone = useIsPhone();
  const claims = useAtomValue(claimsAtom);
  const iotId = useAtomValue(liveIotIdAtom);
  const settings = useCustomerSettings({ enabled: open });
  const payment = usePaymentTokens(open);
  const queryClient = useQueryClient();
  const [options, setOptions] = useState<ReportOptions>(DEFAULT_OPTIONS);
  const [phase, setPhase] = useState<Phase>({ name: 'options' });
  const [built, setBuilt] = useState<BuiltReport | null>(null);
  const [empty, setEmpty] = useState(false);
  const [error, setError] = useState(false);
  const unit: 'lpm' | 'cfm' = settings.data?.leak_size_unit === 'CFM' ? 'cfm' : 'lpm';
  const taskId = phase.name === 'exporting' ? phase.taskId : null;
  const liveTask = useAtomValue(liveTasksAtom)[taskId ?? ''];
  // The live channel brings the statuses; the job record is read too, in case it is not connected.
  const job = useQuery(reportGeneratorQueries.exportJob(taskId));
  const status = useMemo(() => {
    if (liveTask) return reportStatusOfTask(liveTask);
    if (job.data) return reportStatusOfTask({ status: job.data.status, progress: job.data.progress, downloadUrl: job.data.downloadUrl, phase: job.data.state === 'failed' ? 'failed' : job.data.state === 'succeeded' ? 'done' : 'running' });
    return taskId ? reportStatusView('UPLOADING') : null;
  }, [liveTask, job.data, taskId]);

  const number = (value: number, digits: number) => value.toLocaleString(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const tr = (key: string, values?: Record<string, string | number>) => t(key, values ?? {});

  const reset = () => {
    setPhase({ name: 'options' });
    setBuilt(null);
    setEmpty(false);
    setError(false);
  };
  const close = () => {
    if (phase.name === 'building' || phase.name === 'uploading') return;
    reset();
    onClose();
  };

  const generate = async () => {
    setEmpty(false);
    setError(false);
    try {
      const ids = await scope.loadIds(REPORT_MAX_ROWS);
      setPhase({ name: 'building', done: 0, total: ids.length });
      const deps: BuildDeps = {
        detail: (id) => snapshotsApi.detail(id),
        leak: (id) => analyticsApi.leak(id, { resultLeakUnit: unit, correction: settings.data?.leak_size_corr_factor || undefined }),
        pd: (id) => analyticsApi.pd(id),
        mech: (id) => analyticsApi.mech(id),
      };
      const pdRecommendation = (key: string) => {
        const keys = pdRecommendationKeys(key);
        return keys && keys.every((k) => i18n.exists(k)) ? keys.map((k) => t(k)).join(' ') : null;
      };
      const report = await buildReport(ids, deps, { t: tr, options, unit, number, pdRecommendation, co2KgPerKwh: settings.data?.co2_cost_kg_kwh ?? 0, language: i18n.language }, (done, total) => setPhase({ name: 'building', done, total }));
      setBuilt(report);
      if (report.rows.length === 0) {
        setEmpty(true);
        setPhase({ name: 'options' });
        return;
      }
      setPhase({ name: 'uploading' });
      // Read now (not from the dialog's query): the purchase may have just been made.
      const paid = await queryClient
        .fetchQuery({ ...reportsQueries.paymentTokens(), staleTime: 5_000 })
        .then((tokens) => tokens.customizedReports)
        .catch(() => false);
      // The customisation the server keeps for the user, as the customise dialog last saved it.
      const custom = paid ? await queryClient.fetchQuery(customiseQueries.customisation(claims?.user_id)) : null;
      const texts = { ...Object.fromEntries(REPORT_TEXT_KEYS.map((key) => [key, t(`pdf.${key}`, PLACEHOLDERS)])), title: t('pdf.title', { type: t(`type.${options.reportType}`) }) };
      const shared = sharedAssumptions(report.rows);
      const data: ReportData = {
        ...options,
        language: i18n.language,
        texts,
        // The values the leaks were computed with: stated once when shared, else "see each leak".
        assumptions: {
          ...(shared.specificPower ? { specificPower: shared.specificPower === 'differs' ? t('assumption.perLeak') : shared.specificPower } : {}),
          ...(shared.utilisation ? { utilisation: shared.utilisation === 'differs' ? t('assumption.perLeak') : shared.utilisation } : {}),
          model: t('assumption.model', { version: ANALYSIS_VERSION }),
        },
        ...(custom
          ? { logo: custom.logo, logoSize: custom.logoSize, titleText: custom.titleText, summaryText: custom.summaryText, headerText: custom.headerText, footerText: custom.footerText, fixedSummary: custom.fixedSummary }
          : {}),
        rows: report.rows.map((r) => r.row),
      };
      const endpoint = await reportsApi.reportEndpoint(iotId ?? undefined);
      const uploaded = await reportsApi.uploadReport(endpoint.url, data);
      setPhase({ name: 'exporting', taskId: uploaded.taskId });
    } catch {
      setError(true);
      setPhase((current) => (current.name === 'uploading' ? { name: 'uploadFailed' } : { name: 'options' }));
    }
  };

  const saveCsv = () => {
    if (!built) return;
    downloadBlob(csvBlob(reportCsv(built.rows, options, tr, unit)), csvFileName(built.rows, options.reportType, Date.now()));
  };

  const scopeLine = scopeText(t, i18n.language, scope, REPORT_MAX_ROWS);
  const busy = phase.name === 'building' || phase.name === 'uploading';

  const skippedNote = built && built.skipped.some((s) => s.reason !== 'otherType') && (
    <Typography.Text type="secondary" data-testid="report-skipped">
      {t('skipped', { n: built.skipped.filter((s) => s.reason !== 'otherType').length })}
    </Typography.Text>
  );

  const body = (() => {
    if (phase.name === 'building')
      return (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('building', { done: phase.done, total: phase.total })}</Typography.Text>
          <Progress percent={phase.total ? Math.round((phase.done / phase.total) * 100) : 0} status="active" />
        </Space>
      );
    if (phase.name === 'uploading') return <Progress percent={3} status="active" format={() => t('status.UPLOADING')} />;
    if (phase.name === 'uploadFailed') return <Alert type="error" showIcon title={t('status.ERROR')} />;
    if (phase.name === 'exporting' && status)
      return (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <div data-testid="report-status" data-status={status.status}>
            <Typography.Text type={status.failed ? 'danger' : undefined}>{t(status.key, { step: status.step ?? 0, of: 7 })}</Typography.Text>
            <Progress percent={status.percent} status={status.failed ? 'exception' : status.done ? 'success' : 'active'} />
          </div>
          {skippedNote}
          {built && built.invalidDistance.length > 0 && <Typography.Text type="warning">{t('invalidDistanceCount', { n: built.invalidDistance.length })}</Typography.Text>}
          {status.downloadUrl && (
            <Space orientation={isPhone ? 'vertical' : 'horizontal'} wrap style={{ width: '100%' }}>
              <Button type="primary" icon={<DownloadOutlined />} href={status.downloadUrl} target="_blank" rel="noopener noreferrer">
                {t('downloadPdf')}
              </Button>
              <Button icon={<FileTextOutlined />} onClick={saveCsv}>
                {t('downloadCsv')}
              </Button>
            </Space>
          )}
          {status.downloadUrl && <ShareReport reportUrl={status.downloadUrl} />}
        </Space>
      );
    return (
      <Form layout="vertical" disabled={busy}>
        <Typography.Paragraph type="secondary" data-testid="report-scope">
          {scopeLine}
        </Typography.Paragraph>
        {empty && <Alert type="warning" showIcon title={t('reportEmpty')} style={{ marginBottom: 12 }} role="alert" />}
        {error && <Alert type="error" showIcon title={t('buildFailed')} style={{ marginBottom: 12 }} role="alert" />}
        {empty && skippedNote}
        <Form.Item label={t('options.reportType')}>
          <Select
            aria-label={t('options.reportType')}
            value={options.reportType}
            onChange={(reportType) => setOptions({ ...options, reportType })}
            options={REPORT_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('options.orderBy')}>
          <Select
            aria-label={t('options.orderBy')}
            value={options.orderBy}
            onChange={(orderBy) => setOptions({ ...options, orderBy })}
            options={REPORT_ORDER_BY.map((value) => ({ value, label: t(`orderBy.${value}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('options.ordering')}>
          <Select
            aria-label={t('options.ordering')}
            value={options.ordering}
            disabled={!orderingApplies(options.orderBy)}
            onChange={(ordering) => setOptions({ ...options, ordering })}
            options={(['asc', 'desc'] as const).map((value) => ({ value, label: t(`ordering.${value}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('options.dateFormat')}>
          <Select aria-label={t('options.dateFormat')} value={options.dateFormat} onChange={(dateFormat) => setOptions({ ...options, dateFormat })} options={REPORT_DATE_FORMATS.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Checkbox checked={options.forceAnalysis} onChange={(e) => setOptions({ ...options, forceAnalysis: e.target.checked })}>
          {t('options.forceAnalysis')}
        </Checkbox>
        {payment.data?.customizedReports && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('customisedApplied')}
          </Typography.Paragraph>
        )}
      </Form>
    );
  })();

  const footer =
    phase.name === 'options' ? (
      <Space>
        <Button onClick={close}>{t('cancel')}</Button>
        <Button type="primary" onClick={() => void generate()} disabled={scope.count === 0}>
          {t('generate')}
        </Button>
      </Space>
    ) : phase.name === 'exporting' || phase.name === 'uploadFailed' ? (
      <Space>
        <Button onClick={reset}>{t('newReport')}</Button>
        <Button type="primary" onClick={close}>
          {t('close')}
        </Button>
      </Space>
    ) : null;

  return (
    <Modal open={open} title={t('generator.title')} onCancel={close} footer={footer} destroyOnHidden closable={!busy} mask={{ closable: !busy }} width={isPhone ? '100%' : 520}>
      {body}
    </Modal>
  );
}
