import { queryOptions } from '@tanstack/react-query';
import { reportsApi } from 'shared-core';
import { reportsQueries } from '../../../api/reportsQueries';
import { loadCustomisation } from './customisationApi';

/** Query keys and options of the report customisation (area `reports`). */
export const customiseQueries = {
  all: [...reportsQueries.all, 'customise'] as const,
  /** The user's images a report logo is picked from. */
  logos: () => queryOptions({ queryKey: [...reportsQueries.all, 'logos'] as const, queryFn: () => reportsApi.images() }),
  /** The user's customisation, kept by the server (the dialog and the report generator read it). */
  customisation: (userId: number | undefined) =>
    queryOptions({ queryKey: [...customiseQueries.all, 'customisation', userId ?? null] as const, queryFn: () => loadCustomisation(userId), staleTime: 60_000 }),
};
