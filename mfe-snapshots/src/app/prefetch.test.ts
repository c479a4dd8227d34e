import { waitFor } from '@testing-library/react';
import { queryClient } from 'shared-core';
import { snapshotDetail } from 'shared-core/testing';
import { detailQueries } from '../features/detail/api/detailQueries';
import { HEAD_ROWS, snapshotQueries } from '../features/list/api/snapshotQueries';
import { filtersFromSearch, toListQuery } from '../features/list-filters';
import { calls, listItem, listQueries, resetServer, server, setUpI18n } from '../features/list/testing/listFixtures';
import { prefetchDetail, prefetchList, PREFETCHED_THUMBNAILS } from './prefetch';

beforeAll(setUpI18n);
beforeEach(() => {
  resetServer();
  queryClient.clear();
});

/** The `src` of every image the code under test created. */
function watchImages(): string[] {
  const sources: string[] = [];
  jest.spyOn(window, 'Image').mockImplementation(() => {
    const image = document.createElement('img');
    Object.defineProperty(image, 'src', { set: (value: string) => sources.push(value) });
    return image;
  });
  return sources;
}

function setWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({ matches: phone && query.includes('max-width'), media: query })) as unknown as typeof window.matchMedia;
}

it("reads the list page the URL asks for into the cache key the list page reads, then the first cards' thumbnails", async () => {
  setWidth(false);
  server.snapshots = Array.from({ length: 30 }, (_, i) => listItem(i + 1));
  const images = watchImages();
  const search = new URLSearchParams('type=leak&page=1&starred=1');
  prefetchList({ params: {}, search });
  await new Promise((resolve) => setTimeout(resolve, 50));

  const list = calls.filter((c) => c.path === '/api/snapshots/');
  expect(list).toHaveLength(1);
  expect(Object.fromEntries(list[0]!.query)).toMatchObject({ type: 'leak', starred: '1', page: '1', page_size: '20' });
  const { filters, page } = filtersFromSearch(search);
  const cached = queryClient.getQueryData(snapshotQueries.list(toListQuery(filters, page, 20)).queryKey);
  expect(cached?.results.map((s) => s.id)).toEqual(server.snapshots.slice(20, 30).map((s) => s.id));
  expect(images).toHaveLength(PREFETCHED_THUMBNAILS.desktop);
  expect(images[0]).toContain(server.snapshots[20]!.thumbnail_url);
});

it("on a phone reads the head of the one long page the phone list shows, its first screen's thumbnails, then the whole page", async () => {
  setWidth(true);
  server.snapshots = Array.from({ length: 30 }, (_, i) => listItem(i + 1));
  let release!: () => void;
  server.holdLongPages = new Promise<void>((resolve) => (release = resolve));
  const images = watchImages();
  prefetchList({ params: {}, search: new URLSearchParams('page=3') });
  await new Promise((resolve) => setTimeout(resolve, 50));
  // The thumbnails come from the head while the whole page is still on its way.
  expect(listQueries().map((q) => [q.get('page') ?? '0', q.get('page_size')])).toEqual([
    ['0', String(HEAD_ROWS)],
    ['0', '20000'],
  ]);
  expect(images).toHaveLength(PREFETCHED_THUMBNAILS.phone);
  expect(images[0]).toContain(server.snapshots[0]!.thumbnail_url);
  release();
  const key = snapshotQueries.list(toListQuery(filtersFromSearch(new URLSearchParams()).filters, 0, 20000)).queryKey;
  await waitFor(() => expect(queryClient.getQueryData(key)?.results).toHaveLength(30));
});

it("reads the detail's snapshot, and nothing for an id that is not one", async () => {
  jest.spyOn(queryClient, 'prefetchQuery');
  prefetchDetail({ params: { id: 'abc' }, search: new URLSearchParams() });
  expect(queryClient.prefetchQuery).not.toHaveBeenCalled();
  prefetchDetail({ params: { id: '42' }, search: new URLSearchParams() });
  expect(queryClient.prefetchQuery).toHaveBeenCalledWith(expect.objectContaining({ queryKey: detailQueries.detail(42).queryKey }));
});

it("then the detail's photo, the page's largest paint", async () => {
  const images = watchImages();
  jest.spyOn(queryClient, 'prefetchQuery').mockImplementation(async (options) => {
    queryClient.setQueryData(options.queryKey, snapshotDetail(42, { picture_url: 'http://127.0.0.1:8000/media/snapshots/42/picture.png?sig=x' }));
  });
  prefetchDetail({ params: { id: '42' }, search: new URLSearchParams() });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(images).toEqual([expect.stringContaining('/media/snapshots/42/picture.png?sig=x')]);
});
