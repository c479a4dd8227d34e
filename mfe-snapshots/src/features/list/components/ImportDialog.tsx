import { useEffect, useRef, useState, type DragEvent } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Modal, Progress, theme, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { catalogueText, liveTasksAtom, messageFor, snapshotEditsApi, taskErrorText } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { closeChannel, rowLevel, withTask, type ImportRow } from '../state/importRows';
import { checkFiles, verdicts } from '../state/nlzCheck';
import { addFiles, IMPORT_CHANNEL_CLOSE_MS, LEVEL_COLOUR, type QueuedFile } from '../state/nlzFiles';
import { ImportedBefore, postNlz } from '../state/nlzUpload';
import { runBulk } from '../state/runBulk';
import { ImportRowMessage } from './ImportRowMessage';

/** Files uploaded at a time. */
const UPLOAD_CONCURRENCY = 3;
const ROW_PX = 34;
/** On phones a line holds the name above its message. */
const PHONE_ROW_PX = 52;
/** From this many lines on, only the visible ones are rendered (an import may hold 10,000 files). */
const VIRTUAL_FROM = 100;

type Stage = 'idle' | 'checking' | 'uploading';
/** A queued file with its row and, once read, its content hash. */
type Pending = QueuedFile & { key: number; hash: string | null };

/**
 * Offline .nlz import (spec 001 sections 4, 5, 7 and 8; spec 000 sections 4, 5 and 9): drop many
 * files or pick them; the name rules refuse other types, files over 400 MB and duplicate names
 * (spaces and plus signs stripped); a Web Worker then reads and hashes them off the main thread
 * and refuses what is not a ZIP archive or repeats a queued file's bytes. Each queued file gets a
 * signed form from `get-upload-url` and is posted with it; its import task's live status follows
 * (importing, imported or failed) until 2 minutes after the last file. Errors: 401 the server
 * text, 400 its message key, otherwise impFailed; without upload credentials every file shows
 * impFailed. A file imported before is information (blue), not an error; it and an imported file
 * link to their snapshot. Overall progress on top: files read, then bytes uploaded.
 */
