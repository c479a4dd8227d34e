import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, List, Modal, Radio, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { snapshotEditsApi } from 'shared-core';
import type { BulkDialogProps } from '../state/bulkDialogs';
import { pickedTags, runTagFrames, type TagMode, type TagRowState, type TagStep } from '../state/bulkTag';
import { knownTags, snapshotLabels } from '../state/snapshotLabels';
import { BulkProgressPanel } from './BulkProgressPanel';

const ROW_COLOUR: Record<TagRowState, string | undefined> = { waiting: undefined, updating: 'processing', updated: 'success', failed: 'error' };

/**
 * Bulk tag (spec 000 section 4): pick tags from the existing ones or type new ones, add or remove
 * them, confirm; every snapshot then shows updating and updated (frames of 100 snapshots, each
 * saved 10 at a time, spec 000 section 9).
 * Each change is the server's atomic add or remove call, so nothing another edit adds meanwhile is
 * lost. A failure is reported by label and stops no other snapshot. Closing refreshes the list.
 */
export function BulkTagDialog({ snapshotIds, onClose }: BulkDialogProps) {
  const { t } = useTranslation('snapshots');
  const queryClient = useQueryClient();
  const choices = useMemo(() => knownTags(queryClient), [queryClient]);
  const labels = useMemo(() => snapshotLabels(queryClient, snapshotIds), [queryClient, snapshotIds]);
  const [step, setStep] = useState<TagStep>('choose');
  const [mode, setMode] = useState<TagMode>('add');
  const [values, setValues] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [rows, setRows] = useState<Record<number, TagRowState>>({});
  const changed = useRef(false);
  const { tags, error } = pickedTags(values);

  const run = async () => {
    setStep('running');
    setRows(Object.fromEntries(snapshotIds.map((id) => [id, 'waiting' as TagRowState])));
    const call = mode === 'add' ? snapshotEditsApi.addTags : snapshotEditsApi.removeTags;
    await runTagFrames(snapshotIds, async (id) => {
      setRows((current) => ({ ...current, [id]: 'updating' }));
      try {
        await call(id, tags);
        changed.current = true;
        setRows((current) => ({ ...current, [id]: 'updated' }));
      } catch (failure) {
        setRows((current) => ({ ...current, [id]: 'failed' }));
        throw failure;
      }
    });
    setStep('done');
  };

  const states = Object.values(rows);
  const done = states.filter((s) => s === 'updated' || s === 'failed').length;
  const failedIds = snapshotIds.filter((id) => rows[id] === 'failed');
  const close = () => onClose(changed.current ? { changed: true } : undefined);

  const footer = {
    choose: [
      <Button key="cancel" onClick={close}>
        {t('common:cancel')}
      </Button>,
      <Button
        key="next"
        type="primary"
        onClick={() => {
          setTouched(true);
          if (!error) setStep('confirm');
        }}
      >
        {t('bulk.tagDialog.next')}
      </Button>,
    ],
    confirm: [
      <Button key="back" onClick={() => setStep('choose')}>
        {t('bulk.deleteDialog.back')}
      </Button>,
      <Button key="apply" type="primary" onClick={() => void run()}>
        {mode === 'add' ? t('bulk.tagDialog.applyAdd') : t('bulk.tagDialog.applyRemove')}
      </Button>,
    ],
    running: [
      <Button key="close" disabled>
        {t('common:close')}
      </Button>,
    ],
    done: [
      <Button key="close" type="primary" onClick={close}>
        {t('common:close')}
      </Button>,
    ],
  }[step];

  return (
    <Modal open title={t('bulk.tagDialog.title', { total: snapshotIds.length })} onCancel={step === 'running' ? undefined : close} closable={step !== 'running'} mask={{ closable: false }} footer={footer} destroyOnHidden>
      {step === 'choose' && (
        <Form layout="vertical" component="div">
          <Form.Item label={t('bulk.tagDialog.mode')}>
            <Radio.Group
              value={mode}
              onChange={(event) => setMode(event.target.value as TagMode)}
              options={[
                { value: 'add', label: t('bulk.tagDialog.add') },
                { value: 'remove', label: t('bulk.tagDialog.remove') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('bulk.tagDialog.tags')} validateStatus={touched && error ? 'error' : undefined} help={touched && error ? t(`bulk.tagDialog.${error}`) : t('bulk.tagDialog.hint')}>
            <Select
              mode="tags"
              aria-label={t('bulk.tagDialog.tags')}
              value={values}
              onChange={(next: string[]) => setValues(next)}
              tokenSeparators={[' ', ',']}
              options={choices.map((tag) => ({ value: tag, label: tag }))}
              placeholder={t('bulk.tagDialog.placeholder')}
            />
          </Form.Item>
        </Form>
      )}
      {step === 'confirm' && (
        <div data-testid="bulk-tag-confirm">
          <Typography.Paragraph>{mode === 'add' ? t('bulk.tagDialog.confirmAdd', { total: snapshotIds.length }) : t('bulk.tagDialog.confirmRemove', { total: snapshotIds.length })}</Typography.Paragraph>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
        </div>
      )}
      {(step === 'running' || step === 'done') && (
        <BulkProgressPanel
          done={done}
          total={snapshotIds.length}
          caption={t('bulk.tagDialog.progress', { done, total: snapshotIds.length })}
          finished={step === 'done'}
          failedIds={failedIds}
          labels={labels}
          count={snapshotIds.length}
        >
          <List
            size="small"
            style={{ maxHeight: 240, overflow: 'auto' }}
            dataSource={snapshotIds}
            renderItem={(id) => (
              <List.Item data-testid="bulk-tag-row" data-state={rows[id]}>
                <Typography.Text ellipsis style={{ maxWidth: '70%' }}>
                  {labels.get(id)}
                </Typography.Text>
                <Tag color={ROW_COLOUR[rows[id] ?? 'waiting']}>{t(`bulk.tagDialog.state.${rows[id] ?? 'waiting'}`)}</Tag>
              </List.Item>
            )}
          />
        </BulkProgressPanel>
      )}
    </Modal>
  );
}
