import { useMemo } from 'react';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GWP100, type DashboardSummary } from 'shared-core';
import { useChartTheme } from 'shared-ui';
import { ChartCard } from './ChartCard';
import { dashboardCharts, dashboardFormats } from '../state/dashboardCharts';

/** The dashboard over the task's data: totals at the top, then every chart with its table. */
export function SummaryDashboard({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useTranslation('reports');
  const theme = useChartTheme();
  const c = summary.charts;
  const f = useMemo(() => dashboardFormats(i18n.language, c.currency), [i18n.language, c.currency]);
  const charts = useMemo(() => dashboardCharts(c, (key, options) => t(key, options ?? {}), f, theme), [c, t, f, theme]);
  const totals = [
    { id: 'leaks', title: t('summary.totals.leaks'), value: f.count(c.totals.leaks), note: t('summary.totals.snapshots', { n: f.count(summary.snapshotCount) }) },
    { id: 'cost', title: t('summary.totals.cost'), value: f.money(c.totals.yearlyCost), note: t('summary.totals.openCost', { value: f.money(c.savings.open.costPerYear) }) },
    { id: 'co2e', title: t('summary.totals.co2e'), value: f.co2e(c.totals.co2eKg), note: t('summary.totals.openCo2e', { value: f.co2e(c.savings.open.co2eKgPerYear) }) },
    {
      id: 'saved',
      title: t('summary.totals.saved'),
      value: f.money(c.savings.fixed.costPerYear),
      note: t('summary.totals.savedCo2e', { value: f.co2e(c.savings.fixed.co2eKgPerYear), n: f.count(c.savings.fixed.count) }),
    },
  ];
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="summary-dashboard">
      <Row gutter={[12, 12]}>
        {totals.map((total) => (
          <Col key={total.id} xs={12} lg={6}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={total.title} value={total.value} valueStyle={{ fontSize: 22 }} data-testid={`summary-total-${total.id}`} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {total.note}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      {c.totals.otherCurrencyLeaks > 0 && <Alert type="info" showIcon title={t('summary.otherCurrency', { n: c.totals.otherCurrencyLeaks, currency: c.currency })} />}
      {/* The leak-reporting rule every total above follows; the PDF quotes the same text. */}
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="summary-leak-rule">
        {t('pdf.leakRule')}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="summary-co2e-source">
        {t('summary.co2eSource', {
          factor: c.co2KgPerKwh,
          methane: GWP100.METHANE,
          sf6: new Intl.NumberFormat(i18n.language).format(GWP100.SULPHUR_HEXAFLUORIDE ?? 0),
        })}
      </Typography.Text>
      <Row gutter={[12, 12]}>
        {charts.map((chart) => (
          <Col key={chart.id} xs={24} xl={12}>
            <ChartCard chart={chart} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
