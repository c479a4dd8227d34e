import { queryOptions } from '@tanstack/react-query';
import type { RegistryEntry } from 'shared-core';
import { readBuilds } from '../builds';

/** Query keys and options of the About dialog (the platform health page reads the same builds). */
export const aboutQueries = {
  /** What the shell's and each area's build wrote about itself, read fresh on each open. */
  builds: (entries: RegistryEntry[]) => queryOptions({ queryKey: ['about', entries.map((entry) => entry.entry)] as const, queryFn: () => readBuilds(entries), staleTime: 0 }),
};
