import { queryOptions } from '@tanstack/react-query';
import { ApiError, resellerApi } from 'shared-core';

/** A refusal (404 not a member, 400) will not change on a second try; a network or server failure may. */
const retryUnlessRefused = (failures: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1;

/** Query keys and options of the reseller portal (first segment: the area). */
export const resellerQueries = {
  all: ['reseller'] as const,
  /** GET /api/reseller/: name, remaining keys and members of the caller's reseller. */
  info: () => queryOptions({ queryKey: [...resellerQueries.all, 'info'] as const, queryFn: resellerApi.info, retry: retryUnlessRefused }),
  /** GET /api/reseller/{id}/license-key/: the reseller's keys, newest first. */
  licenseKeys: (resellerId: number) =>
    queryOptions({
      queryKey: [...resellerQueries.all, resellerId, 'license-keys'] as const,
      queryFn: () => resellerApi.licenseKeys(resellerId),
      retry: retryUnlessRefused,
    }),
};
