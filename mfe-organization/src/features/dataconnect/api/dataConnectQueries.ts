import { queryOptions } from '@tanstack/react-query';
import { dataConnectApi } from 'shared-core';

const all = ['organization', 'dataconnect'] as const;

/** Query keys and options of the Data Connect page. */
export const dataConnectQueries = {
  all,
  /** GET /dataconnect/keys: the organization's keys. */
  keys: () => queryOptions({ queryKey: [...all, 'keys'] as const, queryFn: () => dataConnectApi.keys() }),
};
