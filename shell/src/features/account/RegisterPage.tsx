import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { accountApi, ApiError, brand, catalogueText, messageFor } from 'shared-core';
import { PrivacyText, TermsText } from '../terms';
import { AuthCard } from './AuthCard';
import { confirmRules, newPasswordRules } from './passwordRules';

interface RegisterValues {
  email: string;
  password: string;
  confirm: string;
  terms: boolean;
  privacy?: boolean;
}

type Outcome = { kind: 'created' } | { kind: 'resent' } | { kind: 'failed'; lines: string[] };

/** Sign-up (spec 000 sections 4 and 5): form, then created with check-email, or the server's errors. */
export function RegisterPage() {
  const { t } = useTranslation('shell');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reading, setReading] = useState<'terms' | 'privacy' | null>(null);

  const submit = async ({ email, password }: RegisterValues) => {
    setBusy(true);
    setOutcome(null);
    const address = email.trim();
    try {
      // The form cannot be sent without both boxes ticked: the terms are accepted here, once.
      await accountApi.register({ email: address, username: address, password, accepted_terms: true });
      setOutcome({ kind: 'created' });
    } catch (error) {
      // An account that exists but was never activated: send its activation e-mail again.
      if (error instanceof ApiError && error.status === 400 && error.fields.username && !error.fields.email) {
        try {
          await accountApi.resendActivation(address);
          setOutcome({ kind: 'resent' });
          return;
        } catch {
          // fall through to the generic message
        }
      }
      setOutcome({ kind: 'failed', lines: catalogueText(messageFor(error, 'registration'), t).split('\n') });
    } finally {
      setBusy(false);
    }
  };

  if (outcome?.kind === 'created' || outcome?.kind === 'resent') {
    return (
      <AuthCard title={t('account.registerTitle')} footer={<Link to="/login">{t('account.backToLogin')}</Link>}>
        <Alert
          type="success"
          showIcon
          title={outcome.kind === 'created' ? t('account.regAccountCreated') : t('account.regActivationResent')}
          description={t('account.regCheckEmail')}
        />
      </AuthCard>
    );
  }

  const mustAccept = (message: string) => ({
    validator: (_: unknown, value: boolean) => (value ? Promise.resolve() : Promise.reject(new Error(message))),
  });

  return (
    <AuthCard title={t('account.registerTitle')} footer={<Link to="/login">{t('account.haveAccount')}</Link>}>
      {outcome?.kind === 'failed' && (
        <Alert type="error" showIcon style={{ marginBottom: 16, whiteSpace: 'pre-line' }} title={outcome.lines.join('\n')} />
      )}
      <Form<RegisterValues> layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
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
        <Form.Item name="password" label={t('account.password')} rules={newPasswordRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={t('account.confirmPassword')} dependencies={['password']} rules={confirmRules(t, 'password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="terms" valuePropName="checked" rules={[mustAccept(t('account.regTermsRequired'))]} extra={<ReadLink onClick={() => setReading('terms')}>{t('account.readTerms')}</ReadLink>}>
          <Checkbox>{t('account.acceptTerms')}</Checkbox>
        </Form.Item>
        {brand.capabilities.privacyOnRegister && (
          <Form.Item name="privacy" valuePropName="checked" rules={[mustAccept(t('account.regPrivacyRequired'))]} extra={<ReadLink onClick={() => setReading('privacy')}>{t('account.readPrivacy')}</ReadLink>}>
            <Checkbox>{t('account.acceptPrivacy')}</Checkbox>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('account.createAccount')}
        </Button>
      </Form>
      <Modal
        open={reading !== null}
        title={reading === 'privacy' ? t('privacy.title') : t('terms.title')}
        onCancel={() => setReading(null)}
        footer={
          <Button type="primary" onClick={() => setReading(null)}>
            {t('common:close')}
          </Button>
        }
      >
        {reading === 'privacy' ? <PrivacyText /> : <TermsText />}
      </Modal>
    </AuthCard>
  );
}

/** Opens a text the box accepts, in a dialog: the form keeps what was typed. */
function ReadLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onClick}>
      {children}
    </Button>
  );
}
