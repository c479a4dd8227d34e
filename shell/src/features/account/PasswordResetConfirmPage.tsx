import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { accountApi, catalogueText, messageFor } from 'shared-core';
import { AuthCard } from './AuthCard';
import { confirmRules, newPasswordRules } from './passwordRules';

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
      // pwInvalidLink when the link itself was refused, else the server's messages (spec 001 section 8).
      setErrors(catalogueText(messageFor(error, 'passwordResetConfirm'), t).split('\n'));
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
