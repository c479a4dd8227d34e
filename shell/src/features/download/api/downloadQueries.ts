import { queryOptions } from '@tanstack/react-query';
import { downloadsApi, shellQueries } from 'shared-core';

/** Query keys and options of the download page (area `shell`). */
export const downloadQueries = {
  /** The desktop viewer's current release. */
  viewer: () => queryOptions({ queryKey: [...shellQueries.all, 'viewerDownload'] as const, queryFn: () => downloadsApi.viewer() }),
};
