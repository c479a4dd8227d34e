import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Modal, Result, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  BULK_DOWNLOAD_FORMATS,
  catalogueText,
  claimsAtom,
  liveIotIdAtom,
  liveTasksAtom,
  messageFor,
  platformAtom,
  type DownloadRefusal,
  type Organization,
} from 'shared-core';
import { downloadBlob } from 'shared-ui';
import { snapshotQueries } from '../api/snapshotQueries';
import type { BulkDialogProps } from '../state/bulkDialogs';
import { mergeRefusals, startExports } from '../state/downloadRefusals';
import { exportPngs, type PngExport } from '../state/pngExport';
import type { BulkProgress } from '../state/runBulk';
import { snapshotLabels } from '../state/snapshotLabels';
import { DownloadRefused } from './DownloadRefused';
import { PngProgress, TaskProgress } from './DownloadProgress';
import { typeText } from './TypeBadge';

type Format = (typeof BULK_DOWNLOAD_FORMATS)[number];

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
 * heatmap and the sound, on the web only; NLZ), step 1 says the export started and follows its
 * job from the live channel until the archive's link arrives (the floating task panel shows it
 * too). More than 1000 snapshots go out as several exports. A snapshot the server may not export
 * (another member's, seen through the organization) or that an export left out never stops the
 * others: each is listed with its reason. Only when nothing at all may be downloaded does the
 * dialog stay at step 0 with the error and that list.
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
  const [refusedAtStart, setRefusedAtStart] = useState<DownloadRefusal[]>([]);
  const [pngProgress, setPngProgress] = useState<BulkProgress | null>(null);
  const [png, setPng] = useState<PngExport | null>(null);
  // Refused at once by the server, then left out by each export as it finishes.
  const refused = mergeRefusals(refusedAtStart, ...(taskIds ?? []).map((id) => tasks[id]?.refused));
  const ownerHint = refused.some((r) => r.reason === 'notOwned') && isAdministrator(claims, organization.data) ? t('common:errors.adminOwnershipHint') : null;

  const start = async () => {
    setStarting(true);
    setError(null);
    setRefusedAtStart([]);
    try {
      // The server's exports carry the camera files; the PNGs, which show the heatmap as the
      // detail draws it, are made here.
      const serverFormats = formats.filter((format) => format !== 'png');
      const started = serverFormats.length
        ? await startExports(snapshotIds, { formats: serverFormats, iotId: iotId ?? undefined, timezoneOffset: new Date().getTimezoneOffset() })
        : { taskIds: [], refused: [] };
      setRefusedAtStart(started.refused);
      if (started.taskIds.length === 0 && !formats.includes('png')) {
        setError(t('bulk.downloadDialog.nothingAllowed'));
        return;
      }
      setTaskIds(started.taskIds);
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
      setError(catalogueText(messageFor(failure, 'bulkDownload'), t));
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
            ...(refused.length
              ? [<Alert key="refused" type="warning" showIcon title={t('bulk.downloadDialog.refusedTitle')} description={<RefusedDetails refused={refused} hint={ownerHint} />} />]
              : []),
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
            <Alert type="error" showIcon role="alert" title={<span style={{ whiteSpace: 'pre-line' }}>{error}</span>} description={refused.length ? <RefusedDetails refused={refused} hint={ownerHint} /> : undefined} />
          )}
        </Form>
      )}
    </Modal>
  );
}

/** The refused snapshots, after the administrator's ownership hint when it applies. */
function RefusedDetails({ refused, hint }: { refused: readonly DownloadRefusal[]; hint: string | null }) {
  return (
    <>
      {hint && <Typography.Paragraph style={{ marginBottom: 4 }}>{hint}</Typography.Paragraph>}
      <DownloadRefused refused={refused} />
    </>
  );
}
