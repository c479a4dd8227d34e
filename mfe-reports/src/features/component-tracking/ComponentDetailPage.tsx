import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Result, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError, componentQueries, type Component } from 'shared-core';
import { AreaPage } from 'shared-ui';
import { ComponentEditor } from './components/ComponentEditor';
import { ComponentSnapshots } from './components/ComponentSnapshots';
import { Condition } from './components/Condition';
import { DeleteComponent } from './components/DeleteComponent';
import { KindTag } from './components/KindTag';
import { LoadFailed } from './components/LoadFailed';
import { SeverityTrendChart } from './components/SeverityTrendChart';

/**
 * Route /component/{id} (spec 001 section 2): name, description and tags (editable), its type and
 * condition by that type (PD type classifications for PD only), the type's figures over time with
 * its repairs, the snapshots newest first, and deleting it.
 */
export function ComponentDetailPage() {
  const { t } = useTranslation('reports');
  const { id: rawId = '' } = useParams();
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  const detail = useQuery({ ...componentQueries.detail(id), enabled: Number.isFinite(id) });
  const back = (
    <Link to="/components">
      <ArrowLeftOutlined /> {t('component.back')}
    </Link>
  );

  const notFound = !Number.isFinite(id) || (detail.error instanceof ApiError && detail.error.status === 404);

  const body = () => {
    if (notFound) {
      return <Result status="404" title={t('component.notFound')} extra={back} />;
    }
    if (detail.isError) return <LoadFailed title={t('component.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
    if (!detail.data) return <Skeleton active aria-busy="true" aria-label={t('component.loading')} />;
    return <DetailContent component={detail.data} />;
  };

  return (
    <AreaPage
      title={detail.data ? detail.data.name : t('component.title')}
      extra={
        notFound ? undefined : (
          <Space wrap>
            {back}
            {detail.data && <DeleteComponent component={detail.data} />}
          </Space>
        )
      }
    >
      {body()}
    </AreaPage>
  );
}

function DetailContent({ component }: { component: Component }) {
  const { t } = useTranslation('reports');
  return (
    <Row gutter={[16, 16]} data-testid="component-detail" data-component-id={component.id}>
      <Col xs={24} lg={10}>
        <Card size="small" title={t('component.about')} style={{ height: '100%' }}>
          <ComponentEditor component={component} />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={t('component.condition')} extra={<KindTag kind={component.kind} />} style={{ height: '100%' }}>
          <Condition component={component} />
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={component.kind ? t(`component.trendTitleKind.${component.kind}`) : t('component.trendTitle')}>
          <SeverityTrendChart component={component} />
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={t('component.snapshotsTitle', { count: component.snapshots.length })}>
          <ComponentSnapshots component={component} />
        </Card>
      </Col>
    </Row>
  );
}
