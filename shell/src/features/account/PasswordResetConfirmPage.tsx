import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { accountApi, ApiError } from 'shared-core';
import { AuthCard } from './AuthCard';
import { confirmRules, newPasswordRules } from './passwordRules';
import { serverMessages } from './serverMessages';

/** Whether the server refused the link itself (uid or token), not the new password. */
function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && ('token' in error.fields || 'uid' in error.fields);
}

/** /password/reset/confirm/{uid}/{token}: choose a new password (8 characters, confirmed). */
export function PasswordResetConfirmPage() {
  const { t } = useTranslation('shell');
  const { uid = '', token = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async ({ password }: { password: string; confirm: string }) => {
    setBusy(true);
    setErrors([]);
    try {
      await accountApi.confirmPasswordReset({ uid, token, new_password: password });
      setDone(true);
    } catch (error) {
      if (isInvalidLink(error)) setErrors([t('account.pwInvalidLink')]);
      else {
        const lines = serverMessages(error);
        setErrors(lines.length ? lines : [t('account.resetFailed')]);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('account.resetConfirmTitle')} footer={<Link to="/login">{t('account.backToLogin')}</Link>}>
      {done ? (
        <Alert type="success" showIcon title={t('account.passwordChanged')} />
      ) : (
        <>
          {errors.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16, whiteSpace: 'pre-line' }} title={errors.join('\n')} />}
          <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
            <Form.Item name="password" label={t('account.newPassword')} rules={newPasswordRules(t)}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="confirm" label={t('account.confirmPassword')} dependencies={['password']} rules={confirmRules(t, 'password')}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('account.setPassword')}
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
