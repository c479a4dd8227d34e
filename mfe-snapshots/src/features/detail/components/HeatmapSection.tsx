import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Slider, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEBOUNCE_MS, DEFAULT_BRIGHTNESS, DYNAMIC_RANGE_SAVE_MS, formatDecimal, HEATMAP_GRID, type HeatmapMode, type SnapshotDetail } from 'shared-core';
import { HeatmapView, heatmapViewFromMeta, useSnackbar } from 'shared-ui';
import { detailQueries } from '../api/detailQueries';
import type { DetailEdits } from '../api/useDetailEdits';
import { useDebouncedCallback } from '../state/useDebouncedCallback';
import { dynamicRangeBounds, effectiveDynamicRange } from '../state/validation';

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The heatmap over the photo with its controls (spec 000 sections 2 and 4): brightness (saved
 * 150 ms after the last change), the sound slider for the dynamic range (never below the default;
 * saved after 1 s idle; demo users keep it in the page), multi or single mode (saved).
 */
export function HeatmapSection({ snapshot, edits }: { snapshot: SnapshotDetail; edits: DetailEdits }) {
  const { t, i18n } = useTranslation('snapshots');
  const snackbar = useSnackbar();
  const { meta } = snapshot;
  const frame = useQuery(detailQueries.frame(snapshot.id, snapshot.analysis_time));
  const levelMin = snapshot.level_range?.min ?? meta.filter_colormin;
  const levelMax = snapshot.level_range?.max ?? meta.max_value;
  const bounds = dynamicRangeBounds(levelMin, levelMax);
  const [brightness, setBrightness] = useState(meta.picture_brightness ?? DEFAULT_BRIGHTNESS);
  const [range, setRange] = useState(() => effectiveDynamicRange(snapshot.dynamicrange_lin, levelMin, levelMax));
  const [mode, setMode] = useState<HeatmapMode>(meta.heatmap_mode === 'single' ? 'single' : 'multi');
  const failed = () => snackbar.error(t('detail.saveFailed'));

  const saveBrightness = useDebouncedCallback((value: number) => void edits.setBrightness(value).catch(failed), DEBOUNCE_MS.brightness);
  const saveRange = useDebouncedCallback((value: number) => void edits.setDynamicRange(value).catch(failed), DYNAMIC_RANGE_SAVE_MS);
  const geometry = useMemo(() => heatmapViewFromMeta(meta), [meta]);
  const colourRange = useMemo(() => ({ min: range, max: levelMax }), [range, levelMax]);

  return (
    <Card size="small" title={t('detail.heatmap.title')}>
      <HeatmapView
        pictureUrl={snapshot.picture_url}
        frame={frame.data?.levels ?? null}
        gridWidth={frame.data?.width ?? HEATMAP_GRID}
        gridHeight={frame.data?.height ?? HEATMAP_GRID}
        range={colourRange}
        brightness={brightness}
        mode={mode}
        placement={geometry.placement}
        viewZoom={geometry.viewZoom}
        maxLevelDb={meta.max_value}
        thresholdDb={meta.filter_threshold}
        label={t('detail.heatmap.label', { label: snapshot.label || snapshot.id })}
        language={i18n.language}
        texts={{
          failed: t('detail.heatmap.failed'),
          belowThreshold: t('detail.heatmap.belowThreshold'),
          showBelowThreshold: t('detail.heatmap.showBelowThreshold'),
          scale: t('detail.heatmap.scale'),
        }}
      />
      <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }} size={4}>
        <label htmlFor={`range-${snapshot.id}`}>
          <Typography.Text>{t('detail.heatmap.dynamicRange', { value: formatDecimal(round1(range), i18n.language) })}</Typography.Text>
        </label>
        <Slider
          id={`range-${snapshot.id}`}
          min={round1(bounds.floor)}
          max={round1(bounds.max)}
          step={0.1}
          value={round1(range)}
          disabled={bounds.max <= bounds.floor}
          onChange={(value: number) => {
            const next = Math.max(bounds.floor, Math.min(bounds.max, value));
            setRange(next);
            saveRange(next);
          }}
          ariaLabelForHandle={t('detail.heatmap.dynamicRangeLabel')}
        />
        <Typography.Text>{t('detail.heatmap.brightness', { value: Math.round(brightness * 100) })}</Typography.Text>
        <Slider
          min={0}
          max={1}
          step={0.05}
          value={brightness}
          onChange={(value: number) => {
            setBrightness(value);
            saveBrightness(value);
          }}
          ariaLabelForHandle={t('detail.heatmap.brightnessLabel')}
        />
        <Segmented<HeatmapMode>
          value={mode}
          options={[
            { value: 'multi', label: t('detail.heatmap.multi') },
            { value: 'single', label: t('detail.heatmap.single') },
          ]}
          onChange={(value) => {
            setMode(value);
            void edits.setHeatmapMode(value).catch(failed);
          }}
        />
      </Space>
    </Card>
  );
}
