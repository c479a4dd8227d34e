import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { componentQueries } from 'shared-core';
import { AreaPage, useIsPhone } from 'shared-ui';
import { ComponentCard } from './components/ComponentCard';
import { CreateComponentDialog } from './components/CreateComponentDialog';
import { LoadFailed } from './components/LoadFailed';

/** Placeholder cards while the list loads. */
const LOADING_CARDS = 4;

/**
 * Route /components (spec 001 section 2): the user's components as cards, newest activity as
 * the server orders them, with the create dialog; loading, error (with retry) and empty states.
 */
export function ComponentsPage() {
  const { t } = useTranslation('reports');
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const list = useQuery(componentQueries.list());
  const grid = { display: 'grid', gap: 16, gridTemplateColumns: isPhone ? '1fr' : 'repeat(auto-fill, minmax(260px, 1fr))' };

  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
      {t('components.create.open')}
    </Button>
  );

  const body = () => {
    if (list.isPending) {
      return (
        <div style={grid} aria-busy="true" aria-label={t('components.loading')}>
          {Array.from({ length: LOADING_CARDS }, (_, i) => (
            <Card key={i} size="small">
              <Skeleton active />
            </Card>
          ))}
        </div>
      );
    }
    if (list.isError) return <LoadFailed title={t('components.loadFailed')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
    if (!list.data.length) {
      return (
        <Empty
          data-testid="components-empty"
          description={
            <div style={{ maxWidth: 520, margin: '0 auto' }}>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                {t('components.empty.title')}
              </Typography.Title>
              <Typography.Paragraph>{t('components.empty.how')}</Typography.Paragraph>
            </div>
          }
        >
          {createButton}
        </Empty>
      );
    }
    return (
      <div style={grid} data-testid="components-list">
        {list.data.map((component) => (
          <ComponentCard key={component.id} component={component} />
        ))}
      </div>
    );
  };

  return (
    <AreaPage title={t('components.title')} extra={list.data?.length ? createButton : undefined}>
      <Typography.Paragraph type="secondary">{t('components.intro')}</Typography.Paragraph>
      {body()}
      <CreateComponentDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(component) => {
          setCreating(false);
          navigate(`/component/${component.id}`);
        }}
      />
    </AreaPage>
  );
}
