import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import type { RegistryEntry } from 'shared-core';
import { areasAtom, type AreaState } from './areaState';
import { loadArea } from './loadArea';

/** Loads a failed remote again and puts the outcome in {@link areasAtom}. */
export function useRetryArea() {
  const setAreas = useSetAtom(areasAtom);
  return useCallback(
    async (entry: RegistryEntry) => {
      const replace = (next: AreaState) =>
        setAreas((areas) => areas.map((area) => (area.entry.name === entry.name ? next : area)));
      replace({ entry, status: 'loading' });
      replace(await loadArea(entry, true));
    },
    [setAreas],
  );
}
