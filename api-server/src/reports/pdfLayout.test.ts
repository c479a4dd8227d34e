import type { ReportRow } from 'shared-core/schemas';
import { fontChain } from './fonts';
import { DEFAULT_TEXTS, fill, summaryLines } from './pdfLayout';

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
