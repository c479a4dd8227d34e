import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { brand } from 'shared-core';

/** The centred card of the signed-out account pages. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '40px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <div style={{ textAlign: 'center', marginBottom: 20 }}>
          <img src={brand.logo} alt="" width={44} height={44} />
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12, marginBottom: 0 }}>
            {title}
          </Typography.Title>
        </div>
        {children}
        {footer ? <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div> : null}
      </Card>
    </div>
  );
}
