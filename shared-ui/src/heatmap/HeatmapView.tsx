import { useState } from 'react';
import { Alert, Checkbox } from 'antd';
import { HeatmapCanvas, type HeatmapCanvasProps } from './HeatmapCanvas';
import { HeatmapScale } from './HeatmapScale';

/** Translated texts of {@link HeatmapView} (shared-ui holds no area's wording). */
export interface HeatmapViewTexts {
  /** "Failed to load heatmap image" (spec 000 section 8). */
  failed: string;
  /** Says the sound stays below the camera's filter threshold, so no heatmap is drawn. */
  belowThreshold: string;
  /** Label of the option that draws it anyway. */
  showBelowThreshold: string;
  /** Accessible name of the dB colour scale; without it no scale is drawn. */
  scale?: string;
}

export interface HeatmapViewProps extends Omit<HeatmapCanvasProps, 'hidden'> {
  /** Highest level of the recording, dB SPL (meta `max_value`). */
  maxLevelDb: number;
  /** Camera filter threshold, dB SPL (meta `filter_threshold`). */
  thresholdDb: number;
  texts: HeatmapViewTexts;
  /** Controlled "show sound below threshold"; uncontrolled (starts off) when not given. */
  showBelowThreshold?: boolean;
  onShowBelowThresholdChange?: (show: boolean) => void;
  /** Language of the scale's numbers (default English). */
  language?: string;
}

/**
 * The heatmap with its states (spec 000 section 4 "Heatmap"): when the recording's maximum level
 * lies below the filter threshold the heatmap is hidden and a "show sound below threshold" option
 * appears (and the alert goes once it is ticked); a photo that fails to load shows the
 * failed-to-load message instead of the image. With `texts.scale` a dB colour scale follows the range.
 */
export function HeatmapView({ maxLevelDb, thresholdDb, texts, showBelowThreshold, onShowBelowThresholdChange, onPictureError, language = 'en', ...canvas }: HeatmapViewProps) {
  const [failedUrl, setFailedUrl] = useState<string | undefined | null>(null);
  const [ownShow, setOwnShow] = useState(false);
  const show = showBelowThreshold ?? ownShow;
  const below = maxLevelDb < thresholdDb;
  const failed = !canvas.background && (canvas.pictureUrl === undefined || failedUrl === canvas.pictureUrl);

  if (failed) return <Alert type="error" showIcon title={texts.failed} />;
  return (
    <div>
      <HeatmapCanvas
        {...canvas}
        hidden={below && !show}
        onPictureError={() => {
          setFailedUrl(canvas.pictureUrl);
          onPictureError?.();
        }}
      />
      {texts.scale && (!below || show) && <HeatmapScale range={canvas.range} label={texts.scale} language={language} />}
      {below && (
        <div style={{ marginTop: 8 }}>
          {/* Once the user asks to see it, the heatmap is drawn: the alert no longer applies. */}
          {!show && <Alert type="info" showIcon title={texts.belowThreshold} style={{ marginBottom: 8 }} />}
          <Checkbox
            checked={show}
            onChange={(event) => {
              setOwnShow(event.target.checked);
              onShowBelowThresholdChange?.(event.target.checked);
            }}
          >
            {texts.showBelowThreshold}
          </Checkbox>
        </div>
      )}
    </div>
  );
}
