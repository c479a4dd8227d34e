import { useEffect, useRef, useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountApi, catalogueText, messageFor } from 'shared-core';
import { useSnackbar } from 'shared-ui';

interface Values {
  old_password: string;
  password: string;
  password2: string;
}

/** Change password (web only; spec 000 section 5): all fields required, new ones match, server messages for 9 s. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<Values>();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // Old-password and password messages, shown for 9 s (spec 001 sections 8 and 9).
  const showServerErrors = (error: unknown) => {
    const message = messageFor(error, 'changePassword');
    setServerErrors(catalogueText(message, t).split('\n'));
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setServerErrors([]), message.durationMs);
  };

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (values.password !== values.password2) {
      form.setFields([{ name: 'password2', errors: [t('account.passwordsNotMatchingWarning')] }]);
      return;
    }
    setBusy(true);
    try {
      await accountApi.changePassword(values);
      snackbar.success(t('changePassword.done'));
      form.resetFields();
      onClose();
    } catch (error) {
      showServerErrors(error);
    } finally {
      setBusy(false);
    }
  };

  const required = [{ required: true, message: t('changePassword.completeAllFieldsWarning') }];
  return (
    <Modal
      open={open}
      title={t('changePassword.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('changePassword.submit')}
      confirmLoading={busy}
      destroyOnHidden
    >
      {serverErrors.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 16, whiteSpace: 'pre-line' }} title={serverErrors.join('\n')} />
      )}
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="old_password" label={t('changePassword.current')} rules={required}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('account.newPassword')} rules={required}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="password2" label={t('account.confirmPassword')} rules={required}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
