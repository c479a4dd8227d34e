import { useState } from 'react';
import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import { Card, Empty, Segmented, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart, useIsPhone } from 'shared-ui';
import type { DashboardChart } from '../state/dashboardCharts';

/**
 * One chart of the dashboard with its table view (the same figures, as text) and ECharts' own
 * PNG download (toolbox saveAsImage).
 */
export function ChartCard({ chart }: { chart: DashboardChart }) {
  const { t } = useTranslation('reports');
  const isPhone = useIsPhone();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const empty = chart.table.rows.length === 0;
  return (
    <Card
      size="small"
      title={chart.title}
      data-testid={`summary-card-${chart.id}`}
      styles={{ body: { padding: isPhone ? 8 : 12 }, header: { gap: 8, minHeight: 44 }, title: { whiteSpace: 'normal', lineHeight: 1.3, padding: '6px 0' } }}
      extra={
        empty ? null : (
          <Segmented
            size="small"
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            aria-label={t('summary.view.label', { chart: chart.title })}
            options={[
              { value: 'chart', icon: <BarChartOutlined />, title: t('summary.view.chart'), label: isPhone ? undefined : t('summary.view.chart') },
              { value: 'table', icon: <TableOutlined />, title: t('summary.view.table'), label: isPhone ? undefined : t('summary.view.table') },
            ]}
          />
        )
      }
    >
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('summary.noData')} style={{ height: isPhone ? 220 : 280, margin: 0, paddingTop: 60 }} />
      ) : view === 'chart' ? (
        <Chart
          option={chart.option}
          height={isPhone ? 240 : 280}
          ariaLabel={chart.title}
          testId={`summary-chart-${chart.id}`}
          download={{ fileName: `summary-${chart.id}`, title: t('summary.download') }}
        />
      ) : (
        <Table
          size="small"
          data-testid={`summary-table-${chart.id}`}
          rowKey={(_, index) => String(index)}
          dataSource={chart.table.rows}
          pagination={chart.table.rows.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          columns={chart.table.columns.map((column) => ({ key: column.key, dataIndex: column.key, title: column.title, align: column.numeric ? 'right' : 'left' }))}
        />
      )}
    </Card>
  );
}
