import { memo, type CSSProperties } from 'react';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Component } from 'shared-core';
import { figureOf } from '../state/figures';
import { ComponentThumbnail } from './ComponentThumbnail';
import { FigureTag } from './FigureTag';
import { KindTag } from './KindTag';
import { TrendBadge } from './TrendBadge';

const clamp = (lines: number): CSSProperties => ({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden', overflowWrap: 'anywhere' });
const styles = {
  body: { display: 'flex', flexDirection: 'column', gap: 8 },
  name: { ...clamp(2), fontSize: 16, lineHeight: 1.3 },
  description: { ...clamp(2), margin: 0, minHeight: '2.9em' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: 4, maxHeight: 52, overflow: 'hidden' },
  tag: { marginInlineEnd: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' },
  figure: { display: 'flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' },
} satisfies Record<string, CSSProperties>;

/**
 * A component in the list (spec 001 section 2): latest snapshot with its heatmap, name,
 * description, tags, its type and the type's own latest figure, trend arrow and
 * snapshot count. Name, description and tags are the user's text and render as text.
 */
export const ComponentCard = memo(function ComponentCard({ component }: { component: Component }) {
  const { t } = useTranslation('reports');
  const href = `/component/${component.id}`;
  const latest = figureOf(component.history);
  return (
    <Card
      size="small"
      hoverable
      data-testid="component-card"
      data-component-id={component.id}
      style={{ overflow: 'hidden' }}
      cover={
        <Link to={href} aria-label={t('components.card.open', { name: component.name })} tabIndex={-1}>
          <ComponentThumbnail latest={component.latestSnapshot} />
        </Link>
      }
    >
      <div style={styles.body}>
        <Link to={href}>
          <Typography.Text strong style={styles.name} data-testid="component-name">
            {component.name}
          </Typography.Text>
        </Link>
        <Typography.Paragraph type="secondary" style={styles.description}>
          {component.description || t('components.card.noDescription')}
        </Typography.Paragraph>
        {component.tags.length > 0 && (
          <div style={styles.tags}>
            {component.tags.map((tag) => (
              <Tag key={tag} style={styles.tag}>
                {tag}
              </Tag>
            ))}
          </div>
        )}
        <div style={styles.figure}>
          <KindTag kind={component.kind} />
          {latest ? (
            <FigureTag figure={latest} />
          ) : (
            <Typography.Text type="secondary" data-testid="component-figure" data-band="none">
              {t('components.severity.none')}
            </Typography.Text>
          )}
        </div>
        <div style={styles.footer}>
          <TrendBadge trend={component.trend} kind={component.kind} />
          <Typography.Text type="secondary" data-testid="component-count">
            {t('components.card.snapshots', { count: component.snapshots.length })}
          </Typography.Text>
        </div>
      </div>
    </Card>
  );
});
