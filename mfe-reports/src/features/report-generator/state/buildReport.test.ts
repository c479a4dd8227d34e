import { ANALYSIS_VERSION, cfmToLpm, leakCo2ePerYear, type LeakResult, type PdResult } from 'shared-core';
import { snapshotDetail } from 'shared-core/testing';
import { buildReport, mapLimited, REPORT_CONCURRENCY, sharedAssumptions, type BuildDeps } from './buildReport';
import { DEFAULT_OPTIONS } from './options';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}:${JSON.stringify(values)}` : key);
const number = (value: number, digits: number) => value.toFixed(digits);
const leak = (patch: Partial<LeakResult> = {}): LeakResult => ({
  leakSize: 4.2, unit: 'lpm', leakCost: 321, leakDetected: true, infDetected: false, gas: 'AIR', isPd: false, currency: 'EUR', costMode: 'energy', audioTime: 0, ...patch,
});
const pd: PdResult = {
  classifications: [{ name: 'floating', confidence: 0.8 }, { name: 'negativeCorona', confidence: 0.2 }],
  severityMinPr: 50, severityMaxPr: 70, description: 'd', recommendation: 'Plan a repair.', descriptionKey: 'pd.description.floating', recommendationKey: 'pd.recommendation.floating.high',
};

function deps(overrides: Partial<BuildDeps> = {}): BuildDeps {
  return {
    detail: async (id) => snapshotDetail(id, { device_analysis_type: id >= 100 ? 'E1' : 'A1', label: `S${id}` }),
    leak: async () => leak(),
    pd: async () => pd,
    mech: async () => ({ fromAudioTime: 0, analysis_available: true, kurtosis: 3, crest_factor: 4, possible_fault: false, windowS: 1 }),
    ...overrides,
  };
}
const ctx = (reportType = DEFAULT_OPTIONS.reportType) => ({ t, options: { ...DEFAULT_OPTIONS, reportType }, unit: 'lpm' as const, number });

// Spec 001 sections 4 and 8: report building.
describe('report building', () => {
  it('reads at most 10 snapshots at a time and reports progress', async () => {
    let running = 0;
    let peak = 0;
    const progress: number[] = [];
    await mapLimited(Array.from({ length: 25 }, (_v, i) => i), REPORT_CONCURRENCY, async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 1));
      running -= 1;
    }, (done) => progress.push(done));
    expect(peak).toBe(10);
    expect(progress).toEqual(Array.from({ length: 25 }, (_v, i) => i + 1));
  });

  it('skips a failed read and a failed leak analysis, keeping the order of the rest', async () => {
    const report = await buildReport([1, 2, 3, 4], deps({
      detail: async (id) => (id === 2 ? Promise.reject(new Error('gone')) : snapshotDetail(id, { label: `S${id}` })),
      leak: async (id) => (id === 3 ? Promise.reject(new Error('500')) : leak()),
    }), ctx());
    expect(report.rows.map((r) => r.row.id)).toEqual([1, 4]);
    expect(report.skipped).toEqual([{ id: 2, reason: 'readFailed' }, { id: 3, reason: 'leakFailed' }]);
  });

  it('states an assumption once when every leak shares it, and per leak when they differ', async () => {
    const util = (h: number) => ({ current_util_hours: h, current_util_days: 5, current_util_weeks: 50 });
    const metas: Record<number, Parameters<typeof snapshotDetail>[2]> = {
      1: { specific_power: 9.6, utilization: util(16) },
      2: { specific_power: 9.6, utilization: util(24) },
    };
    const report = await buildReport([1, 2], deps({ detail: async (id) => snapshotDetail(id, {}, metas[id]) }), ctx());
    expect(report.rows.map((r) => r.assumptions)).toEqual([
      { specificPower: '9.6 unit.powerLpm', utilisation: 'utilisation:{"h":16,"d":5,"w":50}' },
      { specificPower: '9.6 unit.powerLpm', utilisation: 'utilisation:{"h":24,"d":5,"w":50}' },
    ]);
    expect(sharedAssumptions(report.rows)).toEqual({ specificPower: '9.6 unit.powerLpm', utilisation: 'differs' });
    // No leak with a cost: nothing to state.
    expect(sharedAssumptions(report.rows.map(({ row, csv }) => ({ row, csv })))).toEqual({ specificPower: undefined, utilisation: undefined });
  });

  it('gives a CFM user the specific power per 100 cfm the cost math uses, not the stored per-1000-l/min number', async () => {
    const report = await buildReport([1], deps({ detail: async (id) => snapshotDetail(id, {}, { specific_power: 11.7 }) }), { ...ctx(), unit: 'cfm' as const });
    expect(report.rows[0]!.assumptions?.specificPower).toBe('33.0 unit.powerCfm');
  });

  it('gives invalidDistance for an infinite distance and keeps the snapshot', async () => {
    const report = await buildReport([5], deps({ leak: async () => leak({ leakSize: null, leakCost: null, infDetected: true, error: 'invalidDistance' }) }), ctx());
    expect(report.invalidDistance).toEqual([5]);
    expect(report.rows[0]!.csv.note).toBe('invalidDistance');
    expect(report.rows[0]!.row.values).toContainEqual({ name: 'field.leakSize', value: 'invalidDistance' });
    expect(report.rows[0]!.row.leakSize ?? null).toBeNull();
  });

  it('leaves out snapshots of another type: a Leak report over PD snapshots is empty', async () => {
    const report = await buildReport([100, 101], deps(), ctx('Leak'));
    expect(report.rows).toEqual([]);
    expect(report.skipped.map((s) => s.reason)).toEqual(['otherType', 'otherType']);
  });

  it('builds a leak row with size, yearly cost and the cost inputs', async () => {
    const [row] = (await buildReport([7], deps(), ctx())).rows;
    expect(row!.row).toMatchObject({ id: 7, label: 'S7', kind: 'leak', leakSize: 4.2, leakCost: 321, currency: 'EUR', leakUnit: 'lpm', headline: '4.2 unit.lpm' });
    const names = row!.row.values.map((v) => v.name);
    expect(names).toEqual(expect.arrayContaining(['field.gas', 'field.leakSize', 'field.yearlyCost', 'field.costMode', 'field.energyCost', 'field.specificPower', 'field.utilisation', 'field.fixed']));
    expect(row!.row.values).toContainEqual({ name: 'field.yearlyCost', value: '321 EUR' });
  });

  it('gives a leak row the CO2e the leak view computes from its flow, gas, utilisation, specific power and the customer factor', async () => {
    const meta = { specific_power: 9.5, utilization: { current_util_hours: 16, current_util_days: 5, current_util_weeks: 48 } };
    const withMeta = (id: number) => snapshotDetail(id, { device_analysis_type: 'A1', label: `S${id}`, fixed: true, fixed_date: '2026-03-04T10:00:00Z' }, meta);
    const report = await buildReport([7, 8], deps({
      detail: async (id) => withMeta(id),
      leak: async (id) => (id === 7 ? leak({ leakSize: 12.5, gas: 'METHANE' }) : leak({ leakSize: 2, unit: 'cfm' })),
    }), { ...ctx(), co2KgPerKwh: 0.4, language: 'en' });
    const utilization = { hours: 16, days: 5, weeks: 48 };
    const methane = leakCo2ePerYear({ leakLpm: 12.5, gas: 'METHANE', co2KgPerKwh: 0.4, utilization, specificPowerKwPer1000Lpm: 9.5 }).totalKgCo2e;
    const air = leakCo2ePerYear({ leakLpm: cfmToLpm(2), gas: 'AIR', co2KgPerKwh: 0.4, utilization, specificPowerKwPer1000Lpm: 9.5 }).totalKgCo2e;
    expect(methane).toBeGreaterThan(0);
    // To the gram, as every output prints it; the CSV carries the same value and the assumptions.
    const [first, second] = report.rows.map((r) => r.row.co2eKgPerYear!);
    expect(first).toBe(Math.round(methane * 1000) / 1000);
    expect(second).toBeCloseTo(air, 2);
    expect(report.rows.map((r) => r.csv.co2eKg)).toEqual([first, second]);
    expect(report.rows[0]!.csv).toMatchObject({ specificPower: 9.5, hoursPerDay: 16, daysPerWeek: 5, weeksPerYear: 48, co2KgPerKwh: 0.4, referenceConditions: '0 °C, 101325 Pa', modelVersion: ANALYSIS_VERSION });
    expect(report.rows[0]!.row.fixedDate).toBe('2026-03-04T10:00:00.000Z');
    expect(report.rows[1]!.row.values.find((v) => v.name === 'field.co2e')?.value).toMatch(/^[\d,.]+ (kg|t) CO₂e$/);
  });

  it('does not report a leak of steam (spec 000 section 5)', async () => {
    const [row] = (await buildReport([8], deps({ leak: async () => leak({ gas: 'STEAM' }) }), ctx())).rows;
    expect(row!.row.leakSize).toBeNull();
    expect(row!.csv.leakSize).toBeNull();
  });

  it('builds a PD row with the classes, band and recommendation', async () => {
    const [row] = (await buildReport([100], deps(), ctx('PD'))).rows;
    expect(row!.row).toMatchObject({ kind: 'pd', pdBand: 'high', headline: 'pdClass.floating' });
    expect(row!.row.values).toContainEqual({ name: 'field.pdType', value: 'pdClass.floating (80 %)' });
    expect(row!.row.values).toContainEqual({ name: 'field.recommendation', value: 'Plan a repair.' });
    expect(row!.csv).toMatchObject({ pdClass: 'floating', pdConfidencePct: 80, pdSeverityMinPct: 50, pdSeverityMaxPct: 70 });
  });
});
