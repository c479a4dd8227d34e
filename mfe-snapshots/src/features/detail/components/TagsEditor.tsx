import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'shared-ui';
import { addTags } from '../state/validation';

/**
 * Tags of the snapshot (spec 000 sections 3 and 5): typed text is NFC-normalised and split on
 * spaces, duplicates are refused; every change is saved at once (demo users: in the page only).
 */
export function TagsEditor({ tags, onSave }: { tags: string[]; onSave: (tags: string[]) => Promise<unknown> }) {
  const { t } = useTranslation('snapshots');
  const snackbar = useSnackbar();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (next: string[]) => {
    setSaving(true);
    try {
      await onSave(next);
      return true;
    } catch {
      snackbar.error(t('detail.saveFailed'));
      return false;
    } finally {
      setSaving(false);
    }
  };
  const add = async () => {
    const result = addTags(tags, typed);
    setError(result.error);
    if (result.error) return;
    if (await save(result.tags)) setTyped('');
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {tags.length ? (
        <div data-testid="detail-tags" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {tags.map((tag) => (
            <Tag
              key={tag}
              closable
              closeIcon={<span aria-label={t('detail.tags.remove', { tag })}>×</span>}
              onClose={(event) => {
                event.preventDefault();
                void save(tags.filter((x) => x !== tag));
              }}
            >
              {tag}
            </Tag>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.tags.none')} />
      )}
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={t('detail.tags.field')}
          placeholder={t('detail.tags.placeholder')}
          value={typed}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(null);
          }}
          onPressEnter={() => void add()}
        />
        <Button icon={<PlusOutlined />} loading={saving} onClick={() => void add()}>
          {t('detail.tags.add')}
        </Button>
      </Space.Compact>
      {error && (
        <Typography.Text type="danger" role="alert">
          {t(`detail.${error}`)}
        </Typography.Text>
      )}
    </Space>
  );
}
