import { queryOptions } from '@tanstack/react-query';
import { downloadsApi, shellQueries } from 'shared-core';

/** Query keys and options of the floating panel (area `shell`). */
export const floatingPanelQueries = {
  /** The release notes in `language`, read again after 30 minutes. */
  releaseNotes: (language: string) =>
    queryOptions({ queryKey: [...shellQueries.all, 'releaseNotes', language] as const, queryFn: () => downloadsApi.releaseNotes(language), staleTime: 30 * 60_000 }),
};
