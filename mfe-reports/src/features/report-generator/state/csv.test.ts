import { csvField, orderReportRows, toCsv } from 'shared-core';
import type { BuiltRow, CsvRecord } from './buildReport';
import { csvFileName, reportCsv } from './csv';

const t = (key: string) => key;

function built(id: number, label: string, leakSize: number | null, createdDate = '2026-03-01T00:00:00.000Z'): BuiltRow {
  const csv: CsvRecord = {
    id, label, createdDate, deviceSerial: 'NLC21004', deviceLabel: 'Hall', kind: 'leak', gas: 'AIR', leakSize, leakCost: leakSize === null ? null : leakSize * 10, currency: 'EUR',
    pdClass: null, pdConfidencePct: null, pdSeverityMinPct: null, pdSeverityMaxPct: null, kurtosis: null, crestFactor: null, possibleFault: null, maxLevelDb: 60,
    tags: '', comment: '', fixed: false, fixedDate: null, note: null,
    co2eKg: leakSize === null ? null : leakSize * 40.125, specificPower: 9.6, hoursPerDay: 16, daysPerWeek: 5, weeksPerYear: 50, co2KgPerKwh: 0.4,
    referenceConditions: '0 °C, 101325 Pa', modelVersion: '4.1.1',
  };
  return { row: { id, label, createdDate, leakSize, values: [] }, csv };
}

// RFC 4180 and formula neutralising (the security review's =HYPERLINK finding).
describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(3.5)).toBe('3.5');
    expect(csvField(-2)).toBe('-2');
  });

  it('neutralises a text cell starting with = + - @ tab or carriage return', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+31 6')).toBe("'+31 6");
    expect(csvField('-flange')).toBe("'-flange");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('\rx')).toBe('"\'\rx"');
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('ends every record with CRLF', () => {
    expect(toCsv([['a', 'b'], [1, '=2']])).toBe("a,b\r\n1,'=2\r\n");
  });
});

describe('report CSV', () => {
  it('has the units in the header and the rows in the report order', () => {
    const rows = [built(1, 'beta', 2), built(2, '=1+1', 5), built(3, 'alpha', null)];
    const lines = reportCsv(rows, { orderBy: 'leakSizeDesc', ordering: 'asc' }, t, 'lpm').trim().split('\r\n');
    expect(lines[0]).toContain('field.leakSize (unit.lpm)');
    expect(lines[0]).not.toMatch(/csv\./);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['2', '1', '3']);
    expect(lines[1]).toContain(",'=1+1,");
  });

  it("carries each leak's CO2e and the assumptions it was computed with, units in the header", () => {
    const [header, row] = reportCsv([built(1, 'a', 2)], { orderBy: 'leakSizeDesc', ordering: 'asc' }, t, 'cfm').trim().split('\r\n').map((line) => line.split(','));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('field.co2e (kg CO₂e)')).toBe('80.25');
    expect(cell('field.specificPower (unit.powerCfm)')).toBe('9.6');
    expect([cell('field.hoursPerDay'), cell('field.daysPerWeek'), cell('field.weeksPerYear')]).toEqual(['16', '5', '50']);
    expect(cell('field.co2Factor (kg CO₂/kWh)')).toBe('0.4');
    // The reference conditions hold a comma: quoted, followed by the model version.
    expect(header!.slice(header!.indexOf('field.referenceConditions'), header!.indexOf('field.modelVersion') + 1)).toEqual(['field.referenceConditions', 'field.modelVersion']);
    expect(row!.join(',')).toContain('"0 °C, 101325 Pa",4.1.1,');
  });

  it('is named from serial, id and time for one snapshot', () => {
    expect(csvFileName([built(9, 'x', 1, '2026-03-01T08:30:00.000Z')], 'Leak', 0)).toBe('NLC21004_9_2026-03-01-08-30-00.csv');
    expect(csvFileName([built(1, 'a', 1), built(2, 'b', 1)], 'PD', Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('pd_report_2026-01-02-03-04-05.csv');
  });
});

describe('row ordering', () => {
  const rows = [
    { id: 3, label: 'b', createdDate: '2026-01-01T00:00:00Z', leakSize: 1 },
    { id: 1, label: 'B', createdDate: '2026-01-01T00:00:00Z', leakSize: null },
    { id: 2, label: 'a', createdDate: '2026-01-02T00:00:00Z', leakSize: 1 },
  ];
  const ids = (r: { id: number }[]) => r.map((x) => x.id);

  it('breaks ties by id', () => {
    expect(ids(orderReportRows(rows, 'label', 'asc'))).toEqual([2, 1, 3]);
    expect(ids(orderReportRows(rows, 'createdDate', 'asc'))).toEqual([1, 3, 2]);
    expect(ids(orderReportRows(rows, 'leakSizeAsc', 'asc'))).toEqual([2, 3, 1]);
  });

  it('puts rows without a leak size last in both size orders', () => {
    expect(ids(orderReportRows(rows, 'leakSizeAsc', 'desc')).at(-1)).toBe(1);
    expect(ids(orderReportRows(rows, 'leakSizeDesc', 'asc')).at(-1)).toBe(1);
  });
});
