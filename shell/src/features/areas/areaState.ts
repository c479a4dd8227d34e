import { atom } from 'jotai';
import type { AbsentEntry, RegistryEntry, RemoteContract } from 'shared-core';

/** Where one remote of the registry stands. */
export type AreaState =
  | { entry: RegistryEntry; status: 'loading' }
  | { entry: RegistryEntry; status: 'ready'; contract: RemoteContract }
  | { entry: RegistryEntry; status: 'failed'; error: string };

/** Every remote the brand composes, in registry order. */
export const areasAtom = atom<AreaState[]>([]);

/** The remotes the edition leaves out (the registry's `absent`): their deep links say so. */
export const absentAreasAtom = atom<AbsentEntry[]>([]);

/** The contracts of the remotes that loaded. */
export const readyContractsAtom = atom((get) =>
  get(areasAtom).flatMap((area) => (area.status === 'ready' ? [area.contract] : [])),
);

/** How one area's loads went in this page (the staff health page): attempts, failures, the last load's time. */
export interface AreaLoadStats {
  attempts: number;
  failures: number;
  /** Milliseconds the successful load took, from asking for the contract to its messages. */
  loadedMs: number | null;
  lastError: string | null;
}
export const NO_LOADS: AreaLoadStats = { attempts: 0, failures: 0, loadedMs: null, lastError: null };
export const areaStatsAtom = atom<Record<string, AreaLoadStats>>({});
