import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { accountApi, catalogueText, messageFor } from 'shared-core';
import { AuthCard } from './AuthCard';

/** How long the sent notice stays (spec 000 section 4, password reset). */
export const RESET_NOTICE_MS = 10_000;

/** /password_reset: request a reset e-mail; the button stays disabled for the address just used. */
export function PasswordResetPage() {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<{ email: string }>();
  const email = (Form.useWatch('email', form) ?? '').trim();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [noticeVisible, setNoticeVisible] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!noticeVisible) return undefined;
    const timer = setTimeout(() => setNoticeVisible(false), RESET_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [noticeVisible, sentTo]);

  const submit = async ({ email: value }: { email: string }) => {
    const address = value.trim();
    setBusy(true);
    setErrors([]);
    try {
      await accountApi.requestPasswordReset(address);
      setSentTo(address);
      setNoticeVisible(true);
    } catch (error) {
      setErrors(catalogueText(messageFor(error, 'passwordReset'), t).split('\n'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('account.resetTitle')} footer={<Link to="/login">{t('account.backToLogin')}</Link>}>
      {noticeVisible && sentTo && (
        <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('account.resetSent', { email: sentTo })} />
      )}
      {errors.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16, whiteSpace: 'pre-line' }} title={errors.join('\n')} />}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="email"
          label={t('account.email')}
          rules={[
            { required: true, whitespace: true, message: t('account.emailRequired') },
            { type: 'email', message: t('account.emailInvalid') },
          ]}
        >
          <Input autoComplete="email" inputMode="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} disabled={sentTo !== null && email === sentTo}>
          {t('account.resetSend')}
        </Button>
      </Form>
    </AuthCard>
  );
}
