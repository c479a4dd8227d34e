/**
 * Where the tokens live. Both tokens are kept in `localStorage` under one key:
 * the spec asks that a signed-in state survives a reload, and every tab of the viewer
 * must see a refresh that another tab made (refresh tokens rotate, so a tab holding a
 * stale one would log the user out). An httpOnly cookie would be safer against XSS but
 * the vendor API takes a bearer token and a JSON refresh body, so the client has to hold
 * them; the access token is short-lived to limit what a leak exposes.
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
}

const KEY = 'acv.session';

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

/** The browser store (localStorage), or an in-memory one where there is no storage. */
export function createTokenStore(storage: Storage | undefined = globalThis.localStorage): TokenStore {
  let memory: Tokens | null = null;
  return {
    read: () => (storage ? parse(storage.getItem(KEY)) : memory),
    write: (tokens) => {
      if (!storage) {
        memory = tokens;
        return;
      }
      if (tokens) storage.setItem(KEY, JSON.stringify(tokens));
      else storage.removeItem(KEY);
    },
    subscribe: (listener) => {
      if (typeof window === 'undefined') return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === KEY) listener(parse(event.newValue));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
