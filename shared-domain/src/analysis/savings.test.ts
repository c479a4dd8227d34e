import { savingsSplit, utcMonth } from './savings';

describe('savingsSplit', () => {
  const leaks = [
    { costPerYear: 100, co2eKgPerYear: 10, fixed: false },
    { costPerYear: 50, co2eKgPerYear: 5, fixed: false },
    { costPerYear: 200, co2eKgPerYear: 20, fixed: true, fixedDate: '2026-01-15T10:00:00Z' },
    { costPerYear: 300, co2eKgPerYear: 30, fixed: true, fixedDate: '2026-01-31T23:59:59Z' },
    // No fix in February: the month still appears, with the running total unchanged.
    { costPerYear: 400, co2eKgPerYear: 40, fixed: true, fixedDate: Date.UTC(2026, 2, 1) },
    { costPerYear: 7, co2eKgPerYear: 1, fixed: true, fixedDate: null },
  ];

  it('splits yearly cost and CO2e between open and fixed leaks', () => {
    const split = savingsSplit(leaks);
    expect(split.open).toEqual({ count: 2, costPerYear: 150, co2eKgPerYear: 15 });
    expect(split.fixed).toEqual({ count: 4, costPerYear: 907, co2eKgPerYear: 91 });
    expect(split.fixedUndated).toEqual({ count: 1, costPerYear: 7, co2eKgPerYear: 1 });
  });

  it('adds up the fixes month by month, gaps included', () => {
    const { months } = savingsSplit(leaks);
    expect(months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(months.map((m) => m.fixed.costPerYear)).toEqual([500, 0, 400]);
    expect(months.map((m) => m.cumulative.costPerYear)).toEqual([500, 500, 900]);
    expect(months.map((m) => m.cumulative.co2eKgPerYear)).toEqual([50, 50, 90]);
    expect(months.map((m) => m.cumulative.count)).toEqual([2, 2, 3]);
  });

  it('extends the timeline to the given month, over a year end', () => {
    const { months } = savingsSplit([{ costPerYear: 1, co2eKgPerYear: 2, fixed: true, fixedDate: '2025-11-03' }], '2026-02');
    expect(months.map((m) => m.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(months[3]!.cumulative).toEqual({ count: 1, costPerYear: 1, co2eKgPerYear: 2 });
    // An earlier month never shortens it.
    expect(savingsSplit([{ costPerYear: 1, co2eKgPerYear: 2, fixed: true, fixedDate: '2025-11-03' }], '2025-01').months).toHaveLength(1);
  });

  it('counts non-finite estimates as zero and has no months without fixes', () => {
    const split = savingsSplit([{ costPerYear: Number.NaN, co2eKgPerYear: Infinity, fixed: false }]);
    expect(split.open).toEqual({ count: 1, costPerYear: 0, co2eKgPerYear: 0 });
    expect(split.months).toEqual([]);
  });

  it('reads UTC months', () => {
    expect(utcMonth('2026-03-31T23:30:00-02:00')).toBe('2026-04');
    expect(utcMonth('not a date')).toBeUndefined();
    expect(utcMonth(null)).toBeUndefined();
  });
});
