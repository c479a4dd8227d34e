import { queryOptions } from '@tanstack/react-query';
import { shellQueries } from 'shared-core';
import { loadMaintenance } from '../maintenance';

/** Query keys and options of the maintenance banner (area `shell`). */
export const maintenanceQueries = {
  /** The planned downtime, read again after 10 minutes. */
  notice: () => queryOptions({ queryKey: [...shellQueries.all, 'maintenance'] as const, queryFn: () => loadMaintenance(), staleTime: 10 * 60_000 }),
};
