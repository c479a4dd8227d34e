import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** The frame of an area's page: a level-1 heading and the page's content. */
export function AreaPage({ title, extra, children }: { title: string; extra?: ReactNode; children?: ReactNode }) {
  return (
    <section style={{ padding: '16px clamp(12px, 3vw, 32px)', maxWidth: 1400, margin: '0 auto' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0, flex: '1 1 auto' }}>
          {title}
        </Typography.Title>
        {extra}
      </header>
      {children}
    </section>
  );
}
