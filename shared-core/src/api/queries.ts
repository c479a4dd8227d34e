import { queryOptions } from '@tanstack/react-query';
import { api } from '../platform/platform';

/** Query keys and options of the shell area (first segment: the area). */
export const shellQueries = {
  all: ['shell'] as const,
  me: () => queryOptions({ queryKey: [...shellQueries.all, 'me'] as const, queryFn: () => api.me(), staleTime: 60_000 }),
};
