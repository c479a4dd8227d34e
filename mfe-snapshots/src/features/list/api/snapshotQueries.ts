import { keepPreviousData, queryOptions, experimental_streamedQuery as streamedQuery } from '@tanstack/react-query';
import {
  devicesApi,
  LIST_CACHE_MS,
  listCache,
  organizationsApi,
  snapshotPageSchema,
  snapshotsApi,
  snapshotsQueries,
  withSlice,
  type SnapshotListQuery,
  type SlicedSnapshotPage,
  type SnapshotPageSlice,
  whenIdle,
} from 'shared-core';

/** Before the first slice arrives; never shown (the query is pending until then). */
const NO_PAGE: SlicedSnapshotPage = { count: 0, next: null, previous: null, results: [] };

/**
 * Rows of a phone's first request: the cards of its first screens, shown while its whole page
 * (up to 20,000 rows, 21 MB of JSON at that size) downloads.
 */
export const HEAD_ROWS = 20;

/** Resolves once the browser is idle (the head's cards rendered), at the latest after 300 ms. */
const afterHeadRendered = () => new Promise<void>((resolve) => whenIdle(resolve, 300));

/** Cameras and groups change rarely: the filters' choices are read again after 5 minutes. */
const CHOICES_STALE_MS = 5 * 60_000;

/** Query keys and options of the snapshots area (first segment: the area). */
export const snapshotQueries = {
  all: snapshotsQueries.all,
  lists: () => [...snapshotQueries.all, 'list'] as const,
  /** A snapshot's detail (the detail page's `detailQueries.detail` key): a star or fixed toggle in the list reads it again. */
  detail: (id: number) => [...snapshotQueries.all, 'detail', id] as const,
  /**
   * One page of the filtered, sorted list (spec 000 section 4): an answer saved in the last
   * minute (shared-core's list cache: web only, per user, small answers only) shows first, then
   * the server's answer replaces it. The cached entry counts as stale so the fetch always runs;
   * in memory the answer is kept 1 minute. The rows arrive in checked slices (shared-core's
   * `listInSlices`): the first cards of a phone's 20,000-row page render while the rest are
   * checked; a refetch replaces the page only once it is whole.
   *
   * A page larger than {@link HEAD_ROWS} (a phone's) that shows nothing yet asks for its first
   * rows first ({@link snapshotQueries.head}) and shows them (`rowsPending`), then, once they
   * have rendered, for the whole page, whose first slice replaces them. A list no longer than
   * the head is whole at once and asked for only once.
   */
  list: (query: SnapshotListQuery) => {
    const queryKey = [...snapshotQueries.lists(), query] as const;
    return queryOptions({
      queryKey,
      queryFn: streamedQuery<SnapshotPageSlice, SlicedSnapshotPage, typeof queryKey>({
        streamFn: async function* ({ client }) {
          let page: SlicedSnapshotPage | undefined;
          if ((query.page_size ?? 0) > HEAD_ROWS && client.getQueryData(queryKey) === undefined) {
            const head = await client.fetchQuery(snapshotQueries.head(query));
            const whole = head.results.length >= head.count;
            const slice: SnapshotPageSlice = { first: true, last: whole, page: head };
            page = withSlice(page, slice);
            yield slice;
            if (!whole) await afterHeadRendered();
          }
          if (!page || page.rowsPending) for await (const slice of snapshotsApi.listInSlices(query)) {
            page = withSlice(page, slice);
            yield slice;
          }
          if (page) listCache.write(queryKey, { count: page.count, next: page.next, previous: page.previous, results: page.results });
        },
        refetchMode: 'replace',
        reducer: withSlice,
        initialValue: NO_PAGE,
      }),
      initialData: (): SlicedSnapshotPage | undefined => listCache.read(queryKey, snapshotPageSchema)?.data,
      initialDataUpdatedAt: 0,
      staleTime: LIST_CACHE_MS,
      placeholderData: keepPreviousData,
    });
  },
  /** The first {@link HEAD_ROWS} rows of a page of `query` (page 0 of the same filters and sort). */
  head: (query: SnapshotListQuery) =>
    queryOptions({
      queryKey: [...snapshotQueries.lists(), 'head', query] as const,
      queryFn: () => snapshotsApi.list({ ...query, page: undefined, page_size: HEAD_ROWS }),
      staleTime: LIST_CACHE_MS,
    }),
  /** The user's cameras (GET /api/devices/): the camera filter's choices and the no-devices help card. */
  devices: () => queryOptions({ queryKey: [...snapshotQueries.all, 'devices'] as const, queryFn: () => devicesApi.list(), staleTime: CHOICES_STALE_MS }),
  /** The caller's organization with its groups (GET /api/organizations/), or null: the groups filter's choices. */
  organization: () =>
    queryOptions({ queryKey: [...snapshotQueries.all, 'organization'] as const, queryFn: () => organizationsApi.mine(), staleTime: CHOICES_STALE_MS }),
};
