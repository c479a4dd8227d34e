import { api, PAGE_SIZE, PHONE_MEDIA_QUERY, queryClient, type RoutePrefetchContext, type SnapshotPage } from 'shared-core';
import { detailQueries } from '../features/detail/api/detailQueries';
import { HEAD_ROWS, snapshotQueries } from '../features/list/api/snapshotQueries';
import { filtersFromSearch, toListQuery } from '../features/list-filters';

/**
 * Thumbnails fetched with the list's first page: the cards in the first screen, whose image is
 * the page's largest paint. A phone shows one card and the top of the next; more would only
 * share its slow link with the one the visitor waits for.
 */
export const PREFETCHED_THUMBNAILS = Object.freeze({ desktop: 4, phone: 2 });

/**
 * The list's first page (the same query the list page makes from the URL), and then the first
 * cards' thumbnails, while the list's chunks load, so the first card does not wait for
 * antd and the page code before its data is even asked for. A phone's page of up to 20,000 rows
 * starts with its head ({@link HEAD_ROWS} rows, see `snapshotQueries.list`): the thumbnails come
 * from the head, not after the whole page. A page saved in the list cache shows at once, and its
 * thumbnails are known at once.
 */
export function prefetchList({ search }: RoutePrefetchContext): void {
  const { filters, page } = filtersFromSearch(search);
  const phone = window.matchMedia?.(PHONE_MEDIA_QUERY).matches ?? false;
  const query = toListQuery(filters, phone ? 0 : page, phone ? PAGE_SIZE.phone : PAGE_SIZE.desktop);
  const list = snapshotQueries.list(query);
  const listed = queryClient.prefetchQuery(list);
  const thumbnails = (answer: SnapshotPage | undefined) => {
    for (const snapshot of answer?.results.slice(0, phone ? PREFETCHED_THUMBNAILS.phone : PREFETCHED_THUMBNAILS.desktop) ?? []) preloadImage(snapshot.thumbnail_url);
  };
  const cached = queryClient.getQueryData(list.queryKey);
  if (cached) thumbnails(cached);
  else if ((query.page_size ?? 0) > HEAD_ROWS) {
    const head = snapshotQueries.head(query);
    void queryClient.prefetchQuery(head).then(() => thumbnails(queryClient.getQueryData(head.queryKey)));
  } else void listed.then(() => thumbnails(queryClient.getQueryData(list.queryKey)));
}

/** Starts loading an image at high priority; the page's own <img> of the same URL then comes from the cache. */
function preloadImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = api.url(url);
}

/**
 * The snapshot of `/snapshot/:id`, while the detail's chunks load, and then its photo: the
 * page's main content and largest paint, 460 KB that need not wait for the page to render.
 */
export function prefetchDetail({ params }: RoutePrefetchContext): void {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) return;
  const options = detailQueries.detail(Number(id));
  void queryClient.prefetchQuery(options).then(() => {
    const picture = queryClient.getQueryData(options.queryKey)?.picture_url;
    if (picture) preloadImage(picture);
  });
}
