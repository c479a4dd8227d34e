import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { analysisEditsApi, analysisKindFor, HEATMAP_CANVAS, roundAnalysisTime, useSnapshotTools, videoApi, type SnapshotDetail } from 'shared-core';
import { useIsPhone, useSnackbar } from 'shared-ui';
import { analysisQueries } from '../api/analysisQueries';
import { markTimes } from './overlayMarks';
import { PrpdVideoOverlay } from './PrpdVideoOverlay';
import { RealtimeOverlay } from './RealtimeOverlay';
import { VideoExport } from './VideoExport';
import { TIMELINE_ROW_PX, VideoPlayer } from './VideoPlayer';
import { readinessOf } from './videoReadiness';

export interface VideoSectionProps {
  snapshot: SnapshotDetail;
  isDemo: boolean;
  /** The time the analyses ran at, s. */
  analysisTimeS: number;
  /** Re-run the analyses at a time ("update"). */
  onAnalyseAt: (timeS: number) => void;
  onSaved?: (detail: SnapshotDetail) => void;
}

/** The video area (spec 000 sections 2 and 4): readiness, playback with the overlay, update, set as default, export. */
export function VideoSection({ snapshot, isDemo, analysisTimeS, onAnalyseAt, onSaved }: VideoSectionProps) {
  const { t } = useTranslation('snapshots');
  const queryClient = useQueryClient();
  const id = snapshot.id;
  const readiness = useQuery({ ...analysisQueries.readiness(id), refetchInterval: (q) => (q.state.data?.status === 'preparing' ? 1000 : false) });
  const state = readinessOf(readiness);
  const [requesting, setRequesting] = useState(false);
  const snackbar = useSnackbar();

  const requestConversion = async () => {
    setRequesting(true);
    try {
      queryClient.setQueryData(analysisQueries.readiness(id).queryKey, await videoApi.requestConversion(id));
    } catch {
      snackbar.error(t('video.conversionFailed'));
    } finally {
      setRequesting(false);
    }
  };

  let body;
  if (state === 'loading') body = <VideoLoading />;
  else if (state === 'noVideo') body = <Alert type="info" showIcon title={t('video.noVideo')} />;
  else if (state === 'error') body = <Alert type="error" showIcon title={t('video.loadFailed')} />;
  else if (state === 'preparingVideo') body = <Alert type="info" showIcon icon={<Spin size="small" />} title={t('video.preparing')} />;
  else if (state === 'conversionNeeded')
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('video.conversionNeeded')}
        action={
          <Button size="small" loading={requesting} onClick={() => void requestConversion()}>
            {t('video.requestConversion')}
          </Button>
        }
      />
    );
  else body = <ReadyVideo snapshot={snapshot} isDemo={isDemo} analysisTimeS={analysisTimeS} onAnalyseAt={onAnalyseAt} onSaved={onSaved} />;

  return (
    <Card title={t('video.title')} size="small" data-testid="video-section" data-state={state}>
      {body}
    </Card>
  );
}

/** Height of a row of buttons under the video: antd's middle-size button. */
const CONTROL_ROW_PX = 32;
/** The gap between the video's rows. */
const ROW_GAP_PX = 8;

/**
 * While the video loads: the player's own box (its width and aspect) with the spinner in it and
 * the room of the rows under it (timeline; update and set as default; export where the edition
 * has it), so the sections below the video do not move when the frames arrive.
 */
function VideoLoading() {
  const { t } = useTranslation('snapshots');
  const rowsBelow = useSnapshotTools().videoExport ? 2 : 1;
  return (
    <div data-testid="video-loading" style={{ maxWidth: HEATMAP_CANVAS.width, paddingBottom: TIMELINE_ROW_PX + rowsBelow * (ROW_GAP_PX + CONTROL_ROW_PX) }}>
      <div style={{ aspectRatio: `${HEATMAP_CANVAS.width} / ${HEATMAP_CANVAS.height}`, display: 'grid', placeItems: 'center', background: '#fafafa' }}>
        <Spin description={t('video.loading')} />
      </div>
    </div>
  );
}

