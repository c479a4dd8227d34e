import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LABEL_MAX } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { labelError } from '../state/validation';

/** The label with an edit mode (at most 2048 characters, spec 000 section 5). */
export function LabelEditor({ label, onSave }: { label: string; onSave: (text: string) => Promise<unknown> }) {
  const { t } = useTranslation('snapshots');
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(label);
  const [saving, setSaving] = useState(false);
  const error = labelError(text);

  if (!editing)
    return (
      <Space align="start">
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }} data-testid="detail-label">
          {label || t('detail.label.empty')}
        </Typography.Text>
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={t('detail.label.edit')}
          onClick={() => {
            setText(label);
            setEditing(true);
          }}
        />
      </Space>
    );

  const save = async () => {
    setSaving(true);
    try {
      await onSave(text);
      setEditing(false);
      snackbar.success(t('detail.changesSaved'));
    } catch {
      snackbar.error(t('detail.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={4}>
      <Input.TextArea
        aria-label={t('detail.label.field')}
        value={text}
        autoSize={{ minRows: 1, maxRows: 4 }}
        status={error ? 'error' : undefined}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          if (!error) void save();
        }}
      />
      <Typography.Text type={error ? 'danger' : 'secondary'} role={error ? 'alert' : undefined}>
        {error ? t(`detail.${error}`, { max: LABEL_MAX }) : t('detail.label.count', { length: text.length, max: LABEL_MAX })}
      </Typography.Text>
      <Space>
        <Button type="primary" size="small" disabled={!!error || text === label} loading={saving} onClick={() => void save()}>
          {t('detail.save')}
        </Button>
        <Button size="small" onClick={() => setEditing(false)}>
          {t('detail.cancel')}
        </Button>
      </Space>
    </Space>
  );
}
