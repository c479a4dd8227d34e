import { leakCo2ePerYear, lpmToCfm } from 'shared-domain/analysis';
import type { SnapshotRow } from '../db/snapshots';
import { chartData, summarise } from './dashboardSummary';

/** A row with only the fields the summary reads. */
function row(over: Partial<SnapshotRow>): SnapshotRow {
  return {
    kind: 'other',
    fixed: false,
    starred: false,
    device_serial: 'CAM1',
    device_label: 'Camera one',
    created_date: new Date('2026-10-05T10:00:00Z'),
    meta: {},
    gas: null,
    leak_size_lpm: null,
    leak_cost: null,
    leak_detected: null,
    severity_min: null,
    severity_max: null,
    pd_top_class: null,
    mech_possible_fault: null,
    ...over,
  } as SnapshotRow;
}

describe('summarise (summary dashboard)', () => {
  const rows = [
    row({ kind: 'leak', gas: 'AIR', leak_size_lpm: 10, leak_cost: 100, leak_detected: true, meta: { currency: 'EUR' }, fixed: true }),
    row({ kind: 'leak', gas: 'STEAM', leak_size_lpm: null, leak_cost: null, leak_detected: true, meta: { currency: 'EUR' } }),
    row({ kind: 'leak', gas: 'AIR', leak_size_lpm: 4, leak_cost: 30, leak_detected: false, meta: { currency: 'USD' }, device_serial: 'CAM2', device_label: 'Two' }),
    row({ kind: 'pd', severity_min: 80, severity_max: 95, pd_top_class: 'surface', created_date: new Date('2026-11-01T00:00:00Z') }),
    row({ kind: 'pd', severity_min: 5, severity_max: 10, pd_top_class: 'corona', starred: true }),
    row({ kind: 'mechanical', mech_possible_fault: true, device_serial: 'CAM2', device_label: 'Two' }),
  ];

  it('counts types, leaks, costs per currency, PD bands, faults, fixed and open', () => {
    const s = summarise(rows, 'lpm', Date.UTC(2026, 10, 20));
    expect(s.generatedAt).toBe('2026-11-20T00:00:00.000Z');
    expect(s.byType).toEqual({ leak: 3, pd: 2, mechanical: 1, other: 0 });
    // Only the detected air leak is a leak: the undetected one has neither size nor cost.
    expect(s.leaks).toEqual({ count: 3, detected: 1, unit: 'lpm', totalLeakSize: 10, yearlyCostByCurrency: { EUR: 100 }, byGas: { AIR: 2, STEAM: 1 } });
    expect(s.pd.byClassification).toEqual({ surface: 1, corona: 1 });
    expect(Object.values(s.pd.bySeverity).reduce((a, b) => a + b, 0)).toBe(2);
    expect(s.mechanical).toEqual({ count: 1, possibleFault: 1 });
    expect([s.fixed, s.open, s.starred]).toEqual([1, 5, 1]);
    expect(s.perCamera).toEqual([
      { serial: 'CAM1', label: 'Camera one', count: 4 },
      { serial: 'CAM2', label: 'Two', count: 2 },
    ]);
    expect(s.perMonth).toEqual([
      { month: '2026-10', count: 5 },
      { month: '2026-11', count: 1 },
    ]);
  });

  it('gives the total leak size in CFM for a CFM user', () => {
    expect(summarise(rows, 'cfm', 0).leaks.totalLeakSize).toBeCloseTo(lpmToCfm(10), 3);
  });
});

