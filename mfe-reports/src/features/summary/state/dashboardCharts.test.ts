import type { DashboardCharts } from 'shared-core';
import { CHART_THEMES } from 'shared-ui';
import { dashboardCharts, dashboardFormats, histogram, sizeBins, thresholdPosition, type Translate } from './dashboardCharts';

const ATTACK = '<img src=x onerror=alert(1)>';
const t: Translate = (key, options) => (options && Object.keys(options).length ? `${key}${JSON.stringify(options)}` : key);
const totals = (count: number, costPerYear: number, co2eKgPerYear: number) => ({ count, costPerYear, co2eKgPerYear });

const charts: DashboardCharts = {
  currency: 'EUR',
  co2KgPerKwh: 0.4,
  unit: 'lpm',
  severityLow: 5,
  severityHigh: 15,
  totals: { leaks: 3, yearlyCost: 300, co2eKg: 1200, otherCurrencyLeaks: 0 },
  byGas: [{ key: 'AIR', label: 'AIR', count: 3, yearlyCost: 300, co2eKg: 1200 }],
  byCamera: [{ key: 'NL1', label: ATTACK, count: 3, yearlyCost: 300, co2eKg: 1200 }],
  bySite: [
    { key: '4', label: '', count: 2, yearlyCost: 200, co2eKg: 800 },
    { key: '', label: '', count: 1, yearlyCost: 100, co2eKg: 400 },
  ],
  leakSizes: { sizes: [1, 7, 30], below: 1, between: 1, above: 1 },
  pdBands: [{ type: 'floating', low: 1, medium: 0, high: 2, veryHigh: 0 }],
  mechanical: [{ key: 'NL1', label: ATTACK, possibleFault: 2, noFault: 1 }],
  openFixed: [{ month: '2026-10', open: 1, fixed: 2 }],
  savings: {
    open: totals(1, 100, 400),
    fixed: totals(2, 200, 800),
    fixedUndated: totals(0, 0, 0),
    months: [
      { month: '2026-10', fixed: totals(1, 50, 200), cumulative: totals(1, 50, 200) },
      { month: '2026-11', fixed: totals(1, 150, 600), cumulative: totals(2, 200, 800) },
    ],
  },
};

const f = dashboardFormats('en', 'EUR');
const built = dashboardCharts(charts, t, f, CHART_THEMES.NL);
const byId = (id: string) => built.find((c) => c.id === id)!;

describe('dashboard charts', () => {
  it('draws every chart the issue names, in order', () => {
    expect(built.map((c) => c.id)).toEqual(['gas', 'camera', 'site', 'sizes', 'pd', 'mechanical', 'openFixed', 'savings']);
  });

  it('gives each leak group its count, cost and CO2e as table text', () => {
    expect(byId('gas').table.rows).toEqual([{ name: 'gas.AIR{"defaultValue":"AIR"}', count: '3', cost: '€300', co2e: '1,200 kg CO₂e' }]);
    expect(byId('site').table.rows.map((r) => r.name)).toEqual(['summary.site{"id":"4"}', 'summary.noSite']);
    const series = byId('gas').option.series as { data: number[] }[];
    expect(series.map((s) => s.data)).toEqual([[3], [300]]);
  });

  it('escapes camera labels in tooltips and keeps them as plain text in tables', () => {
    const camera = byId('camera');
    expect(camera.table.rows[0]!.name).toBe(`${ATTACK} (NL1)`);
    const formatter = (camera.option.tooltip as { formatter: (p: unknown) => string }).formatter;
    const html = formatter([{ dataIndex: 0 }]);
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toContain(`${ATTACK} (NL1)`);
    expect(host.textContent).toContain('1,200 kg CO₂e');
    const mechanical = (byId('mechanical').option.tooltip as { formatter: (p: unknown) => string }).formatter;
    host.innerHTML = mechanical([{ axisValueLabel: `${ATTACK} (NL1)`, seriesName: 'x', value: 2 }]);
    expect(host.querySelector('img')).toBeNull();
  });

  it('puts leak sizes in bins coloured by the severity thresholds, with the thresholds marked', () => {
    const sizes = byId('sizes');
    const data = (sizes.option.series as { data: { value: number; itemStyle: { color: string } }[] }[])[0]!.data;
    expect(data.reduce((sum, d) => sum + d.value, 0)).toBe(3);
    expect(data[0]!.itemStyle.color).toBe(CHART_THEMES.NL.severity.low);
    expect(data[data.length - 1]!.itemStyle.color).toBe(CHART_THEMES.NL.severity.high);
    expect(sizes.table.rows.map((r) => r.count)).toEqual(['1', '1', '1']);
  });

  it('stacks PD bands per type and follows the savings month by month', () => {
    expect(byId('pd').table.rows).toEqual([{ name: 'pdClass.floating{"defaultValue":"floating"}', low: '1', medium: '0', high: '2', veryHigh: '0' }]);
    expect(byId('savings').table.rows.map((r) => [r.month, r.cost])).toEqual([
      ['2026-10', '€50'],
      ['2026-11', '€200'],
    ]);
    expect(byId('openFixed').table.rows).toEqual([{ name: '2026-10', open: '1', fixed: '2' }]);
    expect(byId('mechanical').table.rows).toEqual([{ name: `${ATTACK} (NL1)`, possibleFault: '2', noFault: '1' }]);
  });
});

describe('size histogram helpers', () => {
  it('uses round bin widths covering the largest size and the high threshold', () => {
    const edges = sizeBins([1, 7, 30], 15);
    expect(edges[1]).toBe(2);
    expect(edges[edges.length - 1]).toBeGreaterThanOrEqual(30);
    expect(histogram([1, 7, 30], edges).reduce((a, b) => a + b, 0)).toBe(3);
    expect(histogram([0, 1.99, 2], [0, 2, 4])).toEqual([2, 1]);
  });

  it('places a threshold between bar centres', () => {
    expect(thresholdPosition([0, 2, 4, 6], 4)).toBe(1.5);
    expect(sizeBins([], 0)).toEqual(expect.arrayContaining([0]));
  });
});
