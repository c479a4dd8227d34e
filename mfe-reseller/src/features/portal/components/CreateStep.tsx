import { useState, type FormEvent } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, catalogueText, LICENSE_TEXT_MAX, messageFor, type LicenseKey, type Reseller } from 'shared-core';
import { useCreateLicenseKey } from '../api/useLicenseKeyMutations';
import { NODE_KEY_EXAMPLE, nodeKeyProblem, normalizeNodeKey, type NodeKeyProblem } from '../state/nodeKey';
import { MONO } from './mono';

const PROBLEM_KEYS: Record<NodeKeyProblem, string> = {
  required: 'dialog.errors.nodeKeyRequired',
  characters: 'dialog.errors.nodeKeyCharacters',
  format: 'dialog.errors.nodeKeyFormat',
};

/**
 * Step 1 of the license-key dialog: node key (upper-cased as typed, checked before sending),
 * customer and description. With no keys remaining the step says so and cannot create. A
 * refused create shows the server's first node_key message in red under the node key (spec 001
 * section 8), in the user's language when it is "no keys remain".
 */
export function CreateStep({ reseller, onCreated, onCancel }: { reseller: Reseller; onCreated: (key: LicenseKey) => void; onCancel: () => void }) {
  const { t } = useTranslation('reseller');
  const create = useCreateLicenseKey(reseller.id);
  const [nodeKey, setNodeKey] = useState('');
  const [customer, setCustomer] = useState('');
  const [description, setDescription] = useState('');
  const [checked, setChecked] = useState(false);

  const problem = nodeKeyProblem(nodeKey);
  const canCreate = reseller.remaining_keys > 0;
  const error = create.error;
  const fields = error instanceof ApiError ? error.fields : {};
  const serverNodeKey =
    error instanceof ApiError && error.code === 'noRemainingKeys'
      ? t('remaining.none')
      : fields.node_key
        ? catalogueText(messageFor(error, 'licenseKeyCreate'), t)
        : undefined;
  const otherError = error && !serverNodeKey && !fields.customer_name && !fields.description ? catalogueText(messageFor(error, 'licenseKeyCreate'), t) : undefined;
  const nodeKeyHelp = checked && problem ? t(PROBLEM_KEYS[problem], { example: NODE_KEY_EXAMPLE }) : serverNodeKey;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || !canCreate || create.isPending) return;
    create.mutate({ node_key: nodeKey, customer_name: customer.trim(), description: description.trim() }, { onSuccess: onCreated });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('dialog.steps.create')}>
      <Typography.Paragraph type={canCreate ? 'secondary' : 'danger'} role={canCreate ? undefined : 'alert'} data-testid="dialog-remaining">
        {canCreate ? t('dialog.spends', { remaining: reseller.remaining_keys }) : t('remaining.none')}
      </Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Form.Item
          label={t('dialog.nodeKey')}
          htmlFor="license-node-key"
          required
          validateStatus={nodeKeyHelp ? 'error' : undefined}
          help={nodeKeyHelp ?? t('dialog.nodeKeyHint', { example: NODE_KEY_EXAMPLE })}
        >
          <Input
            id="license-node-key"
            autoFocus
            autoComplete="off"
            spellCheck={false}
            value={nodeKey}
            placeholder={NODE_KEY_EXAMPLE}
            style={{ ...MONO, maxWidth: 200 }}
            onChange={(event) => {
              setNodeKey(normalizeNodeKey(event.target.value));
              if (create.isError) create.reset();
            }}
            onBlur={() => nodeKey && setChecked(true)}
          />
        </Form.Item>
        <Form.Item
          label={t('dialog.customer')}
          htmlFor="license-customer"
          validateStatus={fields.customer_name ? 'error' : undefined}
          help={fields.customer_name?.[0]}
        >
          <Input id="license-customer" value={customer} maxLength={LICENSE_TEXT_MAX} onChange={(event) => setCustomer(event.target.value)} />
        </Form.Item>
        <Form.Item
          label={t('dialog.description')}
          htmlFor="license-description"
          validateStatus={fields.description ? 'error' : undefined}
          help={fields.description?.[0]}
        >
          <Input
            id="license-description"
            value={description}
            maxLength={LICENSE_TEXT_MAX}
            placeholder={t('dialog.descriptionPlaceholder')}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Form.Item>
      </Form>
      {otherError && (
        <Typography.Paragraph type="danger" role="alert">
          {otherError}
        </Typography.Paragraph>
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={onCancel}>{t('common:cancel')}</Button>
        <Button type="primary" htmlType="submit" disabled={!canCreate} loading={create.isPending}>
          {t('dialog.create')}
        </Button>
      </div>
    </form>
  );
}
