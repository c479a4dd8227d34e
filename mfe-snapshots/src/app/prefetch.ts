import { api, PAGE_SIZE, PHONE_MEDIA_QUERY, queryClient, type RoutePrefetchContext } from 'shared-core';
import { detailQueries } from '../features/detail/api/detailQueries';
import { snapshotQueries } from '../features/list/api/snapshotQueries';
import { filtersFromSearch, toListQuery } from '../features/list/state/filters';

/**
 * Thumbnails fetched with the list's first page: the cards in the first screen, whose image is
 * the page's largest paint. A phone shows one card and the top of the next; more would only
 * share its slow link with the one the visitor waits for.
 */
export const PREFETCHED_THUMBNAILS = Object.freeze({ desktop: 4, phone: 2 });

/**
 * The list's first page (the same query the list page makes from the URL), and then the first
 * cards' thumbnails, while the list's chunks load (issue 16: the first card no longer waits for
 * antd and the page code before its data is even asked for).
 */
export function prefetchList({ search }: RoutePrefetchContext): void {
  const { filters, page } = filtersFromSearch(search);
  const phone = window.matchMedia?.(PHONE_MEDIA_QUERY).matches ?? false;
  const options = snapshotQueries.list(toListQuery(filters, phone ? 0 : page, phone ? PAGE_SIZE.phone : PAGE_SIZE.desktop));
  void queryClient.prefetchQuery(options).then(() => {
    for (const snapshot of queryClient.getQueryData(options.queryKey)?.results.slice(0, phone ? PREFETCHED_THUMBNAILS.phone : PREFETCHED_THUMBNAILS.desktop) ?? []) {
      preloadImage(snapshot.thumbnail_url);
    }
  });
}

/** Starts loading an image at high priority; the page's own <img> of the same URL then comes from the cache. */
function preloadImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = api.url(url);
}

/**
 * The snapshot of `/snapshot/:id`, while the detail's chunks load, and then its photo: the
 * page's main content and largest paint, 460 KB that no longer waits for the page to render.
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
