import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountApi, catalogueText, messageFor } from 'shared-core';
import { useSnackbar } from 'shared-ui';

/** Feedback (spec 000 section 5): send disabled while the text is empty; feedbackThanks or feedbackFail. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const snackbar = useSnackbar();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      const answer = await accountApi.sendFeedback(text.trim());
      if (!answer.success) throw new Error('feedback refused');
      snackbar.success(t('feedback.feedbackThanks'));
      setText('');
      onClose();
    } catch (error) {
      const message = messageFor(error, 'feedback');
      snackbar.error(catalogueText(message, t), message.length);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('feedback.title')}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('feedback.send')}
      okButtonProps={{ disabled: text.trim() === '' }}
      confirmLoading={busy}
    >
      <Typography.Paragraph type="secondary">{t('feedback.intro')}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('feedback.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 4, maxRows: 12 }}
        maxLength={5000}
        showCount
      />
    </Modal>
  );
}
