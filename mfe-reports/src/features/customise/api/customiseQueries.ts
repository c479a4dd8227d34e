import { queryOptions } from '@tanstack/react-query';
import { reportsApi } from 'shared-core';
import { reportsQueries } from '../../../api/reportsQueries';

/** Query keys and options of the report customisation (area `reports`). */
export const customiseQueries = {
  /** The user's images a report logo is picked from. */
  logos: () => queryOptions({ queryKey: [...reportsQueries.all, 'logos'] as const, queryFn: () => reportsApi.images() }),
};
