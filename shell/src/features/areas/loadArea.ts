import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { i18n, registerNamespace, store, validateContract, type RegistryEntry, type RemoteContract } from 'shared-core';
import { areaStatsAtom, NO_LOADS, type AreaLoadStats, type AreaState } from './areaState';
import { skewCheckPlugin } from './skewCheck';

/** How long a remote may take to answer before its area shows the fallback. */
export const REMOTE_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A registry entry's manifest URL made absolute: a deployed registry names it from the origin (`/remotes/...`). */
export function manifestUrl(entry: string, base: string = document.baseURI): string {
  return new URL(entry, base).href;
}

/** Counts one load of an area for the health page. */
function recordLoad(name: string, change: (stats: AreaLoadStats) => AreaLoadStats) {
  store.set(areaStatsAtom, (all) => ({ ...all, [name]: change(all[name] ?? NO_LOADS) }));
}

/**
 * Registers every remote of the registry with the federation runtime (no build-time remotes), and
 * the skew check that refuses a remote this shell cannot run before its entry loads.
 */
export function registerAll(entries: RegistryEntry[]): void {
  registerPlugins([skewCheckPlugin()]);
  registerRemotes(entries.map(({ name, entry }) => ({ name, entry: manifestUrl(entry) })));
}

/**
 * Loads one remote's contract and its messages. With `retry`, the remote is registered again
 * with `force` so the runtime drops what it remembered of the failed load and fetches anew.
 * `onContract` has the contract as soon as it is in, before its messages: what needs no text
 * (the first page's data and chunks) starts then, without waiting for the messages.
 */
export async function loadArea(entry: RegistryEntry, retry = false, onContract?: (contract: RemoteContract) => void): Promise<AreaState> {
  const started = performance.now();
  recordLoad(entry.name, (stats) => ({ ...stats, attempts: stats.attempts + 1 }));
  try {
    if (retry) registerRemotes([{ name: entry.name, entry: manifestUrl(entry.entry) }], { force: true });
    const module = await withTimeout(loadRemote<unknown>(`${entry.name}/contract`), REMOTE_TIMEOUT_MS, entry.name);
    if (module === null || module === undefined) throw new Error(`${entry.name} could not be loaded`);
    const contract = validateContract(entry.name, module);
    onContract?.(contract);
    registerNamespace(contract.area, contract.loadMessages);
    await i18n.loadNamespaces(contract.area);
    recordLoad(entry.name, (stats) => ({ ...stats, loadedMs: Math.round(performance.now() - started) }));
    return { entry, status: 'ready', contract };
  } catch (error) {
    recordLoad(entry.name, (stats) => ({ ...stats, failures: stats.failures + 1, lastError: (error as Error).message }));
    return { entry, status: 'failed', error: (error as Error).message };
  }
}
