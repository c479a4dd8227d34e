import { useRef, useState } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { Button, List, Modal, Progress, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogueText, messageFor, postUploadForm, snapshotEditsApi, type UploadForm } from 'shared-core';
import { addFiles, LEVEL_COLOUR, rejectLevel, type ImportLevel, type QueuedFile, type RejectReason } from '../state/nlzFiles';
import { runBulk } from '../state/runBulk';

/** Files uploaded at a time. */
const UPLOAD_CONCURRENCY = 3;

type Row = { name: string; level: ImportLevel | null; text: string };

/**
 * Offline .nlz import (spec 001 sections 4, 5, 7 and 8; spec 000 section 5): drop or pick files;
 * the rules refuse other types, files over 400 MB and duplicate names (spaces and plus signs are
 * stripped). Each queued file gets a signed form from `get-upload-url` and is posted with it,
 * then shows its result: success (green), the server's message on a 401 or 400 (red), impFailed
 * otherwise; without upload credentials every file shows impFailed. Overall progress on top.
 */
export function ImportDialog({ onClose }: { onClose: (imported: boolean) => void }) {
  const { t } = useTranslation('snapshots');
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(0);
  const imported = useRef(false);
  const pending = useRef<File[]>([]);

  const reasonText = (reason: RejectReason) => t(`import.reject.${reason}`);
  // antd hands the dropped files one by one: gather them and add them together.
  const take = (file: File) => {
    pending.current.push(file);
    if (pending.current.length === 1) {
      queueMicrotask(() => {
        const incoming = pending.current;
        pending.current = [];
        setQueue((current) => {
          const { queued, rejected } = addFiles(current, incoming);
          const added = queued.slice(current.length);
          setRows((existing) => [
            ...existing,
            ...added.map((q) => ({ name: q.name, level: null, text: t('import.queued') })),
            ...rejected.map((r) => ({ name: r.name, level: rejectLevel(r.reason), text: reasonText(r.reason) })),
          ]);
          return queued;
        });
      });
    }
    return false;
  };

  const setResult = (name: string, level: ImportLevel | null, text: string) =>
    setRows((current) => current.map((row) => (row.name === name && row.level === null ? { name, level, text } : row)));

  const start = async () => {
    setRunning(true);
    setDone(0);
    const files = queue;
    await runBulk(
      files.map((_, i) => i),
      async (i) => {
        const { file, name } = files[i]!;
        setResult(name, null, t('import.uploading'));
        let form: UploadForm;
        try {
          form = await snapshotEditsApi.uploadForm(name);
        } catch {
          // Upload credentials not obtained: the file cannot go (spec 001 section 8).
          setResult(name, 'ERROR', t('common:errors.impFailed'));
          throw new Error('no credentials');
        }
        try {
          await postUploadForm(form, file, name);
          imported.current = true;
          setResult(name, 'SUCCESS', t('import.done'));
        } catch (failure) {
          setResult(name, 'ERROR', catalogueText(messageFor(failure, 'offlineUpload'), t));
          throw failure;
        }
      },
      (progress) => setDone(progress.done),
      UPLOAD_CONCURRENCY,
    );
    setQueue([]);
    setRunning(false);
  };

  const waiting = queue.length;
  return (
    <Modal
      open
      width={640}
      title={t('import.title')}
      onCancel={running ? undefined : () => onClose(imported.current)}
      closable={!running}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="close" disabled={running} onClick={() => onClose(imported.current)}>
          {t('common:close')}
        </Button>,
        <Button key="start" type="primary" loading={running} disabled={waiting === 0} onClick={() => void start()}>
          {t('import.start', { count: waiting })}
        </Button>,
      ]}
    >
      <Upload.Dragger multiple accept=".nlz" showUploadList={false} beforeUpload={take} disabled={running} data-testid="import-drop">
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('import.drop')}</p>
        <p className="ant-upload-hint">{t('import.rules')}</p>
      </Upload.Dragger>
      {(running || done > 0) && (
        <div role="status" style={{ marginTop: 12 }}>
          <Progress percent={Math.round((100 * done) / Math.max(1, running ? queue.length : done))} status={running ? 'active' : 'success'} />
        </div>
      )}
      {rows.length > 0 && (
        <List
          size="small"
          style={{ marginTop: 12, maxHeight: 280, overflow: 'auto' }}
          dataSource={rows}
          renderItem={(row) => (
            <List.Item data-testid="import-row" data-level={row.level ?? 'QUEUED'}>
              <Typography.Text ellipsis style={{ maxWidth: '50%' }}>
                {row.name}
              </Typography.Text>
              <span style={{ color: row.level ? LEVEL_COLOUR[row.level] : undefined }}>{row.text}</span>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
