import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Modal, Progress, Result, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  api,
  ApiError,
  BULK_DOWNLOAD_FORMATS,
  catalogueText,
  claimsAtom,
  DOWNLOAD_SNAPSHOTS_MAX,
  liveIotIdAtom,
  liveTasksAtom,
  messageFor,
  platformAtom,
  reportsApi,
  taskErrorText,
  type Organization,
  type TaskRecord,
} from 'shared-core';
import { snapshotQueries } from '../api/snapshotQueries';
import type { BulkDialogProps } from '../state/bulkDialogs';
import { downloadBlob } from 'shared-ui';
import { exportPngs, type PngExport } from '../state/pngExport';
import { snapshotLabels } from '../state/snapshotLabels';
import { typeText } from './TypeBadge';
import type { BulkProgress } from '../state/runBulk';

type Format = (typeof BULK_DOWNLOAD_FORMATS)[number];

/** The server refused because the caller does not own every snapshot (snapshots seen through an organization). */
const ownershipRefused = (error: unknown) => error instanceof ApiError && error.status === 400 && 'snapshotIds' in error.fields;

/** The ids the server names as not owned ("... not owned: 3, 17."), of those asked for. */
export function refusedIds(error: unknown, asked: readonly number[]): number[] {
  if (!(error instanceof ApiError)) return [];
  const named = new Set((error.fields.snapshotIds ?? []).flatMap((text) => (text.split(':').pop() ?? '').match(/\d+/g) ?? []).map(Number));
  return asked.filter((id) => named.has(id));
}

/**
 * An administrator account (spec 000 section 6 "Admin accounts need ownership of all exported
 * snapshots"): staff, or a member of the root group of their organization. Only they get the
 * ownership hint; an ordinary member is not told about administrator accounts.
 */
export function isAdministrator(claims: { is_staff?: boolean; username?: string } | null, organization: Organization | null | undefined): boolean {
  if (claims?.is_staff) return true;
  const root = organization?.groups.find((group) => group.isRoot);
  return Boolean(root && claims?.username && root.users.some((user) => user.username === claims.username));
}

/**
 * Bulk download (spec 000 section 4): step 0 chooses the formats (PNG; MOV, the video with the
 * heatmap and the sound, on the web only; NLZ), step 1 says the export started and follows its job from the live channel until
 * the archive's link arrives (the floating task panel shows it too). More than 1000 snapshots
 * go out as several exports.
 */
