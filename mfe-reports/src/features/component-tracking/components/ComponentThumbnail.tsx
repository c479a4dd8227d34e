import { useState, type CSSProperties } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { api, DEFAULT_BRIGHTNESS, HEATMAP_CANVAS, type Component } from 'shared-core';

const fill: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };
const styles = {
  media: { position: 'relative', display: 'block', aspectRatio: '16 / 9', background: '#1f2933', overflow: 'hidden' },
  // The detail's 800x480 canvas box cropped to 16:9 like a cover (as the snapshot cards do).
  frame: { position: 'absolute', left: 0, right: 0, top: '50%', aspectRatio: `${HEATMAP_CANVAS.width} / ${HEATMAP_CANVAS.height}`, transform: 'translateY(-50%)' },
  shade: { ...fill, background: `rgba(0, 0, 0, ${DEFAULT_BRIGHTNESS})` },
  empty: { ...fill, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'rgba(255, 255, 255, 0.55)', fontSize: 32 },
} satisfies Record<string, CSSProperties>;

/**
 * The latest snapshot's photo with its heatmap over it, blended as the detail draws it (photo
 * darkened by the default brightness, heatmap still on top); a placeholder without a snapshot.
 */
export function ComponentThumbnail({ latest }: { latest: Component['latestSnapshot'] }) {
  const [heatmapFailed, setHeatmapFailed] = useState(false);
  if (!latest?.thumbnail_url) {
    return (
      <span style={styles.media}>
        <span style={styles.empty}>
          <PictureOutlined />
        </span>
      </span>
    );
  }
  return (
    <span style={styles.media}>
      <span style={styles.frame}>
        <img src={api.url(latest.thumbnail_url)} alt="" loading="lazy" style={fill} draggable={false} />
        {latest.heatmap_still_url && !heatmapFailed && (
          <>
            <span style={styles.shade} />
            <img src={api.url(latest.heatmap_still_url)} alt="" loading="lazy" style={fill} draggable={false} data-testid="component-heatmap" onError={() => setHeatmapFailed(true)} />
          </>
        )}
      </span>
    </span>
  );
}
