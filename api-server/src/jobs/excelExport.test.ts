import type { SnapshotRow } from '../db/snapshots';
import { excelRowValues } from './excelExport';
import type { ReportAnalysis } from './reportSnapshots';

const analysis: ReportAnalysis = {
  distanceM: 2, gas: 'AIR', leakSize: 1.5, leakUnit: 'lpm', leakDetected: true, leakCost: 12, currency: 'EUR', costMode: 'energy', note: null,
  co2eKg: 61.4, specificPower: 11.7, hoursPerDay: 24, daysPerWeek: 7, weeksPerYear: 52, co2KgPerKwh: 0.4, referenceConditions: '0 °C, 101325 Pa', modelVersion: '4.1.1',
  pdClassification: null, pdConfidencePct: null, pdSeverityMinPct: null, pdSeverityMaxPct: null, kurtosis: null, crestFactor: null, possibleFault: null,
};
const row = (patch: Partial<SnapshotRow>) =>
  ({ id: 1, label: 'Valve', comments: '', tags: [], created_date: new Date('2026-01-01T00:00:00Z'), synced_date: new Date('2026-01-01T00:00:00Z'), device_serial: 'NLC21004', device_label: 'Hall', device_analysis_type: 'A1', analysis_time: 0, fixed: false, fixed_date: null, starred: false, kind: 'leak', ...patch }) as unknown as SnapshotRow;

// The security review found `=HYPERLINK(...)` stored as formula-like text: cells are neutralised as in the CSV.
describe('Excel cells', () => {
  it('neutralises text that starts with a formula character', () => {
    const cells = excelRowValues(row({ label: '=HYPERLINK("http://evil","x")', comments: '+1', tags: ['@sum'], device_label: '-Hall' }), analysis);
    expect(cells.label).toBe('\'=HYPERLINK("http://evil","x")');
    expect(cells.comments).toBe("'+1");
    expect(cells.tags).toBe("'@sum");
    expect(cells.device_label).toBe("'-Hall");
  });

  it('leaves other text and numbers as they are', () => {
    const cells = excelRowValues(row({ label: 'Valve = open' }), analysis);
    expect(cells.label).toBe('Valve = open');
    expect(cells.leak_size).toBe(1.5);
    expect([cells.co2e_kg, cells.specific_power, cells.hours_per_day, cells.co2_factor, cells.reference_conditions, cells.model_version]).toEqual([61.4, 11.7, 24, 0.4, '0 °C, 101325 Pa', '4.1.1']);
    expect(cells.created_date).toBe('2026-01-01 00:00:00');
  });
});
