import type { ReportRow } from 'shared-domain/schemas';
import { formatReportDate, orderReportRows } from './reportExport';

// Spec 001 section 3 "Report options": dateFormat D.M.Y, M/D/Y, Y-M-D; orderBy and ordering.
describe('formatReportDate', () => {
  it.each([
    ['D.M.Y', '05.03.2026 07:08'],
    ['M/D/Y', '03/05/2026 07:08'],
    ['Y-M-D', '2026-03-05 07:08'],
  ] as const)('formats %s', (format, expected) => {
    expect(formatReportDate('2026-03-05T07:08:09Z', format)).toBe(expected);
  });

  it('gives an empty text for a missing or invalid date', () => {
    expect(formatReportDate(undefined, 'Y-M-D')).toBe('');
    expect(formatReportDate('not a date', 'Y-M-D')).toBe('');
  });
});

describe('orderReportRows', () => {
  const row = (id: number, label: string, createdDate: string, leakSize: number | null, deviceLabel = ''): ReportRow => ({ id, label, createdDate, leakSize, deviceLabel, values: [] });
  const rows = [row(1, 'beta', '2026-01-02T00:00:00Z', 3, 'Zulu'), row(2, 'Alpha', '2026-01-03T00:00:00Z', null, 'alpha'), row(3, 'gamma', '2026-01-01T00:00:00Z', 7, 'Mike')];
  const ids = (r: ReportRow[]) => r.map((x) => x.id);

  it.each([
    ['createdDate', 'asc', [3, 1, 2]],
    ['createdDate', 'desc', [2, 1, 3]],
    ['label', 'asc', [2, 1, 3]],
    ['label', 'desc', [3, 1, 2]],
    ['deviceLabel', 'asc', [2, 3, 1]],
    // Leak size orders ignore `ordering` and put rows without a size last.
    ['leakSizeAsc', 'desc', [1, 3, 2]],
    ['leakSizeDesc', 'asc', [3, 1, 2]],
  ] as const)('orders by %s %s', (orderBy, ordering, expected) => {
    expect(ids(orderReportRows(rows, orderBy, ordering))).toEqual(expected);
  });
});
