import { useQuery } from '@tanstack/react-query';
import { reportsQueries } from './reportsQueries';

/** The customised-reports entitlement (bought once through the checkout). */
export function usePaymentTokens(enabled = true) {
  return useQuery({ ...reportsQueries.paymentTokens(), enabled });
}
