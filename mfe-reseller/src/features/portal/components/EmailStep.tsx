import { useState, type FormEvent } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, type LicenseKey, type Reseller } from 'shared-core';
import { useEmailLicenseKey } from '../api/useLicenseKeyMutations';
import { licenseEmailProblems } from '../state/licenseEmail';
import { LicenseKeyValue } from './LicenseKeyValue';

const EMAIL_PROBLEM_KEYS = { required: 'dialog.errors.emailRequired', atSign: 'dialog.errors.emailAtSign' } as const;

/**
 * Step 2 of the license-key dialog: the new key, and an e-mail to the customer with a message
 * written for them (editable). The address must be non-empty with an at-sign and the message
 * non-empty (spec 001 section 5); the server queues the mail. Skipping leads to done as well.
 */
export function EmailStep({
  reseller,
  licenseKey,
  onMailed,
  onSkip,
}: {
  reseller: Reseller;
  licenseKey: LicenseKey;
  onMailed: (to: string) => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation('reseller');
  const send = useEmailLicenseKey(reseller.id);
  const [email, setEmail] = useState('');
  const [content, setContent] = useState(() =>
    t('dialog.emailTemplate', {
      greeting: licenseKey.customer_name ? t('dialog.greetingNamed', { customer: licenseKey.customer_name }) : t('dialog.greeting'),
      licenseKey: licenseKey.license_key,
      nodeKey: licenseKey.node_key,
      reseller: reseller.name,
    }),
  );
  const [checked, setChecked] = useState(false);

  const problems = licenseEmailProblems({ email, content });
  const fields = send.error instanceof ApiError ? send.error.fields : {};
  const emailHelp = checked && problems.email ? t(EMAIL_PROBLEM_KEYS[problems.email]) : fields.email?.[0];
  const contentHelp = checked && problems.content ? t('dialog.errors.contentRequired') : fields.content?.[0];
  const otherError = send.error && !fields.email && !fields.content ? t('dialog.sendFailed') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.email || problems.content || send.isPending) return;
    const to = email.trim();
    send.mutate({ email: to, content }, { onSuccess: () => onMailed(to) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('dialog.steps.email')}>
      <Typography.Paragraph>{t('dialog.created')}</Typography.Paragraph>
      <div style={{ marginBottom: 16 }}>
        <LicenseKeyValue licenseKey={licenseKey.license_key} revealed />
      </div>
      <Form layout="vertical" component={false}>
        <Form.Item label={t('dialog.email')} htmlFor="license-email" required validateStatus={emailHelp ? 'error' : undefined} help={emailHelp}>
          <Input
            id="license-email"
            type="email"
            autoFocus
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (send.isError) send.reset();
            }}
            onBlur={() => email && setChecked(true)}
          />
        </Form.Item>
        <Form.Item label={t('dialog.content')} htmlFor="license-content" required validateStatus={contentHelp ? 'error' : undefined} help={contentHelp}>
          <Input.TextArea id="license-content" value={content} autoSize={{ minRows: 6, maxRows: 12 }} onChange={(event) => setContent(event.target.value)} />
        </Form.Item>
      </Form>
      {otherError && (
        <Typography.Paragraph type="danger" role="alert">
          {otherError}
        </Typography.Paragraph>
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={onSkip} disabled={send.isPending}>
          {t('dialog.skip')}
        </Button>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t('dialog.send')}
        </Button>
      </div>
    </form>
  );
}
