import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_DESCRIPTION_MAX, ORGANIZATION_NAME_MAX } from 'shared-core';
import { errorKey } from '../state/errorKey';

/**
 * A dialog that runs `onSubmit`, closes when it succeeds, and shows why when it fails (in the
 * user's language). `validate` answers a message key for bad input, checked before the call.
 */
function ActionDialog({
  title,
  okText,
  onSubmit,
  onClose,
  validate,
  children,
}: {
  title: ReactNode;
  okText: string;
  onSubmit: () => Promise<unknown>;
  onClose: () => void;
  validate?: () => string | null;
  children: (problem: string | null) => ReactNode;
}) {
  const { t } = useTranslation('organization');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const invalid = validate?.() ?? null;
    setProblem(invalid);
    setFailure(null);
    if (invalid) return;
    setBusy(true);
    try {
      await onSubmit();
      onClose();
    } catch (error) {
      setFailure(errorKey(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div" onKeyDown={(e) => e.key === 'Enter' && (e.target as Element).tagName === 'INPUT' && void submit()}>
        {children(problem ? t(problem) : null)}
      </Form>
      {failure && <Alert type="error" showIcon title={t(failure)} role="alert" />}
    </Modal>
  );
}

/** Create a subgroup, or edit a group's name and description (name required). */
export function GroupFormDialog({
  mode,
  groupName,
  initial,
  onSubmit,
  onClose,
}: {
  mode: 'create' | 'edit';
  /** The group being edited, or the parent of the new one. */
  groupName: string;
  initial: { name: string; description: string };
  onSubmit: (values: { name: string; description: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('organization');
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const id = useId();
  return (
    <ActionDialog
      title={
        <>
          {mode === 'create' ? t('groupForm.createTitle') : t('groupForm.editTitle')}
          <Typography.Text type="secondary" style={{ display: 'block', fontWeight: 'normal', fontSize: 13 }}>
            {groupName}
          </Typography.Text>
        </>
      }
      okText={mode === 'create' ? t('groupForm.create') : t('groupForm.save')}
      validate={() => (name.trim() ? null : 'validation.groupNameRequired')}
      onSubmit={() => onSubmit({ name: name.trim(), description: description.trim() })}
      onClose={onClose}
    >
      {(problem) => (
        <>
          <Form.Item label={t('groupForm.name')} htmlFor={`${id}-name`} required validateStatus={problem ? 'error' : undefined} help={problem}>
            <Input id={`${id}-name`} autoFocus value={name} maxLength={ORGANIZATION_NAME_MAX} onChange={(e) => setName(e.target.value)} />
          </Form.Item>
          <Form.Item label={t('groupForm.description')} htmlFor={`${id}-description`}>
            <Input.TextArea id={`${id}-description`} value={description} maxLength={GROUP_DESCRIPTION_MAX} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(e) => setDescription(e.target.value)} />
          </Form.Item>
        </>
      )}
    </ActionDialog>
  );
}

/** Invite an e-mail address into a group; `check` answers the problem key of an address, if any. */
export function InviteDialog({
  groupName,
  check,
  onSubmit,
  onClose,
}: {
  groupName: string;
  check: (email: string) => string | null;
  onSubmit: (email: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('organization');
  const [email, setEmail] = useState('');
  const id = useId();
  return (
    <ActionDialog
      title={t('inviteForm.title', { group: groupName })}
      okText={t('inviteForm.send')}
      validate={() => check(email)}
      onSubmit={() => onSubmit(email.trim())}
      onClose={onClose}
    >
      {(problem) => (
        <Form.Item label={t('inviteForm.email')} htmlFor={id} required validateStatus={problem ? 'error' : undefined} help={problem ?? t('inviteForm.hint')}>
          <Input id={id} autoFocus type="email" inputMode="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Form.Item>
      )}
    </ActionDialog>
  );
}

/** Choose one option (a target group, a user, a camera) and run `onSubmit` with it; a choice is required. */
export function PickDialog({
  title,
  label,
  placeholder,
  requiredKey,
  okText,
  options,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  placeholder: string;
  requiredKey: string;
  okText: string;
  options: { value: number; label: string }[];
  onSubmit: (value: number) => Promise<unknown>;
  onClose: () => void;
}) {
  const [value, setValue] = useState<number | undefined>();
  const id = useId();
  return (
    <ActionDialog
      title={title}
      okText={okText}
      validate={() => (value === undefined ? requiredKey : null)}
      onSubmit={() => onSubmit(value!)}
      onClose={onClose}
    >
      {(problem) => (
        <Form.Item label={label} htmlFor={id} required validateStatus={problem ? 'error' : undefined} help={problem}>
          <Select
            id={id}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={placeholder}
            value={value}
            onChange={setValue}
            options={options}
          />
        </Form.Item>
      )}
    </ActionDialog>
  );
}

/** How groups, users and cameras relate, with a small example (spec 001 section 2). */
export function ExampleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('organization');
  const lines = ['root', 'child', 'grandchild'] as const;
  return (
    <Modal open title={t('example.title')} onCancel={onClose} onOk={onClose} okText={t('example.close')} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
      <Typography.Paragraph>{t('example.intro')}</Typography.Paragraph>
      <ul aria-label={t('example.treeLabel')} style={{ listStyle: 'none', padding: 12, margin: '0 0 16px', background: 'rgba(0,0,0,0.04)', borderRadius: 8 }}>
        {lines.map((line, i) => (
          <li key={line} style={{ display: 'flex', gap: 6, paddingInlineStart: i * 18, lineHeight: 1.6 }}>
            <span aria-hidden style={{ flex: 'none', width: 14 }}>
              {i ? '└' : '■'}
            </span>
            <span>{t(`example.tree.${line}`)}</span>
          </li>
        ))}
      </ul>
      <Typography.Paragraph>{t('example.users')}</Typography.Paragraph>
      <Typography.Paragraph>{t('example.cameras')}</Typography.Paragraph>
      <Typography.Paragraph>{t('example.rights')}</Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('example.invitations')}</Typography.Paragraph>
    </Modal>
  );
}
