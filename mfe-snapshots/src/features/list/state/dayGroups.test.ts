import type { SnapshotListItem } from 'shared-core';
import { groupsByDay, withDayHeadings, withoutHeadings } from './dayGroups';

const row = (id: number, created: string, located = false) =>
  ({ id, created_date: created, meta: { latitude: located ? 52 : null, longitude: located ? 4.9 : null } }) as unknown as SnapshotListItem;

describe('date group headings (spec 000 section 2: route icon beside date group headings)', () => {
  it('heads each run of one UTC creation day, counting its cards', () => {
    const rows = withDayHeadings([row(1, '2026-11-20T23:30:00Z'), row(2, '2026-11-20T08:00:00Z', true), row(3, '2026-11-19T12:00:00Z')]);
    expect(rows.map((r) => (r.kind === 'day' ? `${r.day}:${r.count}:${r.located}` : r.snapshot.id))).toEqual([
      '2026-11-20:2:true',
      1,
      2,
      '2026-11-19:1:false',
      3,
    ]);
  });

  it('starts a new heading when a day comes back after another (ascending or any order)', () => {
    const rows = withDayHeadings([row(1, '2026-11-19T01:00:00Z'), row(2, '2026-11-20T01:00:00Z'), row(3, '2026-11-19T02:00:00Z')]);
    expect(rows.filter((r) => r.kind === 'day')).toHaveLength(3);
  });

  it('groups only for the creation-date sorts', () => {
    expect(groupsByDay('-created_date')).toBe(true);
    expect(groupsByDay('created_date')).toBe(true);
    for (const sort of ['-synced_date', 'severity', 'label', '-leak_size', 'location']) expect(groupsByDay(sort)).toBe(false);
    expect(withoutHeadings([row(1, '2026-11-20T01:00:00Z')])).toEqual([{ kind: 'card', snapshot: expect.objectContaining({ id: 1 }) }]);
  });

  it("marks only the last day open while more rows are loading (a phone's head): its count is not final", () => {
    const snapshots = [row(1, '2026-11-20T08:00:00Z'), row(2, '2026-11-19T12:00:00Z')];
    const open = (rows: ReturnType<typeof withDayHeadings>) => rows.flatMap((r) => (r.kind === 'day' ? [`${r.day}:${r.open ?? false}`] : []));
    expect(open(withDayHeadings(snapshots, true))).toEqual(['2026-11-20:false', '2026-11-19:true']);
    expect(open(withDayHeadings(snapshots))).toEqual(['2026-11-20:false', '2026-11-19:false']);
  });

  it('gives an empty list no heading', () => {
    expect(withDayHeadings([])).toEqual([]);
  });
});
