import { atom } from 'jotai';
import type { RegistryEntry } from 'shared-core';

/**
 * Overrides for testing a deploy in production, as import-map-overrides does for
 * single-spa: a staff user pins a remote to another published build of it, for their own browser
 * only. An override is kept in this browser's storage and is taken only when:
 * - the user is staff;
 * - it names a build published on this deployment's own origin, in that remote's folder
 *   (`/remotes/<remote>/<version>-<buildId>/mf-manifest.json`): never an arbitrary URL.
 * The frame shows a banner while one is active, with a one-click way back.
 */
const STORAGE_KEY = 'acv.remoteOverrides';

/** Whether `entry` may stand in for `name`'s: a published build of that remote on this origin. */
export function isAllowedOverride(name: string, entry: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(name) && new RegExp(`^/remotes/${name.replace(/\$/g, '\\$')}/[\\w.+-]+/mf-manifest\\.json$`).test(entry);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The overrides stored in this browser (whatever they are; {@link applyOverrides} decides). */
export function readOverrides(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string')) : {};
  } catch {
    return {};
  }
}

/** Pins `name` to `entry` in this browser (null: back to the live build). Takes effect on the next load. */
export function setOverride(name: string, entry: string | null): void {
  const next = { ...readOverrides() };
  if (entry === null) delete next[name];
  else if (isAllowedOverride(name, entry)) next[name] = entry;
  if (Object.keys(next).length) storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  else storage()?.removeItem(STORAGE_KEY);
}

/** Drops every override of this browser. */
export function clearOverrides(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/**
 * The registry's remotes with this browser's overrides applied where they are allowed, and the
 * overrides applied (remote -> entry). Nothing applies for a user who is not staff.
 */
export function applyOverrides(remotes: RegistryEntry[], overrides: Record<string, string>, staff: boolean): { remotes: RegistryEntry[]; applied: Record<string, string> } {
  if (!staff) return { remotes, applied: {} };
  const applied: Record<string, string> = {};
  const result = remotes.map((remote) => {
    const entry = overrides[remote.name];
    if (!entry || entry === remote.entry || !isAllowedOverride(remote.name, entry)) return remote;
    applied[remote.name] = entry;
    // Its version and build are those of the pinned build, which the page reads from it.
    return { ...remote, entry, version: undefined, buildId: undefined };
  });
  return { remotes: result, applied };
}

/** The overrides this page loaded with (remote -> entry). */
export const appliedOverridesAtom = atom<Record<string, string>>({});
