import { formatDay } from './formatDay';
import { dateTimeFormat, formatDecimal, numberFormat, warmDateFormats } from './intlFormats';

describe('shared Intl formatters', () => {
  it('builds one formatter per language and options, and formats as a new one would', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    const first = dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(dateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(first);
    spy.mockRestore();
    const day = new Date(Date.UTC(2026, 2, 5));
    expect(first.format(day)).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(day));
  });

  it('keys number formats by their options', () => {
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(numberFormat('en', { maximumFractionDigits: 1 }));
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(1.26)).toBe('1.3');
    expect(numberFormat('en', { maximumFractionDigits: 0 }).format(1.26)).toBe('1');
    expect(() => numberFormat('en', { style: 'currency', currency: 'not a code' })).toThrow(RangeError);
  });

  it('formats a day in the language, and leaves what is not a day as it is', () => {
    expect(formatDay('2026-03-05', 'en-US')).toBe('Mar 5, 2026');
    expect(formatDay('2026-03-05', 'de')).toBe('05.03.2026');
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });

  it('builds ahead the formatter the day headings then use', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    warmDateFormats('nl');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(formatDay('2026-03-05', 'nl')).toBe('5 mrt 2026');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('formatDecimal', () => {
  it('writes the decimal as the language does, with the digits asked for', () => {
    expect([formatDecimal(42.44, 'de'), formatDecimal(42.44, 'en'), formatDecimal(3, 'fr'), formatDecimal(-3.25, 'ru', 2)]).toEqual(['42,4', '42.4', '3,0', '-3,25']);
  });
});
