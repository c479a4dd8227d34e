import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { AccessRule } from 'shared-core';
import { areasAtom, type AreaState } from '../features/areas';

const PUBLIC_RULES: AccessRule[] = ['public', 'signedOut'];

/** One path of the route table: the area that owns it, and the frame it is shown in. */
export interface TablePath {
  area: string;
  path: string;
  isPublic: boolean;
}

/**
 * Every path some area owns, from the registry (known at start) and from the contracts that
 * arrived. Where a path is shown follows the area's state: a ready area's route access, the
 * registry's `publicPaths` while its contract is on the way, the signed-in frame for a failed
 * area's fallback. A path belongs to the first area that claims it.
 */
export function routeTable(areas: AreaState[]): TablePath[] {
  const table: TablePath[] = [];
  const claimed = new Set<string>();
  for (const area of areas) {
    const routes = area.status === 'ready' ? area.contract.routes : [];
    for (const path of new Set([...area.entry.paths, ...routes.map((route) => route.path)])) {
      if (claimed.has(path)) continue;
      claimed.add(path);
      const route = routes.find((r) => r.path === path);
      const isPublic =
        area.status === 'ready'
          ? !!route && PUBLIC_RULES.includes(route.access)
          : area.status === 'loading' && (area.entry.publicPaths?.includes(path) ?? false);
      table.push({ area: area.entry.name, path, isPublic });
    }
  }
  return table;
}

const sameTable = (a: TablePath[], b: TablePath[]) =>
  a.length === b.length && a.every((row, i) => row.area === b[i]!.area && row.path === b[i]!.path && row.isPublic === b[i]!.isPublic);

/**
 * The route table, changed only when a path comes or goes or changes frame: an area whose
 * contract arrives does not render the table again (that would render the open page again,
 * whole, through the router's context), only the paths of that area ({@link AreaPath}).
 */
export const routeTableAtom = selectAtom(areasAtom, routeTable, sameTable);
export const anyPendingAtom = selectAtom(areasAtom, (areas) => areas.some((area) => area.status === 'loading'));

/** Every path an area serves (loaded or not: a failed one shows its fallback there); a new set only when the table changes. */
export const areaPathsAtom = atom((get) => new Set(get(routeTableAtom).map((row) => row.path)));
