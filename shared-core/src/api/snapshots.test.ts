import { api } from '../platform/platform';
import { ContractViolationError } from './errors';
import { listItem } from '../testing/listItem';
import type { SnapshotPage } from 'shared-domain/schemas';
import { FIRST_SLICE_ROWS, SLICE_ROWS, snapshotsApi, withSlice, type SlicedSnapshotPage, type SnapshotPageSlice } from './snapshots';

const row = (id: number) => listItem(id);

const pageOf = (rows: unknown[]) => ({ count: rows.length, next: null, previous: null, results: rows });

/** Answers GET /api/snapshots/ with `rows`, checked by the envelope schema the call passes. */
function answer(rows: unknown[]) {
  return jest.spyOn(api, 'request').mockImplementation(async (_call, opts) => opts.schema.parse(pageOf(rows)));
}

async function collect(): Promise<SnapshotPageSlice[]> {
  const slices: SnapshotPageSlice[] = [];
  for await (const slice of snapshotsApi.listInSlices({ page: 0 })) slices.push(slice);
  return slices;
}

afterEach(() => jest.restoreAllMocks());

describe('snapshotsApi.listInSlices', () => {
  it('hands over a small page in one slice', async () => {
    const request = answer([row(1), row(2)]);
    const slices = await collect();
    expect(slices).toHaveLength(1);
    expect(slices[0]!.first).toBe(true);
    expect(slices[0]!.last).toBe(true);
    expect(slices[0]!.page.results.map((r) => r.id)).toEqual([1, 2]);
    expect(request.mock.calls[0]![1].path).toBe('/api/snapshots/?page=0');
  });

  it('hands over the first rows at once and the rest, every row checked, in order at the end', async () => {
    const total = FIRST_SLICE_ROWS + 2 * SLICE_ROWS + 7;
    answer(Array.from({ length: total }, (_, i) => row(i)));
    const slices = await collect();
    expect(slices.map((s) => [s.first, s.last, s.page.results.length])).toEqual([
      [true, false, FIRST_SLICE_ROWS],
      [false, true, total - FIRST_SLICE_ROWS],
    ]);
    expect(withSlice(undefined, slices[0]!).rowsPending).toBe(true);
    const page = slices.reduce<SlicedSnapshotPage | undefined>(withSlice, undefined)!;
    expect(page.rowsPending).toBe(false);
    expect(page.count).toBe(total);
    expect(page.results.map((r) => r.id)).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it('ends with a contract violation naming the first malformed row, after the slices before it', async () => {
    const rows: unknown[] = Array.from({ length: FIRST_SLICE_ROWS + 10 }, (_, i) => row(i));
    rows[FIRST_SLICE_ROWS + 3] = { ...row(0), starred: 'yes' };
    answer(rows);
    const seen: SnapshotPageSlice[] = [];
    const reading = (async () => {
      for await (const slice of snapshotsApi.listInSlices({ page: 0 })) seen.push(slice);
    })();
    await expect(reading).rejects.toThrow(ContractViolationError);
    await expect(reading).rejects.toThrow(`results.${FIRST_SLICE_ROWS + 3}.starred`);
    expect(seen).toHaveLength(1);
  });
});

describe('withSlice', () => {
  it('starts a new page on a first slice, even over a page built before', () => {
    const old = pageOf([row(9)]) as SnapshotPage;
    const fresh = pageOf([row(1)]) as SnapshotPage;
    expect(withSlice(old, { first: true, last: true, page: fresh })).toEqual({ ...fresh, rowsPending: false });
    expect(withSlice(fresh, { first: false, last: true, page: pageOf([row(2)]) as SnapshotPage }).results.map((r) => r.id)).toEqual([1, 2]);
  });
});
