import { queryOptions } from '@tanstack/react-query';
import { reportsApi } from 'shared-core';

/**
 * Query keys and options of the reports area (first segment: the area) that more than one of its
 * features reads; each feature's own queries are in its `api/` folder, under {@link reportsQueries.all}.
 */
export const reportsQueries = {
  all: ['reports'] as const,
  /** The customised-reports entitlement (bought once through the checkout): customise, the report generator and the menu's return from the checkout. */
  paymentTokens: () => queryOptions({ queryKey: [...reportsQueries.all, 'paymentTokens'] as const, queryFn: () => reportsApi.paymentTokens(), staleTime: 60_000 }),
};