export function ImportDialog({ onClose }: { onClose: (imported: boolean) => void }) {
  const { t } = useTranslation('snapshots');
  const { token } = theme.useToken();
  const isPhone = useIsPhone();
  const rowPx = isPhone ? PHONE_ROW_PX : ROW_PX;
  const tasks = useAtomValue(liveTasksAtom);
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [stage, setStage] = useState<Stage>('idle');
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [following, setFollowing] = useState(false);
  const [lastFileAt, setLastFileAt] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const queue = useRef<Pending[]>([]);
  const nextKey = useRef(0);
  const imported = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const failedText = t('common:errors.impFailed');

  const patch = (key: number, change: Partial<ImportRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const follow = (list: readonly ImportRow[], known: typeof tasks) => list.map((row) => withTask(row, row.taskId ? known[row.taskId] : undefined, (task) => taskErrorText(task, t, failedText)));
  const tasksRef = useRef(tasks);
  tasksRef.current = tasks;
  // The live channel: the import tasks' status shows from the first upload until 2 min after the last file went up.
  useEffect(() => {
    if (lastFileAt === null) return undefined;
    const timer = setTimeout(() => {
      setFollowing(false);
      setRows((current) => closeChannel(follow(current, tasksRef.current)));
    }, IMPORT_CHANNEL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [lastFileAt]);
  const shown = following ? follow(rows, tasks) : rows;
  useEffect(() => {
    if (shown.some((row) => row.phase === 'imported')) imported.current = true;
  });

  /** Adds files by the name rules, then has the worker read them. */
  const add = async (files: File[]) => {
    if (files.length === 0 || stage !== 'idle') return;
    const { queued, rejected } = addFiles(queue.current, files);
    const added: Pending[] = queued.slice(queue.current.length).map((q) => ({ ...q, key: nextKey.current++, hash: null }));
    const refused: ImportRow[] = rejected.map((r) => ({ key: nextKey.current++, name: r.name, phase: 'rejected', reason: r.reason }));
    queue.current = [...queue.current, ...added];
    setRows((current) => [...current, ...added.map((q): ImportRow => ({ key: q.key, name: q.name, phase: 'checking' })), ...refused]);
    if (added.length === 0) return;
    setStage('checking');
    setProgress({ done: 0, total: added.length });
    const results = await checkFiles(added, (done) => setProgress({ done, total: added.length }));
    const known = new Set(queue.current.filter((q) => !added.includes(q) && q.hash).map((q) => q.hash!));
    const outcome = verdicts(results, known);
    const dropped = new Set<number>();
    const changes = new Map<number, Partial<ImportRow>>();
    added.forEach((q, i) => {
      const verdict = outcome[i]!;
      if (verdict.keep) {
        q.hash = verdict.hash;
        changes.set(q.key, { phase: 'queued' });
      } else {
        dropped.add(q.key);
        changes.set(q.key, { phase: 'rejected', reason: verdict.reason });
      }
    });
    queue.current = queue.current.filter((q) => !dropped.has(q.key));
    setRows((current) => current.map((row) => (changes.has(row.key) ? { ...row, ...changes.get(row.key) } : row)));
    setStage('idle');
  };

  const start = async () => {
    const files = queue.current;
    queue.current = [];
    const total = files.reduce((sum, q) => sum + q.file.size, 0);
    let sent = 0;
    setLastFileAt(null);
    setFollowing(true);
    setStage('uploading');
    setProgress({ done: 0, total });
    await runBulk(
      files.map((_, i) => i),
      async (i) => {
        const { file, name, key } = files[i]!;
        patch(key, { phase: 'uploading' });
        try {
          const form = await snapshotEditsApi.uploadForm(name).catch(() => {
            // Upload credentials not obtained: the file cannot go (spec 001 section 8).
            throw new Error('no credentials');
          });
          const answer = await postNlz(form, file, name);
          imported.current = true;
          patch(key, answer ? { phase: 'importing', taskId: answer.taskId, progress: 0 } : { phase: 'imported' });
        } catch (failure) {
          if (failure instanceof ImportedBefore) {
            patch(key, { phase: 'importedBefore', snapshotId: failure.snapshotId });
            return;
          }
          const text = failure instanceof Error && failure.message === 'no credentials' ? failedText : catalogueText(messageFor(failure, 'offlineUpload'), t);
          patch(key, { phase: 'failed', message: text });
        } finally {
          sent += file.size;
          setProgress({ done: sent, total });
        }
      },
      undefined,
      UPLOAD_CONCURRENCY,
    );
    setStage('idle');
    setLastFileAt(Date.now());
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void add(Array.from(event.dataTransfer.files));
  };

  const virtual = useVirtualizer({
    count: shown.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => rowPx,
    overscan: 8,
    enabled: shown.length >= VIRTUAL_FROM,
  });
  const items = shown.length >= VIRTUAL_FROM ? virtual.getVirtualItems() : shown.map((_, index) => ({ index, start: index * rowPx }));

  const waiting = rows.filter((row) => row.phase === 'queued').length;
  const busy = stage !== 'idle';
  const counts = { failed: shown.filter((r) => rowLevel(r) === 'ERROR').length, imported: shown.filter((r) => r.phase === 'imported').length };
  const percent = progress.total > 0 ? Math.round((100 * progress.done) / progress.total) : 0;
  // Before any upload the summary line says it all: refusals alone are no failed progress.
  const sent = rows.some((row) => !['checking', 'queued', 'rejected'].includes(row.phase));
  const uploadFailed = shown.some((row) => row.phase === 'failed');
  return (
    <Modal
      open
      width={680}
      title={t('import.title')}
      onCancel={stage === 'uploading' ? undefined : () => onClose(imported.current)}
      closable={stage !== 'uploading'}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="close" disabled={stage === 'uploading'} onClick={() => onClose(imported.current)}>
          {t('common:close')}
        </Button>,
        <Button key="start" type="primary" loading={stage === 'uploading'} disabled={waiting === 0 || busy} onClick={() => void start()}>
          {t('import.start', { count: waiting })}
        </Button>,
      ]}
    >
      <div
        role="button"
        tabIndex={busy ? -1 : 0}
        aria-disabled={busy}
        data-testid="import-drop"
        onClick={() => !busy && input.current?.click()}
        onKeyDown={(event) => {
          if (!busy && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            input.current?.click();
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          border: `1px dashed ${dragging ? token.colorPrimary : token.colorBorder}`,
          background: dragging ? token.colorPrimaryBg : token.colorFillAlter,
          borderRadius: token.borderRadiusLG,
          padding: '16px 12px',
          textAlign: 'center',
          cursor: busy ? 'not-allowed' : 'pointer',
        }}
      >
        <InboxOutlined style={{ fontSize: 40, color: token.colorPrimary }} />
        <Typography.Paragraph style={{ margin: '8px 0 4px' }}>{t('import.drop')}</Typography.Paragraph>
        <Typography.Text type="secondary">{t('import.rules')}</Typography.Text>
        <input
          ref={input}
          type="file"
          multiple
          accept=".nlz"
          hidden
          disabled={busy}
          onChange={(event) => {
            void add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>
      {(busy || rows.length > 0) && (
        <div role="status" style={{ marginTop: 12 }} data-testid="import-progress">
          {(busy || sent) && <Progress percent={busy ? percent : 100} status={busy ? 'active' : uploadFailed ? 'exception' : 'success'} showInfo={busy} />}
          <Typography.Text type="secondary">
            {stage === 'checking'
              ? t('import.progress.checking', { done: progress.done, total: progress.total })
              : stage === 'uploading'
                ? t('import.progress.uploading', { percent })
                : t('import.progress.summary', { total: rows.length, queued: waiting, imported: counts.imported, failed: counts.failed })}
          </Typography.Text>
        </div>
      )}
      {shown.length > 0 && (
        <div ref={listRef} style={{ marginTop: 8, maxHeight: 280, overflow: 'auto' }} data-testid="import-list">
          <div style={{ height: shown.length * rowPx, position: 'relative' }}>
            {items.map((item) => {
              const row = shown[item.index]!;
              const level = rowLevel(row);
              return (
                <div
                  key={row.key}
                  data-testid="import-row"
                  data-level={level ?? (row.phase === 'checking' || row.phase === 'queued' ? 'QUEUED' : row.phase.toUpperCase())}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: rowPx,
                    transform: `translateY(${item.start}px)`,
                    display: 'flex',
                    flexDirection: isPhone ? 'column' : 'row',
                    alignItems: isPhone ? 'stretch' : 'center',
                    justifyContent: isPhone ? 'center' : 'space-between',
                    gap: isPhone ? 0 : 12,
                    borderBottom: `1px solid ${token.colorSplit}`,
                  }}
                >
                  <Typography.Text ellipsis style={{ flex: isPhone ? undefined : '1 1 45%', minWidth: 0 }}>
                    {row.name}
                  </Typography.Text>
                  <Typography.Text
                    ellipsis
                    style={{ flex: isPhone ? undefined : '1 1 55%', minWidth: 0, textAlign: isPhone ? 'left' : 'right', fontSize: isPhone ? 12 : undefined, color: level ? LEVEL_COLOUR[level] : undefined }}
                  >
                    <ImportRowMessage row={row} busy={stage === 'uploading'} onOpen={() => onClose(imported.current)} />
                  </Typography.Text>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </Modal>
  );
}
