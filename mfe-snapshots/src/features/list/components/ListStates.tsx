import { Button, Empty, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function ListLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }} role="status">
      <Spin size="large" />
    </div>
  );
}

/** Load error: the undefined-error text, the detail and a refresh link (spec 000 section 2). */
export function ListError({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  const { t } = useTranslation('snapshots');
  return (
    <Result
      status="error"
      title={t('list.undefinedError')}
      subTitle={detail}
      extra={
        <Button type="link" onClick={onRetry}>
          {t('list.refresh')}
        </Button>
      }
    />
  );
}

/** No snapshot matches: a short guide, or a hint to clear filters. */
export function ListEmpty({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  const { t } = useTranslation('snapshots');
  return (
    <Empty
      description={filtered ? t('list.noMatch') : t('list.noSnapshotsGuide')}
      style={{ padding: 48 }}
    >
      {filtered && <Button onClick={onReset}>{t('chips.clearAll')}</Button>}
    </Empty>
  );
}
