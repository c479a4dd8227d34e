import { Alert, Button, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVideoExport } from './useVideoExport';

/** Video export (spec 000 section 4): idle, exporting, heatmap (progress, time left), encode, done (link), fail. */
export function VideoExport({ snapshotId }: { snapshotId: number }) {
  const { t } = useTranslation('snapshots');
  const { state, start } = useVideoExport(snapshotId);
  const busy = state.phase === 'exporting' || state.phase === 'heatmap' || state.phase === 'encode';
  const percent = Math.round(state.progress * 100);
  return (
    <div data-testid="video-export" style={{ display: 'grid', gap: 8 }}>
      <Space wrap>
        <Button onClick={() => void start()} loading={busy} disabled={busy}>
          {t('video.export.start')}
        </Button>
        {state.phase === 'exporting' && <span>{t('video.export.exporting')}</span>}
        {state.phase === 'heatmap' && (
          <span>
            {t('video.export.heatmap', { percent })}
            {state.remainingS !== null && ` · ${t('video.export.remaining', { seconds: Math.ceil(state.remainingS) })}`}
          </span>
        )}
        {state.phase === 'encode' && <span>{t('video.export.encode', { percent })}</span>}
      </Space>
      {(state.phase === 'heatmap' || state.phase === 'encode') && <Progress percent={percent} size="small" />}
      {state.phase === 'done' && state.url && (
        <Alert
          type="success"
          showIcon
          title={t('video.export.done')}
          action={
            <a href={state.url} download>
              {t('video.export.download')}
            </a>
          }
        />
      )}
      {state.phase === 'fail' && <Alert type="error" showIcon title={t('video.export.fail')} />}
    </div>
  );
}