describe('chartData (summary dashboard charts)', () => {
  const settings = { currency: 'EUR', co2KgPerKwh: 0.4, severityLowLpm: 5, severityHighLpm: 15 };
  const leak = (over: Partial<SnapshotRow>) =>
    row({ kind: 'leak', gas: 'AIR', leak_detected: true, leak_inf: false, meta: { currency: 'EUR' }, cluster_id: null, fixed_date: null, analysis_time: 1, ...over });
  const rows = [
    leak({ leak_size_lpm: 2, leak_cost: 10, cluster_id: 7 }),
    leak({ leak_size_lpm: 10, leak_cost: 50, cluster_id: 7, fixed: true, fixed_date: new Date('2026-09-10T00:00:00Z') }),
    leak({ leak_size_lpm: 20, leak_cost: 100, gas: 'METHANE', device_serial: 'CAM2', device_label: '<img src=x onerror=alert(1)>', fixed: true, fixed_date: new Date('2026-11-02T00:00:00Z') }),
    // Costed in dollars: counted, CO2e counted, no cost in euros.
    leak({ leak_size_lpm: 1, leak_cost: 7, meta: { currency: 'USD' } }),
    // Not reported leaks: steam (no size), and air in which no leak was detected (a size and a
    // cost are stored, but by the leak-reporting rule it is no leak and no cost).
    leak({ leak_size_lpm: null, leak_cost: null, gas: 'STEAM' }),
    leak({ leak_size_lpm: 0.3, leak_cost: 218, leak_detected: false }),
    row({ kind: 'pd', severity_min: 80, severity_max: 95, pd_top_class: 'surface' }),
    row({ kind: 'pd', severity_min: 10, severity_max: 20, pd_top_class: 'surface' }),
    row({ kind: 'mechanical', mech_possible_fault: true }),
    row({ kind: 'mechanical', mech_possible_fault: false }),
  ];
  const co2 = (lpm: number, gas = 'AIR') => leakCo2ePerYear({ leakLpm: lpm, gas, co2KgPerKwh: 0.4, utilization: { hours: 24, days: 7, weeks: 52 }, specificPowerKwPer1000Lpm: 11.7 }).totalKgCo2e;

  it('totals cost in the user currency and CO2e of every reported leak, and nothing of the others', () => {
    const c = chartData(rows, 'lpm', Date.UTC(2026, 11, 5), settings);
    expect(c.totals.leaks).toBe(4);
    expect(c.totals.yearlyCost).toBe(160);
    expect(c.totals.otherCurrencyLeaks).toBe(1);
    expect(c.totals.co2eKg).toBeCloseTo(co2(2) + co2(10) + co2(20, 'METHANE') + co2(1), 2);
    expect(c.byGas.map((g) => [g.key, g.count, g.yearlyCost])).toEqual([
      ['AIR', 3, 60],
      ['METHANE', 1, 100],
    ]);
    expect(c.byCamera.find((g) => g.key === 'CAM2')).toMatchObject({ label: '<img src=x onerror=alert(1)>', count: 1, yearlyCost: 100 });
    expect(c.bySite).toEqual(expect.arrayContaining([expect.objectContaining({ key: '7', count: 2, yearlyCost: 60 }), expect.objectContaining({ key: '', count: 2 })]));
  });

  it('places sizes against the thresholds and splits savings by fixed month', () => {
    const c = chartData(rows, 'lpm', Date.UTC(2026, 11, 5), settings);
    expect(c.leakSizes).toEqual({ sizes: [2, 10, 20, 1], below: 2, between: 1, above: 1 });
    expect(c.savings.open).toEqual({ count: 2, costPerYear: 10, co2eKgPerYear: expect.closeTo(co2(2) + co2(1), 2) });
    expect(c.savings.fixed.costPerYear).toBe(150);
    expect(c.savings.months.map((m) => [m.month, m.cumulative.costPerYear])).toEqual([
      ['2026-09', 50],
      ['2026-10', 50],
      ['2026-11', 150],
      ['2026-12', 150],
    ]);
    expect(c.openFixed).toEqual([{ month: '2026-10', open: 2, fixed: 2 }]);
    expect(c.pdBands).toEqual([{ type: 'surface', low: 1, medium: 0, high: 0, veryHigh: 1 }]);
    expect(c.mechanical).toEqual([{ key: 'CAM1', label: 'Camera one', possibleFault: 1, noFault: 1 }]);
  });

  it('adds costs in the user currency, or in the one most leaks use when none is in it', () => {
    expect(chartData(rows, 'lpm', 0, { ...settings, currency: 'USD' }).currency).toBe('USD');
    expect(chartData([], 'lpm', 0, { ...settings, currency: 'GBP' }).currency).toBe('GBP');
    const c = chartData(rows, 'lpm', 0, { ...settings, currency: 'GBP' });
    expect([c.currency, c.totals.yearlyCost, c.totals.otherCurrencyLeaks]).toEqual(['EUR', 160, 1]);
  });

  it('gives thresholds and sizes in CFM for a CFM user', () => {
    const c = chartData(rows, 'cfm', 0, settings);
    expect(c.severityLow).toBeCloseTo(lpmToCfm(5), 3);
    expect(c.leakSizes.sizes[1]).toBeCloseTo(lpmToCfm(10), 3);
    expect(c.leakSizes.between).toBe(1);
  });
});
