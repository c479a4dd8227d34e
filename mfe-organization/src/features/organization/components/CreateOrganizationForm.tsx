import { ApartmentOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_NAME_MAX, organizationsApi } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { refreshAfterMembershipChange } from '../api/organizationQueries';
import { errorKey } from '../state/errorKey';

/** With no organization: create one (name required); the user joins its root group. */
export function CreateOrganizationForm() {
  const { t } = useTranslation('organization');
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem('validation.organizationNameRequired');
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const created = await organizationsApi.create({ name: trimmed });
      snackbar.success(t('create.created', { name: created.name }));
      await refreshAfterMembershipChange(client);
    } catch (error) {
      setProblem(errorKey(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card style={{ maxWidth: 520 }}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        <ApartmentOutlined /> {t('create.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('create.intro')}</Typography.Paragraph>
      <Form
        layout="vertical"
        onFinish={() => void submit()}
        requiredMark
      >
        <Form.Item
          label={t('create.name')}
          htmlFor={id}
          required
          validateStatus={problem?.startsWith('validation.') ? 'error' : undefined}
          help={problem?.startsWith('validation.') ? t(problem) : undefined}
        >
          <Input id={id} value={name} maxLength={ORGANIZATION_NAME_MAX} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        {problem && !problem.startsWith('validation.') && <Alert type="error" showIcon title={t(problem)} role="alert" style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('create.submit')}
        </Button>
      </Form>
    </Card>
  );
}
