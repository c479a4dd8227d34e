import { memo, useState, type MouseEvent } from 'react';
import { CheckCircleFilled, CheckCircleOutlined, InfoCircleOutlined, StarFilled, StarOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, type SnapshotListItem } from 'shared-core';
import type { CSSProperties } from 'react';

const fill: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' };
const styles = {
  media: { position: 'relative', display: 'block', aspectRatio: '16 / 9', background: '#1f2933', overflow: 'hidden' },
  image: fill,
  heatmap: { ...fill, mixBlendMode: 'screen', opacity: 0.85 },
  badges: { position: 'absolute', left: 6, bottom: 6, display: 'flex', gap: 4 },
  row: { display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 auto' },
  // CSS ellipsis: antd's measured ellipsis costs a hidden copy and a resize observer per card.
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  date: { fontSize: 12, whiteSpace: 'nowrap' },
  info: { color: 'rgba(0, 0, 0, 0.45)' },
} satisfies Record<string, CSSProperties>;

/** One `Intl.DateTimeFormat` per language: building one per card costs more than the card. */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(language: string): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(language, format);
  }
  return format;
}

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
}

/**
 * A snapshot in a list (spec 000 section 2): thumbnail with the heatmap on hover, label, star,
 * selection, fixed mark, continuous-video badge and an info tooltip (id, serial, name, tags).
 */
export const SnapshotCard = memo(function SnapshotCard({ snapshot, selected, onSelect, onToggleStar, onToggleFixed, onOpen, readOnly, selectable = true, href }: SnapshotCardProps) {
  const { t, i18n } = useTranslation('common');
  const [hover, setHover] = useState(false);
  const title = snapshot.label || snapshot.device_label || `#${snapshot.id}`;
  const created = dateTimeFormat(i18n.language).format(new Date(snapshot.created_date));
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
          href={href ?? `#/snapshot/${snapshot.id}`}
          style={styles.media}
          onClick={(event) => onOpen(snapshot, event)}
          aria-label={t('snapshotCard.open', { title })}
        >
          <img src={api.url(snapshot.thumbnail_url)} alt="" loading="lazy" style={styles.image} draggable={false} />
          {hover && <img src={api.url(snapshot.heatmap_still_url)} alt="" style={styles.heatmap} draggable={false} />}
          <span style={styles.badges}>
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
          <Typography.Text strong title={title} style={styles.title}>
            {title}
          </Typography.Text>
          <Typography.Text type="secondary" style={styles.date}>
            {created}
          </Typography.Text>
        </div>
        <Tooltip title={info}>
          <InfoCircleOutlined aria-label={t('snapshotCard.info')} style={styles.info} tabIndex={0} />
        </Tooltip>
        {!readOnly && onToggleFixed && (
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
