import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Modal, Progress, Result, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BULK_DELETE_AUTOCLOSE_MS, catalogueText, messageFor, snapshotEditsApi } from 'shared-core';
import type { BulkDialogProps } from '../state/bulkDialogs';
import { runBulk, type BulkProgress, type BulkResult } from '../state/runBulk';

/** Steps of spec 000 section 4: 0 select, 1 confirm permanent deletion, 2 deleting, 3 done; or an error. */
type Step = 'select' | 'confirm' | 'deleting' | 'done' | 'error';
const STEP_INDEX: Record<Step, number> = { select: 0, confirm: 1, deleting: 2, done: 3, error: 2 };

/**
 * Bulk delete (spec 000 section 4): the selection, a confirmation that deletion is permanent,
 * deleting 10 at a time with progress, then done, which closes by itself after 2 s and
 * refreshes the list. A failure shows deleteError and how many were deleted.
 */
export function BulkDeleteDialog({ snapshotIds, onClose }: BulkDialogProps) {
  const { t } = useTranslation('snapshots');
  const total = snapshotIds.length;
  const [step, setStep] = useState<Step>('select');
  const [progress, setProgress] = useState<BulkProgress>({ total, done: 0, failed: 0 });
  const [result, setResult] = useState<BulkResult | null>(null);

  const close = useCallback(
    () => onClose(result ? { changed: result.succeeded.length > 0, removed: result.succeeded } : undefined),
    [onClose, result],
  );
  useEffect(() => {
    if (step !== 'done') return undefined;
    const timer = setTimeout(close, BULK_DELETE_AUTOCLOSE_MS);
    return () => clearTimeout(timer);
  }, [step, close]);

  const start = async () => {
    setStep('deleting');
    const outcome = await runBulk(snapshotIds, (id) => snapshotEditsApi.deactivate(id), setProgress);
    setResult(outcome);
    setStep(outcome.failed.length ? 'error' : 'done');
  };

  const footer = {
    select: [
      <Button key="cancel" onClick={close}>
        {t('common:cancel')}
      </Button>,
      <Button key="next" type="primary" onClick={() => setStep('confirm')}>
        {t('bulk.deleteDialog.next')}
      </Button>,
    ],
    confirm: [
      <Button key="back" onClick={() => setStep('select')}>
        {t('bulk.deleteDialog.back')}
      </Button>,
      <Button key="delete" type="primary" danger onClick={() => void start()}>
        {t('bulk.deleteDialog.confirm')}
      </Button>,
    ],
    deleting: null,
    done: [
      <Button key="close" onClick={close}>
        {t('common:close')}
      </Button>,
    ],
    error: [
      <Button key="close" onClick={close}>
        {t('common:close')}
      </Button>,
    ],
  }[step];

  return (
    <Modal
      open
      title={t('bulk.deleteDialog.title')}
      onCancel={step === 'deleting' ? undefined : close}
      closable={step !== 'deleting'}
      mask={{ closable: false }}
      footer={footer}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={STEP_INDEX[step]}
        status={step === 'error' ? 'error' : undefined}
        style={{ marginBottom: 16 }}
        items={[
          { title: t('bulk.deleteDialog.stepSelect') },
          { title: t('bulk.deleteDialog.stepConfirm') },
          { title: t('bulk.deleteDialog.stepDeleting') },
          { title: t('bulk.deleteDialog.stepDone') },
        ]}
      />
      {step === 'select' && <Typography.Paragraph>{t('bulk.deleteDialog.selected', { total })}</Typography.Paragraph>}
      {step === 'confirm' && <Alert type="warning" showIcon title={t('bulk.deleteDialog.permanent', { total })} />}
      {step === 'deleting' && (
        <div role="status">
          <Progress percent={Math.round((100 * progress.done) / Math.max(1, total))} />
          <Typography.Text>{t('bulk.deleteDialog.progress', { done: progress.done, total })}</Typography.Text>
        </div>
      )}
      {step === 'done' && <Result status="success" title={t('bulk.deleteDialog.done')} />}
      {step === 'error' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={catalogueText(messageFor(null, 'bulkDelete'), t)}
          description={t('bulk.deleteDialog.partial', { done: result?.succeeded.length ?? 0, total })}
        />
      )}
    </Modal>
  );
}
