import { currencySymbol } from './currencySymbol';

describe('currencySymbol (spec 000 §3 currencies)', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['CNY', '¥'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['JPY', '¥'],
    ['RUB', '₽'],
    ['USD', '$'],
    [' eur ', '€'],
    ['CHF', undefined],
    ['SEK', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['toString', undefined], // no prototype leakage
    ['TOSTRING', undefined],
  ])('%p → %p', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });
});
