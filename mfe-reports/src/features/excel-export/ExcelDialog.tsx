import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Modal, Progress, Space, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { EXCEL_MAX_SNAPSHOTS, liveIotIdAtom, reportsApi } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { scopeText, type ReportScope } from '../report-scope';
import { excelQueries } from './api/excelQueries';

/**
 * Excel options (spec 000 section 2, spec 001 section 4 "Excel generation"): include images, then
 * the workbook is started and polled every 4 s until its address appears, then downloaded.
 */
export function ExcelDialog({ open, onClose, scope }: { open: boolean; onClose: () => void; scope: ReportScope }) {
  const { t, i18n } = useTranslation('reports');
  const isPhone = useIsPhone();
  const iotId = useAtomValue(liveIotIdAtom);
  const [includeImages, setIncludeImages] = useState(false);
  const start = useMutation({
    mutationFn: async () => reportsApi.startExcel({ snapshotIDs: await scope.loadIds(EXCEL_MAX_SNAPSHOTS), iotID: iotId ?? undefined, includeImages, target: 'excel' }),
  });
  const executionId = start.data?.executionID ?? null;
  const poll = useQuery(excelQueries.poll(executionId));
  const close = () => {
    start.reset();
    onClose();
  };
  const result = poll.data;
  const failed = start.isError || poll.isError || result?.state === 'failed';

  return (
    <Modal
      open={open}
      title={t('excel.title')}
      onCancel={close}
      destroyOnHidden
      width={isPhone ? '100%' : 480}
      footer={
        start.isIdle ? (
          <Space>
            <Button onClick={close}>{t('cancel')}</Button>
            <Button type="primary" onClick={() => start.mutate()} disabled={scope.count === 0}>
              {t('excel.start')}
            </Button>
          </Space>
        ) : (
          <Button onClick={close}>{t('close')}</Button>
        )
      }
    >
      {start.isIdle ? (
        <Space orientation="vertical">
          <Typography.Text type="secondary">
            {scopeText(t, i18n.language, scope, EXCEL_MAX_SNAPSHOTS)}
          </Typography.Text>
          <Checkbox checked={includeImages} onChange={(e) => setIncludeImages(e.target.checked)}>
            {t('excel.includeImages')}
          </Checkbox>
        </Space>
      ) : failed ? (
        <Alert type="error" showIcon title={t('status.ERROR')} role="alert" />
      ) : result?.url ? (
        <Space orientation="vertical" data-testid="excel-ready">
          <Typography.Text>{t('excel.ready')}</Typography.Text>
          <Button type="primary" icon={<DownloadOutlined />} href={result.url} download>
            {t('excel.download')}
          </Button>
        </Space>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="excel-pending">
          <Typography.Text>{t('excel.pending')}</Typography.Text>
          <Progress percent={Math.round((result?.progress ?? 0) * 100)} status="active" />
        </Space>
      )}
    </Modal>
  );
}
