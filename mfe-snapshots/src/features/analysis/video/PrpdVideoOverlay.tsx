import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsApi, type PrpdVideoFile } from 'shared-core';
import { JET } from 'shared-ui';
import { analysisQueries } from '../api/analysisQueries';
import { formatSeconds } from '../components/units';
import { OVERLAY_BOX } from './RealtimeOverlay';

/** Pixels per histogram bin. */
const BIN_PX = 3;

/** Index of the PRPD video frame shown at video time `timeS` (frame k covers the time up to k / fps). */
export function prpdFrameAt(video: Pick<PrpdVideoFile, 'fps' | 'frames'>, timeS: number): number {
  if (video.frames === 0) return -1;
  return Math.min(video.frames, Math.max(1, Math.ceil(timeS * video.fps - 1e-9))) - 1;
}

/** The largest bin count of the whole video, so colours mean the same in every frame. */
function maxCount(video: PrpdVideoFile): number {
  let max = 0;
  for (const frame of video.data) for (const row of frame.counts) for (const count of row) if (count > max) max = count;
  return max;
}

/** Draws one frame: phase across, level up, bins coloured by count (jet, over the video's maximum). */
function drawFrame(canvas: HTMLCanvasElement, video: PrpdVideoFile, index: number, max: number) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { xSize, ySize } = video;
  ctx.fillStyle = '#141414';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // Quarter-cycle grid lines (90°, 180°, 270°).
  ctx.fillStyle = 'rgba(255,255,255,0.18)';
  for (let q = 1; q < 4; q += 1) ctx.fillRect(Math.round((q * xSize * BIN_PX) / 4), 0, 1, canvas.height);
  const frame = video.data[index];
  if (!frame || max === 0) return;
  for (let y = 0; y < ySize; y += 1) {
    const row = frame.counts[y] ?? [];
    for (let x = 0; x < xSize; x += 1) {
      const count = row[x] ?? 0;
      if (count === 0) continue;
      const c = Math.min(255, Math.round(64 + (191 * count) / max)) * 3;
      ctx.fillStyle = `rgb(${JET[c]},${JET[c + 1]},${JET[c + 2]})`;
      ctx.fillRect(x * BIN_PX, (ySize - 1 - y) * BIN_PX, BIN_PX, BIN_PX);
    }
  }
}

export interface PrpdVideoOverlayProps {
  snapshotId: number;
  /** Video time, s. */
  timeS: number;
  /** Take the width of the parent (phones, under the video) instead of floating at a fixed size. */
  fluid?: boolean;
}

/**
 * The PRPD video overlay (spec 000 section 2 cards, section 3 "PRPD video"): asks the server for
 * the snapshot's PRPD video (a `prpd-pattern` task), shows its progress, then draws the pattern
 * of the second before the video time, following the video.
 */
export function PrpdVideoOverlay({ snapshotId, timeS, fluid = false }: PrpdVideoOverlayProps) {
  const { t, i18n } = useTranslation('snapshots');
  const queryClient = useQueryClient();
  const task = useQuery(analysisQueries.prpdVideo(snapshotId));
  const frames = useQuery(analysisQueries.prpdVideoFrames(snapshotId, task.data?.status === 'done' ? task.data.url : null));
  const canvas = useRef<HTMLCanvasElement>(null);
  const video = frames.data;
  const max = useMemo(() => (video ? maxCount(video) : 0), [video]);
  const index = video ? prpdFrameAt(video, timeS) : -1;

  useEffect(() => {
    if (video && canvas.current) drawFrame(canvas.current, video, index, max);
  }, [video, index, max]);

  const retry = async () => {
    queryClient.setQueryData(analysisQueries.prpdVideo(snapshotId).queryKey, await analyticsApi.prpdVideo(snapshotId, { force: true }).catch(() => task.data));
  };

  const failed = task.isError || task.data?.status === 'error' || frames.isError;
  let body;
  if (failed) {
    body = (
      <>
        <span role="alert">{t('video.prpd.failed')}</span>
        <Button size="small" onClick={() => void retry()}>
          {t('detail.retry')}
        </Button>
      </>
    );
  } else if (!video) {
    body = (
      <>
        <span>{t('video.prpd.preparing')}</span>
        <Progress
          percent={Math.round((task.data?.progress ?? 0) * 100)}
          size="small"
          strokeColor="#fa8c16"
          format={(percent) => <span style={{ color: '#fff' }}>{`${percent ?? 0}%`}</span>}
        />
      </>
    );
  } else {
    const frame = video.data[index];
    const time = formatSeconds(frame?.timeS ?? 0, i18n.language);
    body = (
      <>
        <canvas
          ref={canvas}
          width={video.xSize * BIN_PX}
          height={video.ySize * BIN_PX}
          role="img"
          aria-label={t('video.prpd.frameLabel', { time })}
          data-frame={index}
          style={{ display: 'block', width: fluid ? '100%' : video.xSize * BIN_PX, maxWidth: '100%', imageRendering: 'pixelated' }}
        />
        <div style={{ display: 'flex', justifyContent: 'space-between', opacity: 0.8 }}>
          <span>0°</span>
          <span>180°</span>
          <span>360°</span>
        </div>
        <span>{t('video.prpd.levelRange', { low: Math.round(video.yRangeDb[0]), high: Math.round(video.yRangeDb[1]) })}</span>
        <span data-testid="prpd-video-pulses">{t('video.prpd.pulses', { count: frame?.pulses ?? 0 })}</span>
      </>
    );
  }

  return (
    <div
      data-testid="prpd-video-overlay"
      style={{ ...OVERLAY_BOX, width: fluid ? undefined : 72 * BIN_PX + 24 }}
    >
      <Typography.Text style={{ color: '#fff' }} strong>
        {t('video.prpd.title')}
      </Typography.Text>
      {body}
    </div>
  );
}
