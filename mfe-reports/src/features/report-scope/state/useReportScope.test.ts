import { queryClient } from 'shared-core';
import { listItem } from 'shared-core/testing';
import { setUpI18n, signIn } from '../../../testing/setup';
import { filteredIds, scopeText, type ReportScope } from './useReportScope';

/** A list of `total` snapshots (ids 1..total) that pages as the server does. */
function listOf(total: number, requests: URLSearchParams[]) {
  return jest.fn(async (url: string) => {
    const params = new URL(url).searchParams;
    requests.push(params);
    const page = Number(params.get('page') ?? 0);
    const size = Number(params.get('page_size') ?? 20);
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice(page * size, (page + 1) * size);
    const body = { count: total, next: null, previous: null, results: ids.map((id) => listItem(id)) };
    return { ok: true, status: 200, headers: new Headers(), text: async () => JSON.stringify(body) } as Response;
  });
}

beforeAll(setUpI18n);
beforeEach(signIn);
afterEach(() => queryClient.clear());

describe('filteredIds', () => {
  it('reads a survey larger than one page page by page, in order, up to the cap, keeping the filters', async () => {
    const requests: URLSearchParams[] = [];
    global.fetch = listOf(25, requests) as unknown as typeof fetch;
    const ids = await filteredIds({ type: 'leak' }, 22, 10);
    expect(ids).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(requests.map((r) => [r.get('page'), r.get('page_size'), r.get('type')])).toEqual([
      ['0', '10', 'leak'],
      ['1', '10', 'leak'],
      ['2', '10', 'leak'],
    ]);
  });

  it('stops at the end of a shorter list, and asks once when the cap fits a page', async () => {
    let requests: URLSearchParams[] = [];
    global.fetch = listOf(13, requests) as unknown as typeof fetch;
    expect(await filteredIds({}, 100, 10)).toHaveLength(13);
    expect(requests).toHaveLength(2);
    requests = [];
    global.fetch = listOf(13, requests) as unknown as typeof fetch;
    expect(await filteredIds({}, 5, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(requests.map((r) => r.get('page_size'))).toEqual(['5']);
  });
});

describe('scopeText', () => {
  const t = (key: string, values: Record<string, string | number>) => `${key}${Object.keys(values).length ? JSON.stringify(values) : ''}`;
  const scope = (count: number | null, source: ReportScope['source'] = 'filtered'): ReportScope => ({ source, count, loadIds: async () => [] });

  it('says which scope and how many, and that only the first ones are taken above the cap', () => {
    expect(scopeText(t, 'en', scope(null))).toBe('menu.counting');
    expect(scopeText(t, 'en', scope(3, 'selection'), 2000)).toBe('menu.scopeSelection{"n":"3"}');
    expect(scopeText(t, 'en', scope(2000), 2000)).toBe('menu.scopeFiltered{"n":"2,000"}');
    expect(scopeText(t, 'en', scope(20101), 2000)).toBe('menu.scopeFiltered{"n":"20,101"} menu.firstOnly{"max":"2,000"}');
    expect(scopeText(t, 'de', scope(20101), 2000)).toBe('menu.scopeFiltered{"n":"20.101"} menu.firstOnly{"max":"2.000"}');
  });
});
