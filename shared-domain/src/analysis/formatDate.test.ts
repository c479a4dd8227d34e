import { DATE_FORMATS, formatDate, type DateFormat } from './formatDate';

describe('formatDate (spec 000 §3 Report options dateFormat)', () => {
  it('offers the three report formats', () => {
    expect(DATE_FORMATS).toEqual(['D.M.Y', 'M/D/Y', 'Y-M-D']);
  });

  const utcDate = new Date(Date.UTC(2024, 2, 5, 23, 30)); // 2024-03-05T23:30Z
  it.each<[DateFormat, string]>([
    ['D.M.Y', '05.03.2024'],
    ['M/D/Y', '03/05/2024'],
    ['Y-M-D', '2024-03-05'],
  ])('UTC %s → %p', (format, expected) => {
    expect(formatDate(utcDate, format, 'utc')).toBe(expected);
  });

  const localDate = new Date(2023, 11, 31, 0, 0); // local 31 Dec 2023, independent of the runtime zone
  it.each<[DateFormat, string]>([
    ['D.M.Y', '31.12.2023'],
    ['M/D/Y', '12/31/2023'],
    ['Y-M-D', '2023-12-31'],
  ])('local (default) %s → %p', (format, expected) => {
    expect(formatDate(localDate, format)).toBe(expected);
  });

  it('pads the year to four digits', () => {
    const early = new Date(0);
    early.setUTCFullYear(987, 0, 2);
    expect(formatDate(early, 'Y-M-D', 'utc')).toBe('0987-01-02');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate(new Date(Number.NaN), 'D.M.Y')).toBe('');
  });
});
