/**
 * Where the tokens live. Both tokens are kept in `localStorage` under one key:
 * the spec asks that a signed-in state survives a reload, and every tab of the viewer
 * must see a refresh that another tab made (refresh tokens rotate, so a tab holding a
 * stale one would log the user out). An HttpOnly cookie would keep them from scripts, but
 * the vendor API takes a bearer token and a JSON refresh body, so the client has to hold
 * them; the access token lives 5 minutes, the server ends a session's tokens on logout,
 * password change and refresh-token reuse, and the pages are served under a strict CSP
 * (docs/architecture.md, "Security: token storage and threat model").
 *
 * Where storage is unavailable (a third-party frame with storage blocked, some private modes:
 * reading `localStorage` itself throws) the store keeps the tokens in memory for this tab and
 * says so ({@link TokenStore.persistent}), so the shell can tell the user instead of failing.
 */
export interface Tokens {
  access: string;
  refresh: string;
}

export interface TokenStore {
  read(): Tokens | null;
  write(tokens: Tokens | null): void;
  /** Calls `listener` when another tab changes the tokens. Returns an unsubscribe function. */
  subscribe(listener: (tokens: Tokens | null) => void): () => void;
  /** False when the tokens are kept in memory only (no usable storage): a reload signs out. */
  readonly persistent?: boolean;
}

const KEY = 'acv.session';
const PROBE_KEY = 'acv.storage-probe';

function parse(raw: string | null): Tokens | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Tokens>;
    return typeof value.access === 'string' && typeof value.refresh === 'string'
      ? { access: value.access, refresh: value.refresh }
      : null;
  } catch {
    return null;
  }
}

/**
 * The page's localStorage if it can really be used: reading the property throws where the
 * browser blocks storage, and writing throws where it is full or read-only.
 */
export function usableLocalStorage(): Storage | undefined {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return undefined;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return undefined;
  }
}

/**
 * Reads `key` from localStorage, or null where storage is blocked or broken (reading the
 * property throws in a third-party frame with storage blocked). Never throws.
 */
export function readStored(key: string): string | null {
  try {
    return usableLocalStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Writes `value` under `key` in localStorage (null removes it). Never throws: where storage is
 * blocked or full the value is simply not kept. Returns whether it was stored.
 */
export function writeStored(key: string, value: string | null): boolean {
  try {
    const storage = usableLocalStorage();
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

let lastStorageState = true;

/**
 * Whether the last token store created could use storage (false: tokens in memory only, so the
 * session does not survive a reload or reach other tabs). The shell shows a message when false.
 */
export function tokenStorageAvailable(): boolean {
  return lastStorageState;
}

/**
 * The browser store (localStorage), or an in-memory one where there is no usable storage. It
 * never throws: a storage that starts failing later falls back to memory as well.
 */
export function createTokenStore(storage: Storage | undefined | null = usableLocalStorage()): TokenStore {
  let memory: Tokens | null = null;
  let backing: Storage | undefined = storage ?? undefined;
  lastStorageState = backing !== undefined;
  const fallBack = () => {
    backing = undefined;
    lastStorageState = false;
  };
  return {
    get persistent() {
      return backing !== undefined;
    },
    read: () => {
      if (!backing) return memory;
      try {
        return parse(backing.getItem(KEY));
      } catch {
        fallBack();
        return memory;
      }
    },
    write: (tokens) => {
      memory = tokens;
      if (!backing) return;
      try {
        if (tokens) backing.setItem(KEY, JSON.stringify(tokens));
        else backing.removeItem(KEY);
      } catch {
        fallBack();
      }
    },
    subscribe: (listener) => {
      if (typeof window === 'undefined' || !backing) return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === KEY) listener(parse(event.newValue));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
