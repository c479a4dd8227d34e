import { useQuery } from '@tanstack/react-query';
import { reportsApi } from 'shared-core';

/** Query keys of the reports area. */
export const reportsKeys = {
  paymentTokens: ['reports', 'paymentTokens'] as const,
  logos: ['reports', 'logos'] as const,
};

/** The customised-reports entitlement (bought once through the checkout). */
export function usePaymentTokens(enabled = true) {
  return useQuery({ queryKey: reportsKeys.paymentTokens, queryFn: () => reportsApi.paymentTokens(), enabled, staleTime: 60_000 });
}
