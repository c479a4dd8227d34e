import { createTokenStore, readStored, tokenStorageAvailable, usableLocalStorage, writeStored } from './tokenStore';

const pair = { access: 'a.b.c', refresh: 'r.s.t' };

/** A Storage whose every method throws, as a blocked third-party frame's does. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 } as unknown as Storage;
}

/** A working Storage (Map-backed). */
function mapStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('token store (a framed shell, where localStorage throws, still starts)', () => {
  it('keeps the tokens in localStorage when it can', () => {
    const storage = mapStorage();
    const store = createTokenStore(storage);
    store.write(pair);
    expect(JSON.parse(storage.getItem('acv.session')!)).toEqual(pair);
    expect(store.read()).toEqual(pair);
    expect(store.persistent).toBe(true);
    expect(tokenStorageAvailable()).toBe(true);
    store.write(null);
    expect(storage.getItem('acv.session')).toBeNull();
  });

  it('never throws when storage refuses: falls back to memory and says so', () => {
    const store = createTokenStore(throwingStorage());
    expect(() => store.write(pair)).not.toThrow();
    expect(store.read()).toEqual(pair);
    expect(store.persistent).toBe(false);
    expect(tokenStorageAvailable()).toBe(false);
    expect(() => store.write(null)).not.toThrow();
    expect(store.read()).toBeNull();
  });

  it('finds no usable storage where reading the localStorage property itself throws', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    expect(usableLocalStorage() === undefined || descriptor !== undefined).toBe(true);
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      expect(usableLocalStorage()).toBeUndefined();
      const store = createTokenStore();
      store.write(pair);
      expect(store.read()).toEqual(pair);
      expect(store.persistent).toBe(false);
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });

  it('reads and writes small preferences without ever throwing (readStored, writeStored)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: mapStorage() });
    try {
      expect(writeStored('acv.pref', '1')).toBe(true);
      expect(readStored('acv.pref')).toBe('1');
      expect(writeStored('acv.pref', null)).toBe(true);
      expect(readStored('acv.pref')).toBeNull();
      // A storage whose calls throw (full, read-only) and a property that throws (blocked frame).
      Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: throwingStorage() });
      expect(readStored('acv.pref')).toBeNull();
      expect(writeStored('acv.pref', '1')).toBe(false);
      Object.defineProperty(globalThis, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
      expect(readStored('acv.pref')).toBeNull();
      expect(writeStored('acv.pref', '1')).toBe(false);
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });
});
