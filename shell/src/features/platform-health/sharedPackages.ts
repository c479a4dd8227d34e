import { packageOf } from '../areas';

/** One version of a shared package in the federation's share scope, as the runtime keeps it. */
interface ScopedShared {
  from: string;
  useIn?: string[];
  loaded?: boolean;
}

/** A shared package on the health page: its versions, which containers provided them, which use them. */
export interface SharedPackageRow {
  /** The package (`antd`, not each of antd's modules, which are shared one by one). */
  name: string;
  versions: string[];
  providers: string[];
  users: string[];
  /** How many of its shared modules this page loaded. */
  loaded: number;
  modules: number;
}

/**
 * The share scope's packages, grouped per package, sorted by name: the federation runtime's
 * `shareScopeMap` (scope -> module -> version -> shared), read as it is in this page.
 */
export function sharedPackages(shareScopeMap: Record<string, Record<string, Record<string, ScopedShared>>>): SharedPackageRow[] {
  const rows = new Map<string, { versions: Set<string>; providers: Set<string>; users: Set<string>; loaded: number; modules: number }>();
  for (const scope of Object.values(shareScopeMap)) {
    for (const [request, versions] of Object.entries(scope)) {
      const name = packageOf(request);
      const row = rows.get(name) ?? { versions: new Set<string>(), providers: new Set<string>(), users: new Set<string>(), loaded: 0, modules: 0 };
      rows.set(name, row);
      for (const [version, shared] of Object.entries(versions)) {
        row.versions.add(version);
        row.providers.add(shared.from);
        for (const user of shared.useIn ?? []) row.users.add(user);
        row.modules += 1;
        if (shared.loaded) row.loaded += 1;
      }
    }
  }
  return [...rows.entries()]
    .map(([name, row]) => ({ name, versions: [...row.versions].sort(), providers: [...row.providers].sort(), users: [...row.users].sort(), loaded: row.loaded, modules: row.modules }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