function ReadyVideo({ snapshot, isDemo, analysisTimeS, onAnalyseAt, onSaved }: VideoSectionProps) {
  const { t } = useTranslation('snapshots');
  const queryClient = useQueryClient();
  const id = snapshot.id;
  const frames = useQuery(analysisQueries.frames(id));
  const wav = useQuery(analysisQueries.wav(id));
  const series = useQuery(analysisQueries.realtime(id));
  const analysing = useIsFetching({ queryKey: analysisQueries.snapshot(id), predicate: (q) => ['leak', 'mech', 'pd'].includes(String(q.queryKey[3])) }) > 0;
  const [timeS, setTimeS] = useState(analysisTimeS);
  const [savedDefault, setSavedDefault] = useState<number | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const onTimeChange = useCallback((next: number) => setTimeS(next), []);
  const isPhone = useIsPhone();
  // One edition's desktop app hides video export and the PD details (spec 000 section 6).
  const tools = useSnapshotTools();
  const prpd = tools.pdDetails && analysisKindFor(snapshot.device_analysis_type) === 'pd';

  const setDefault = async () => {
    const rounded = roundAnalysisTime(timeS);
    setSaveFailed(false);
    if (!isDemo) {
      try {
        const detail = await analysisEditsApi.analysisTime(id, rounded);
        await queryClient.invalidateQueries({ queryKey: analysisQueries.snapshot(id) });
        onSaved?.(detail);
      } catch {
        setSaveFailed(true);
        return;
      }
    }
    onAnalyseAt(rounded);
    setSavedDefault(rounded);
  };

  if (frames.isPending) return <VideoLoading />;
  if (frames.isError) return <Alert type="error" showIcon title={t('video.loadFailed')} />;
  const duration = frames.data.durationS;

  return (
    <div style={{ display: 'grid', gap: ROW_GAP_PX }}>
      <div style={{ position: 'relative', maxWidth: HEATMAP_CANVAS.width }}>
        <VideoPlayer
          snapshot={snapshot}
          bfv={frames.data}
          audioUrl={wav.data?.url ?? null}
          timeS={timeS}
          onTimeChange={onTimeChange}
          marks={series.data ? markTimes(series.data.steps, duration) : []}
        />
        {series.data && !isPhone && (
          <div style={{ position: 'absolute', top: 8, right: 8 }}>
            <RealtimeOverlay series={series.data} timeS={timeS} currency={snapshot.meta.currency || 'USD'} gas={snapshot.meta.leak_type} />
          </div>
        )}
        {prpd && !isPhone && (
          <div style={{ position: 'absolute', top: 8, left: 8 }}>
            <PrpdVideoOverlay snapshotId={id} timeS={timeS} />
          </div>
        )}
      </div>
      {/* On a phone the overlays would hide the picture: they go under the video instead. */}
      {series.data && isPhone && <RealtimeOverlay series={series.data} timeS={timeS} currency={snapshot.meta.currency || 'USD'} gas={snapshot.meta.leak_type} />}
      {prpd && isPhone && <PrpdVideoOverlay snapshotId={id} timeS={timeS} fluid />}
      <Space wrap>
        <Button onClick={() => onAnalyseAt(timeS)}>{t('video.update')}</Button>
        <Button onClick={() => void setDefault()}>{t('video.setDefault')}</Button>
        <Typography.Text type="secondary" data-testid="analysis-time">
          {analysing ? t('video.analysing') : t('video.analysedAt', { time: analysisTimeS.toFixed(1) })}
        </Typography.Text>
        {savedDefault !== null && <Typography.Text type="success">{t('video.defaultSaved', { time: savedDefault.toFixed(1) })}</Typography.Text>}
      </Space>
      {saveFailed && <Alert type="error" showIcon title={t('analysis.saveFailed')} />}
      {tools.videoExport && <VideoExport snapshotId={id} />}
    </div>
  );
}
