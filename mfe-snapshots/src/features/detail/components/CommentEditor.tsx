import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_MS } from 'shared-core';

type Outcome = 'saved' | 'failed' | null;

/**
 * The comment (spec 000 sections 2 and 5): save is disabled while the text is unchanged;
 * "changes saved" or "failed" shows for 3 s. Demo users cannot save comments (section 6).
 */
export function CommentEditor({ comments, isDemo, onSave }: { comments: string; isDemo: boolean; onSave: (text: string) => Promise<unknown> }) {
  const { t } = useTranslation('snapshots');
  const [text, setText] = useState(comments);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const show = (next: Outcome) => {
    setOutcome(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), SNACKBAR_MS.default);
  };
  const save = async () => {
    setSaving(true);
    try {
      await onSave(text);
      show('saved');
    } catch {
      show('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {isDemo && <Alert type="info" showIcon title={t('detail.comment.demo')} />}
      <Input.TextArea aria-label={t('detail.comment.field')} value={text} autoSize={{ minRows: 3, maxRows: 10 }} onChange={(e) => setText(e.target.value)} />
      <Space>
        <Button type="primary" disabled={isDemo || text === comments} loading={saving} onClick={() => void save()}>
          {t('detail.save')}
        </Button>
        {outcome && (
          <Typography.Text type={outcome === 'saved' ? 'success' : 'danger'} role="status">
            {outcome === 'saved' ? t('detail.changesSaved') : t('detail.saveFailed')}
          </Typography.Text>
        )}
      </Space>
    </Space>
  );
}
