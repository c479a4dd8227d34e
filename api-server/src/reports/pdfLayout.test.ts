import type { ReportRow } from 'shared-domain/schemas';
import { fontChain } from './fonts';
import { formatCo2e } from 'shared-domain/analysis';
import { DEFAULT_TEXTS, fill, reportFigures, savingsTables, summaryLines } from './pdfLayout';

const text = (key: keyof typeof DEFAULT_TEXTS, values: Record<string, string | number> = {}) => fill(DEFAULT_TEXTS[key], values);
const number = (value: number, digits: number) => value.toFixed(digits);
const row = (id: number, patch: Partial<ReportRow>): ReportRow => ({ id, label: `S${id}`, values: [], ...patch });

describe('report PDF summary table', () => {
  it('counts by type, totals leak flow and yearly cost per currency, and counts PD bands', () => {
    const rows = [
      row(1, { kind: 'leak', leakSize: 2.5, leakUnit: 'lpm', leakCost: 100, currency: 'EUR', fixed: true }),
      row(2, { kind: 'leak', leakSize: 1, leakUnit: 'lpm', leakCost: 50, currency: 'EUR' }),
      row(3, { kind: 'leak', leakSize: null }),
      row(4, { kind: 'pd', pdBand: 'high' }),
      row(5, { kind: 'pd', pdBand: 'low' }),
      row(6, { kind: 'mechanical', possibleFault: true }),
    ];
    expect(summaryLines(rows, text, true, number)).toEqual([
      ['Leak', '3'],
      ['Partial discharge', '2'],
      ['Mechanical', '1'],
      ['Leaks detected', '2'],
      ['Total leak flow (l/min)', '3.5'],
      ['Yearly cost', '150 EUR'],
      ['PD severity low', '1'],
      ['PD severity medium', '0'],
      ['PD severity high', '1'],
      ['PD severity very high', '0'],
      ['Possible mechanical fault', '1'],
      ['Fixed / open', '1 / 5'],
    ]);
  });

  it('totals cost in the user currency when a leak is costed in it, other currencies apart, to the cent', () => {
    const rows = [
      row(1, { kind: 'leak', leakSize: 2, leakCost: 100.004, currency: 'EUR' }),
      row(2, { kind: 'leak', leakSize: 2, leakCost: 10.006, currency: 'USD' }),
      row(3, { kind: 'leak', leakSize: 2, leakCost: 20.004, currency: 'USD' }),
      row(4, { kind: 'leak', leakSize: null, leakCost: 5000, currency: 'EUR' }),
    ];
    expect(reportFigures(rows).currency).toBe('USD');
    expect(reportFigures(rows, 'EUR')).toMatchObject({ currency: 'EUR', leaks: 3, costPerYear: 100, otherCurrencyLeaks: 2 });
    const money = (value: number, digits: number) => value.toFixed(digits === 0 ? 2 : digits);
    const lines = summaryLines(rows, text, false, money, 'en', 'EUR').filter(([name]) => name === 'Yearly cost');
    expect(lines).toEqual([
      ['Yearly cost', '100.00 EUR'],
      ['Yearly cost', '30.01 USD'],
    ]);
  });

  it('heads the total flow with the user unit text, not a fixed l/min (ja: L/分)', () => {
    const ja = { ...DEFAULT_TEXTS, totalFlow: 'リーク流量の合計 ({unit})', unitLpm: 'L/分' };
    const jaText = (key: keyof typeof DEFAULT_TEXTS, values: Record<string, string | number> = {}) => fill(ja[key], values);
    const lines = summaryLines([row(1, { kind: 'leak', leakSize: 2, leakUnit: 'lpm' })], jaText, false, number);
    expect(lines).toContainEqual(['リーク流量の合計 (L/分)', '2.0']);
    expect(lines.flat().join(' ')).not.toContain('l/min');
  });

  it('totals the CO2e of the report leaks as the sum of the rows', () => {
    const rows = [
      row(1, { kind: 'leak', leakSize: 2, co2eKgPerYear: 1234.5 }),
      row(2, { kind: 'leak', leakSize: 1, co2eKgPerYear: 100.25 }),
      row(3, { kind: 'leak', leakSize: null, co2eKgPerYear: null }),
      row(4, { kind: 'pd', pdBand: 'low' }),
    ];
    expect(reportFigures(rows).co2eKgPerYear).toBeCloseTo(1334.75, 3);
    expect(summaryLines(rows, text, false, number)).toContainEqual(['Total CO₂e per year', formatCo2e(1334.75, 'en')]);
    // No CO2e line without any leak CO2e (a PD-only report).
    expect(summaryLines([row(4, { kind: 'pd', pdBand: 'low' })], text, false, number).flat()).not.toContain('Total CO₂e per year');
  });
});

