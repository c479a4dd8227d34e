import { atom } from 'jotai';
import type { RegistryEntry, RemoteContract } from 'shared-core';

/** Where one remote of the registry stands. */
export type AreaState =
  | { entry: RegistryEntry; status: 'loading' }
  | { entry: RegistryEntry; status: 'ready'; contract: RemoteContract }
  | { entry: RegistryEntry; status: 'failed'; error: string };

/** Every remote the brand composes, in registry order. */
export const areasAtom = atom<AreaState[]>([]);

/** The contracts of the remotes that loaded. */
export const readyContractsAtom = atom((get) =>
  get(areasAtom).flatMap((area) => (area.status === 'ready' ? [area.contract] : [])),
);
