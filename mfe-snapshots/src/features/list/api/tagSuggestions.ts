import { queryOptions } from '@tanstack/react-query';
import { api, snapshotTagsSchema } from 'shared-core';
import { snapshotQueries } from './snapshotQueries';

/** Tags change as snapshots are tagged; after a minute the suggestions are read again. */
const TAGS_STALE_MS = 60_000;

/**
 * The tag filter's suggestions: every tag on the snapshots the user sees (GET
 * /api/snapshots/tags/), most used first, so that a tag on a page not loaded is offered too.
 */
export const tagSuggestionsQuery = () =>
  queryOptions({
    queryKey: [...snapshotQueries.all, 'tags'] as const,
    queryFn: () => api.request('snapshotTags', { path: '/api/snapshots/tags/', schema: snapshotTagsSchema }),
    staleTime: TAGS_STALE_MS,
    select: (answer) => answer.results.map((row) => row.tag),
  });
