import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Slider } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultDynamicRange, type SnapshotDetail, type VideoBfv } from 'shared-core';
import { HeatmapCanvas, heatmapViewFromMeta, type HeatmapRange } from 'shared-ui';
import { formatSeconds } from '../components/units';

export interface VideoPlayerProps {
  snapshot: SnapshotDetail;
  bfv: VideoBfv;
  /** Signed link to the recording as WAV; null plays silently. */
  audioUrl: string | null;
  timeS: number;
  onTimeChange: (timeS: number) => void;
  /** Times of the real-time analysis marks on the timeline. */
  marks: number[];
}

/** Index of the frame shown at a time: the nearest by time (frames are in time order). */
export function frameIndexAt(frames: readonly { time: number }[], timeS: number): number {
  let best = 0;
  for (let i = 1; i < frames.length; i += 1) if (Math.abs(frames[i]!.time - timeS) < Math.abs(frames[best]!.time - timeS)) best = i;
  return best;
}

/** The heatmap's colour range: the snapshot's dynamic range (or its default) up to the loudest level. */
export function videoRange(snapshot: SnapshotDetail, bfv: VideoBfv): HeatmapRange {
  let min = snapshot.level_range?.min ?? Infinity;
  let max = snapshot.level_range?.max ?? -Infinity;
  if (!snapshot.level_range) {
    for (const frame of bfv.frames) {
      for (const level of frame.levels) {
        min = Math.min(min, level);
        max = Math.max(max, level);
      }
    }
  }
  return { min: snapshot.dynamicrange_lin ?? defaultDynamicRange(min, max), max };
}

/** Height of the timeline row under the picture (play button, slider with its marks, time). */
export const TIMELINE_ROW_PX = 34;

/**
 * Plays the video: the heatmap frames of `video-bfv/` drawn with the shared heatmap over the
 * picture, in step with the recording's audio (the audio clock leads; without audio a timer).
 */
export function VideoPlayer({ snapshot, bfv, audioUrl, timeS, onTimeChange, marks }: VideoPlayerProps) {
  const { t, i18n } = useTranslation('snapshots');
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const timeRef = useRef(timeS);
  timeRef.current = timeS;
  const duration = bfv.durationS;
  const frames = useMemo(() => bfv.frames.map((f) => Float32Array.from(f.levels)), [bfv]);
  const range = useMemo(() => videoRange(snapshot, bfv), [snapshot, bfv]);
  // The same placement, zoom and mode as the still heatmap (spec 000 section 4: from the meta).
  const geometry = useMemo(() => heatmapViewFromMeta(snapshot.meta), [snapshot.meta]);
  const index = frameIndexAt(bfv.frames, timeS);

  useEffect(() => {
    if (!playing) return;
    const audio = audioRef.current;
    const startedAt = performance.now();
    const from = timeRef.current >= duration ? 0 : timeRef.current;
    if (audio) {
      audio.currentTime = from;
      void audio.play().catch(() => undefined);
    }
    let frame = 0;
    const tick = () => {
      const now = audio && !audio.paused ? audio.currentTime : from + (performance.now() - startedAt) / 1000;
      if (now >= duration) {
        onTimeChange(duration);
        setPlaying(false);
        return;
      }
      onTimeChange(now);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      audio?.pause();
    };
  }, [playing, duration, onTimeChange]);

  const sliderMarks = Object.fromEntries(marks.map((m) => [m, { label: '', style: { color: '#cf1322' } }]));

  return (
    <div data-testid="video-player">
      <HeatmapCanvas
        pictureUrl={snapshot.picture_url ?? ''}
        frame={frames[index] ?? null}
        gridWidth={bfv.width}
        gridHeight={bfv.height}
        range={range}
        brightness={snapshot.meta.picture_brightness}
        mode={snapshot.meta.heatmap_mode === 'single' ? 'single' : 'multi'}
        placement={geometry.placement}
        viewZoom={geometry.viewZoom}
        label={t('video.frameLabel', { time: timeS.toFixed(1) })}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, height: TIMELINE_ROW_PX }}>
        <Button
          type="text"
          aria-label={playing ? t('video.pause') : t('video.play')}
          icon={playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
          onClick={() => setPlaying((p) => !p)}
        />
        <Slider
          ariaLabelForHandle={t('video.timeline')}
          style={{ flex: 1 }}
          min={0}
          max={duration}
          step={0.05}
          value={timeS}
          marks={sliderMarks}
          tooltip={{ formatter: (value) => formatSeconds(value ?? 0, i18n.language) }}
          onChange={(value: number) => {
            setPlaying(false);
            onTimeChange(value);
          }}
        />
        <span style={{ fontVariantNumeric: 'tabular-nums', minWidth: 72, textAlign: 'right' }}>{`${formatSeconds(timeS, i18n.language)} / ${formatSeconds(duration, i18n.language)}`}</span>
      </div>
      {audioUrl && <audio ref={audioRef} src={audioUrl} preload="auto" />}
    </div>
  );
}
