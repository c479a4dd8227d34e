import { figuresCurrency, leakFigures, type FigureLeak } from './leakFigures';

const leak = (patch: Partial<FigureLeak>): FigureLeak => ({ reported: true, costPerYear: 100, currency: 'EUR', co2eKgPerYear: 10, fixed: false, ...patch });

describe('leakFigures (one computation for every output)', () => {
  it('counts only reported leaks: an undetected one is no leak, no cost, no CO2e and no saving', () => {
    const f = leakFigures([leak({}), leak({ reported: false, costPerYear: 218, co2eKgPerYear: 50 }), leak({ fixed: true, fixedDate: '2026-03-02T00:00:00Z', costPerYear: 40 })]);
    expect(f).toMatchObject({ currency: 'EUR', leaks: 2, costPerYear: 140, co2eKgPerYear: 20, otherCurrencyLeaks: 0 });
    expect(f.savings.open).toEqual({ count: 1, costPerYear: 100, co2eKgPerYear: 10 });
    expect(f.savings.fixed).toEqual({ count: 1, costPerYear: 40, co2eKgPerYear: 10 });
    expect(f.savings.months).toEqual([{ month: '2026-03', fixed: { count: 1, costPerYear: 40, co2eKgPerYear: 10 }, cumulative: { count: 1, costPerYear: 40, co2eKgPerYear: 10 } }]);
  });

  it('adds each leak rounded to the cent, so that printed per-leak costs sum to the total', () => {
    // 3 x 0.005 would sum to 0.015 (0.02 rounded) without rounding each first.
    const f = leakFigures([leak({ costPerYear: 0.005 }), leak({ costPerYear: 0.005 }), leak({ costPerYear: 0.005 })]);
    expect(f.costPerYear).toBe(0.03);
    const many = leakFigures(Array.from({ length: 1000 }, () => leak({ costPerYear: 12.344 })));
    expect(many.costPerYear).toBe(12340);
  });

  it('adds costs in the user currency when a leak is costed in it, else the most used one; others count without cost', () => {
    const leaks = [leak({ currency: 'USD' }), leak({ currency: 'USD' }), leak({ currency: 'EUR', costPerYear: 7 }), leak({ currency: 'GBP', reported: false })];
    expect(figuresCurrency(leaks)).toBe('USD');
    expect(figuresCurrency(leaks, 'EUR')).toBe('EUR');
    // GBP's only leak is not reported: it does not make GBP a currency of the figures.
    expect(figuresCurrency(leaks, 'GBP')).toBe('USD');
    expect(leakFigures(leaks, { preferredCurrency: 'EUR' })).toMatchObject({ currency: 'EUR', leaks: 3, costPerYear: 7, otherCurrencyLeaks: 2 });
    expect(leakFigures([leak({ costPerYear: null })]).currency).toBeNull();
  });

  it('extends the savings timeline to the month asked for', () => {
    const f = leakFigures([leak({ fixed: true, fixedDate: '2026-10-20T00:00:00Z' })], { untilMonth: '2026-12' });
    expect(f.savings.months.map((m) => [m.month, m.cumulative.costPerYear])).toEqual([
      ['2026-10', 100],
      ['2026-11', 100],
      ['2026-12', 100],
    ]);
  });
});
