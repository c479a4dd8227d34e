import { memo, useState, type MouseEvent, type ReactNode } from 'react';
import { CheckCircleFilled, CheckCircleOutlined, InfoCircleOutlined, StarFilled, StarOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { analysisKindFor, api, dateTimeFormat, DEFAULT_BRIGHTNESS, hashHref, HEATMAP_CANVAS, type SnapshotListItem, snapshotRoutes } from 'shared-core';
import type { CSSProperties } from 'react';
import { LazyTooltip } from '../LazyTooltip';

const fill: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' };
const styles = {
  media: { position: 'relative', display: 'block', aspectRatio: '16 / 9', background: '#1f2933', overflow: 'hidden' },
  // Photo and heatmap share the detail's canvas box (800x480), cropped to the card's 16:9 like
  // a cover image, so the heatmap lands where the detail draws it.
  frame: { position: 'absolute', left: 0, right: 0, top: '50%', aspectRatio: `${HEATMAP_CANVAS.width} / ${HEATMAP_CANVAS.height}`, transform: 'translateY(-50%)' },
  image: { ...fill, objectFit: 'fill' },
  // The detail's blend: the photo darkened by the default brightness, then the heatmap drawn over
  // it with its own alpha (transparent below the dynamic range), smoothly scaled.
  shade: { ...fill, background: `rgba(0, 0, 0, ${DEFAULT_BRIGHTNESS})` },
  heatmap: { ...fill, objectFit: 'fill', imageRendering: 'auto' },
  badges: { position: 'absolute', left: 6, bottom: 6, right: 6, display: 'flex', flexWrap: 'wrap', gap: 4 },
  row: { display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 auto' },
  // Two lines, then a CSS ellipsis (antd's measured ellipsis costs a hidden copy and a resize
  // observer per card); long words break rather than overflow.
  title: { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden', overflowWrap: 'anywhere', lineHeight: 1.3, fontWeight: 600, color: 'var(--ant-color-text, rgba(0, 0, 0, 0.88))' },
  date: { fontSize: 12, whiteSpace: 'nowrap', color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.45))' },
  info: { color: 'rgba(0, 0, 0, 0.45)' },
} satisfies Record<string, CSSProperties>;

export interface SnapshotCardProps {
  snapshot: SnapshotListItem;
  selected: boolean;
  /** Selection checkbox; `shiftKey` lets a list select a range. */
  onSelect: (id: number, selected: boolean) => void;
  onToggleStar: (snapshot: SnapshotListItem) => void;
  /** Marks the snapshot fixed or not fixed; no button without it. */
  onToggleFixed?: (snapshot: SnapshotListItem) => void;
  /** Open the detail; the event tells whether a modifier asked for a new tab. */
  onOpen: (snapshot: SnapshotListItem, event: MouseEvent) => void;
  /** Hide the star, fixed toggle and checkbox (demo users, shared views). */
  readOnly?: boolean;
  /** Show the selection checkbox (default); lists without bulk actions (phones) leave it out. */
  selectable?: boolean;
  /** The detail's address, for a new tab (default `#/snapshot/{id}`; a list adds its filters). */
  href?: string;
  /**
   * What the snapshot shows at a glance (leak size, PD class and severity, mechanical fault),
   * drawn over the thumbnail. A stable function, so the card's memo holds.
   */
  renderType?: (snapshot: SnapshotListItem) => ReactNode;
  /**
   * One of the first cards on screen: its thumbnail loads at once and ahead of other images
   * (the page's largest paint), where the others wait until they are near the viewport.
   */
  priority?: boolean;
}

/**
 * A snapshot in a list (spec 000 section 2): thumbnail with the heatmap on hover, label (two
 * lines), star, selection, fixed mark, continuous-video badge, the type at a glance and an info
 * tooltip (id, serial, name, tags). The fixed toggle is a leak card's only (spec 000 section 4:
 * a leak is fixed).
 */
export const SnapshotCard = memo(function SnapshotCard({ snapshot, selected, onSelect, onToggleStar, onToggleFixed, onOpen, readOnly, selectable = true, href, renderType, priority = false }: SnapshotCardProps) {
  const { t, i18n } = useTranslation('common');
  const [hover, setHover] = useState(false);
  const title = snapshot.label || snapshot.device_label || `#${snapshot.id}`;
  const created = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(snapshot.created_date));
  const isLeak = analysisKindFor(snapshot.device_analysis_type) === 'leak';
  const info = (
    <div>
      <div>{t('snapshotCard.id', { id: snapshot.id })}</div>
      <div>{t('snapshotCard.serial', { serial: snapshot.device_serial })}</div>
      <div>{t('snapshotCard.name', { name: snapshot.device_label })}</div>
      <div>{t('snapshotCard.tags', { tags: snapshot.tags.length ? snapshot.tags.join(', ') : '—' })}</div>
    </div>
  );
  return (
    <Card
      hoverable
      size="small"
      style={{ overflow: 'hidden', userSelect: 'none', outline: selected ? '2px solid var(--ant-color-primary, #1677ff)' : undefined, outlineOffset: -2 }}
      data-snapshot-id={snapshot.id}
      aria-label={title}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      cover={
        <a
          href={href ?? hashHref(snapshotRoutes.detail({ id: snapshot.id }))}
          style={styles.media}
          onClick={(event) => onOpen(snapshot, event)}
          aria-label={t('snapshotCard.open', { title })}
        >
          <span style={styles.frame}>
            <img
              src={api.url(snapshot.thumbnail_url)}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              style={styles.image}
              draggable={false}
            />
            {hover && <span style={styles.shade} />}
            {hover && <img src={api.url(snapshot.heatmap_still_url)} alt="" style={styles.heatmap} draggable={false} />}
          </span>
          <span style={styles.badges}>
            {renderType?.(snapshot)}
            {snapshot.fixed && (
              <Tag color="success" icon={<CheckCircleFilled />}>
                {t('snapshotCard.fixed')}
              </Tag>
            )}
            {snapshot.meta.video_type === 'continuous' && (
              <Tag color="processing" icon={<VideoCameraOutlined />}>
                {t('snapshotCard.continuous')}
              </Tag>
            )}
          </span>
        </a>
      }
    >
      <div style={styles.row}>
        {!readOnly && selectable && (
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(snapshot.id, event.target.checked)}
            aria-label={t('snapshotCard.select', { title })}
          />
        )}
        <div style={styles.text}>
          {/* Plain text, not antd's Typography: it wraps each text in a resize observer that renders
              it again on every layout change (two per card, about 20 times each on a list's load). */}
          <span title={title} style={styles.title}>
            {title}
          </span>
          <span style={styles.date}>{created}</span>
        </div>
        <LazyTooltip title={info}>
          <InfoCircleOutlined aria-label={t('snapshotCard.info')} style={styles.info} tabIndex={0} />
        </LazyTooltip>
        {!readOnly && onToggleFixed && isLeak && (
          // A native title, not an antd Tooltip: a tooltip per card costs a page change ~20 ms.
          <Button
            type="text"
            size="small"
            title={snapshot.fixed ? t('snapshotCard.markNotFixed') : t('snapshotCard.markFixed')}
            aria-pressed={snapshot.fixed}
            aria-label={snapshot.fixed ? t('snapshotCard.markNotFixed') : t('snapshotCard.markFixed')}
            icon={snapshot.fixed ? <CheckCircleFilled style={{ color: 'var(--ant-color-success, #52c41a)' }} /> : <CheckCircleOutlined />}
            onClick={() => onToggleFixed(snapshot)}
          />
        )}
        {!readOnly && (
          <Button
            type="text"
            size="small"
            aria-pressed={snapshot.starred}
            aria-label={snapshot.starred ? t('snapshotCard.unstar') : t('snapshotCard.star')}
            icon={snapshot.starred ? <StarFilled style={{ color: '#fadb14' }} /> : <StarOutlined />}
            onClick={() => onToggleStar(snapshot)}
          />
        )}
      </div>
    </Card>
  );
});