export function BulkDownloadDialog({ snapshotIds, onClose }: BulkDialogProps) {
  const { t, i18n } = useTranslation('snapshots');
  const iotId = useAtomValue(liveIotIdAtom);
  const tasks = useAtomValue(liveTasksAtom);
  const claims = useAtomValue(claimsAtom);
  // The desktop app offers no MOV export (spec 000 section 4 "MOV web only").
  const platform = useAtomValue(platformAtom);
  const offered = BULK_DOWNLOAD_FORMATS.filter((format) => format !== 'mov' || platform === 'web');
  const queryClient = useQueryClient();
  const organization = useQuery(snapshotQueries.organization());
  const [formats, setFormats] = useState<Format[]>(['png']);
  const [starting, setStarting] = useState(false);
  const [taskIds, setTaskIds] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [pngProgress, setPngProgress] = useState<BulkProgress | null>(null);
  const [png, setPng] = useState<PngExport | null>(null);

  const start = async () => {
    setStarting(true);
    setError(null);
    setRefused([]);
    try {
      const ids: string[] = [];
      // The server's exports carry the camera files; the PNGs, which show the heatmap as the
      // detail draws it, are made here.
      const serverFormats = formats.filter((format) => format !== 'png');
      for (let i = 0; serverFormats.length > 0 && i < snapshotIds.length; i += DOWNLOAD_SNAPSHOTS_MAX) {
        const answer = await reportsApi.downloadSnapshots({
          snapshotIds: snapshotIds.slice(i, i + DOWNLOAD_SNAPSHOTS_MAX),
          formats: serverFormats,
          iotId: iotId ?? undefined,
          timezoneOffset: new Date().getTimezoneOffset(),
        });
        ids.push(answer.taskId);
      }
      setTaskIds(ids);
      if (formats.includes('png')) {
        setPngProgress({ total: snapshotIds.length, done: 0, failed: 0 });
        const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
        const level = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
        const result = await exportPngs(snapshotIds, {
          caption: (detail) => [
            `${detail.label || detail.device_label || `#${detail.id}`} · ${dateTime.format(new Date(detail.created_date))}`,
            [`${detail.device_label} (${detail.device_serial})`, typeText(detail, t)].filter(Boolean).join(' · '),
          ],
          formatDb: (db) => `${level.format(db)} dB`,
          onProgress: setPngProgress,
        });
        setPng(result);
        downloadBlob(result.blob, result.fileName);
      }
    } catch (failure) {
      const admin = ownershipRefused(failure) && isAdministrator(claims, organization.data);
      setError(catalogueText(messageFor(failure, 'bulkDownload', { isAdmin: admin }), t));
      // Which snapshots stopped it, by label (the server names their ids).
      const labels = snapshotLabels(queryClient, snapshotIds);
      setRefused(refusedIds(failure, snapshotIds).map((id) => labels.get(id) ?? `#${id}`));
    } finally {
      setStarting(false);
    }
  };

  const footer = taskIds
    ? [
        <Button key="close" onClick={() => onClose()}>
          {t('common:close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={() => onClose()}>
          {t('common:cancel')}
        </Button>,
        <Button key="start" type="primary" loading={starting} disabled={formats.length === 0} onClick={() => void start()}>
          {t('bulk.downloadDialog.start')}
        </Button>,
      ];

  return (
    <Modal open title={t('bulk.downloadDialog.title')} onCancel={() => onClose()} footer={footer} destroyOnHidden>
      {taskIds ? (
        <Result
          // Pictures alone are drawn here, not by a server export: no task panel to follow.
          status={taskIds.length === 0 && png ? 'success' : 'info'}
          title={taskIds.length === 0 ? t(png ? 'bulk.downloadDialog.pngDone' : 'bulk.downloadDialog.pngStarted') : t('bulk.downloadDialog.started')}
          subTitle={taskIds.length === 0 ? (png ? undefined : t('bulk.downloadDialog.pngFollow')) : t('bulk.downloadDialog.follow')}
          extra={[
            ...(pngProgress ? [<PngProgress key="png" progress={pngProgress} result={png} labels={() => snapshotLabels(queryClient, png?.failed ?? [])} />] : []),
            ...taskIds.map((id) => <TaskProgress key={id} task={tasks[id]} />),
          ]}
        />
      ) : (
        <Form layout="vertical">
          <Typography.Paragraph>{t('bulk.downloadDialog.count', { total: snapshotIds.length })}</Typography.Paragraph>
          <Form.Item label={t('bulk.downloadDialog.formats')}>
            <Checkbox.Group
              value={formats}
              onChange={(next) => setFormats(next as Format[])}
              options={offered.map((value) => ({ value, label: t(`bulk.downloadDialog.${value}`) }))}
            />
          </Form.Item>
          {error && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={<span style={{ whiteSpace: 'pre-line' }}>{error}</span>}
              description={refused.length ? <span data-testid="download-refused">{t('bulk.downloadDialog.notOwned', { labels: refused.join(', ') })}</span> : undefined}
            />
          )}
        </Form>
      )}
    </Modal>
  );
}

/** A link to a blob, valid while it is shown. */
function useBlobUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * The PNGs drawn in the PNG worker: progress per snapshot, then the archive (downloaded at once;
 * again from its link here) and any failures by label.
 */
function PngProgress({ progress, result, labels }: { progress: BulkProgress; result: PngExport | null; labels: () => Map<number, string> }) {
  const { t } = useTranslation('snapshots');
  const url = useBlobUrl(result?.blob);
  if (!result) {
    return (
      <div role="status" style={{ width: '100%' }} data-testid="png-progress">
        <Progress percent={Math.round((100 * progress.done) / Math.max(1, progress.total))} status="active" />
        <Typography.Text type="secondary">{t('bulk.downloadDialog.pngProgress', { done: progress.done, total: progress.total })}</Typography.Text>
      </div>
    );
  }
  const names = labels();
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'center' }}>
      <Button type="primary" icon={<DownloadOutlined />} href={url} download={result.fileName} data-testid="png-archive">
        {t('bulk.downloadDialog.pngFile')}
      </Button>
      {result.failed.length > 0 && (
        <Alert type="error" showIcon title={t('bulk.tagDialog.failed', { failed: result.failed.length, total: progress.total })} description={result.failed.map((id) => names.get(id)).join(', ')} />
      )}
    </div>
  );
}

/** One export job as the live channel reports it: progress, then the archive's link or the failure. */
function TaskProgress({ task }: { task: TaskRecord | undefined }) {
  const { t } = useTranslation('snapshots');
  if (task?.phase === 'done' && task.downloadUrl) {
    return (
      <Button type="primary" icon={<DownloadOutlined />} href={api.url(task.downloadUrl)} download>
        {t('bulk.downloadDialog.file')}
      </Button>
    );
  }
  if (task?.phase === 'failed') return <Alert type="error" showIcon title={t('bulk.downloadDialog.failed')} description={taskErrorText(task, t, '') || undefined} />;
  return (
    <div role="status" style={{ width: '100%' }}>
      <Progress percent={Math.round(100 * (task?.progress ?? 0))} status="active" />
    </div>
  );
}