describe('report PDF savings section', () => {
  it('splits open against fixed leaks and lists the yearly saving by month of fix with the running total', () => {
    const rows = [
      row(1, { kind: 'leak', leakSize: 3, leakCost: 100, currency: 'EUR', co2eKgPerYear: 500, fixed: true, fixedDate: '2026-01-15T08:00:00Z' }),
      row(2, { kind: 'leak', leakSize: 3, leakCost: 40, currency: 'EUR', co2eKgPerYear: 200, fixed: true, fixedDate: '2026-03-02T08:00:00Z' }),
      row(3, { kind: 'leak', leakSize: 3, leakCost: 60, currency: 'EUR', co2eKgPerYear: 300, fixed: false }),
      row(4, { kind: 'leak', leakSize: 3, leakCost: 999, currency: 'USD', co2eKgPerYear: 7, fixed: false }),
      row(5, { kind: 'pd', fixed: true, fixedDate: '2026-02-01T00:00:00Z' }),
      // No leak by the leak-reporting rule (the viewer gave it no size): no count, no cost.
      row(6, { kind: 'leak', leakSize: null, leakCost: 218, currency: 'EUR', fixed: false }),
    ];
    const tables = savingsTables(rows, text, number);
    expect(tables.split).toEqual([
      // The USD leak counts with no cost in the euro totals, but with its CO2e.
      ['Open leaks', '2', '60 EUR', formatCo2e(307, 'en')],
      ['Fixed leaks', '2', '140 EUR', formatCo2e(700, 'en')],
    ]);
    expect(tables.months).toEqual([
      ['2026-01', '1', '100 EUR', formatCo2e(500, 'en'), `100 EUR · ${formatCo2e(500, 'en')}`],
      ['2026-02', '0', '0 EUR', formatCo2e(0, 'en'), `100 EUR · ${formatCo2e(500, 'en')}`],
      ['2026-03', '1', '40 EUR', formatCo2e(200, 'en'), `140 EUR · ${formatCo2e(700, 'en')}`],
    ]);
  });

  it('shows no cost when no leak is costed and no months when nothing is fixed', () => {
    const tables = savingsTables([row(1, { kind: 'leak', leakSize: 1, leakCost: null, co2eKgPerYear: 12, fixed: false })], text, number);
    expect(tables.split[0]).toEqual(['Open leaks', '1', '–', formatCo2e(12, 'en')]);
    expect(tables.months).toEqual([]);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('Page {page} of {pages}', { page: 2, pages: 9 })).toBe('Page 2 of 9');
    expect(fill('{x} and {y}', { x: 1 })).toBe('1 and {y}');
  });
});

describe('report fonts', () => {
  it('prefers the language own CJK forms and always starts with Noto Sans', () => {
    expect(fontChain('ja').slice(0, 3)).toEqual(['latin', 'thai', 'jp']);
    expect(fontChain('zh-TW')[2]).toBe('tc');
    expect(fontChain('zh-CN')[2]).toBe('sc');
    expect(fontChain('ko')[2]).toBe('kr');
    expect(fontChain('ru')).toContain('jp');
  });
});
