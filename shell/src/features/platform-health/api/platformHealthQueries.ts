import { queryOptions } from '@tanstack/react-query';

/** A published build a staff user may pin in this browser (the deploy command's `published.json`). */
export interface PublishedBuild {
  version: string;
  buildId: string;
  entry: string;
}

/** The builds of `name` published on this origin; none where the origin keeps no list (a local run). */
async function publishedBuilds(name: string): Promise<PublishedBuild[]> {
  try {
    const response = await fetch(new URL(`remotes/${name}/published.json`, document.baseURI).href, { cache: 'no-cache' });
    const list: unknown = response.ok ? await response.json() : [];
    return Array.isArray(list) ? (list as PublishedBuild[]).filter((build) => typeof build?.entry === 'string') : [];
  } catch {
    return [];
  }
}

/** Query keys and options of the platform health page. */
export const platformHealthQueries = {
  /** The builds of the remote `name` a staff user may pin, read fresh each time. */
  published: (name: string) => queryOptions({ queryKey: ['published', name] as const, queryFn: () => publishedBuilds(name), staleTime: 0 }),
};
