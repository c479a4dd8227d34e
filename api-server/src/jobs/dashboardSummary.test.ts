import { lpmToCfm } from 'shared-core/analysis';
import type { SnapshotRow } from '../db/snapshots';
import { summarise } from './dashboardSummary';

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
    expect(s.leaks).toEqual({ count: 3, detected: 2, unit: 'lpm', totalLeakSize: 14, yearlyCostByCurrency: { EUR: 100, USD: 30 }, byGas: { AIR: 2, STEAM: 1 } });
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
    expect(summarise(rows, 'cfm', 0).leaks.totalLeakSize).toBeCloseTo(lpmToCfm(14), 3);
  });
});
