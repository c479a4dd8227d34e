import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { brandFor, type Brand } from 'brands';
import { ApiClient } from '../api/ApiClient';
import { i18n } from '../i18n/i18n';
import { createTokenStore, type Tokens } from '../session/tokenStore';
import { sessionAtom } from '../session/atoms';

/**
 * The platform's singletons. shared-core is shared as a Module Federation singleton, so this
 * module runs once per page and the shell and every remote get the same instances.
 */

/**
 * Reads a build setting. The bundler replaces `process.env.X` with a literal in the app that
 * provides shared-core (the shell); where nothing replaced it (no `process` in a browser) it is
 * undefined. No `typeof process` guard: it would be false in the browser and hide the literal.
 */
export function buildSetting(read: () => string | undefined): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
const API_URL: string = buildSetting(() => process.env.API_URL) || 'http://localhost:8000';
const BRAND: string | undefined = buildSetting(() => process.env.BRAND);

/** Web or desktop; this bundle is the web viewer, where desktop calls are stubs. */
export const PLATFORM: 'web' | 'desktop' = 'web';

/** The one jotai store (client state: session, filters, selection, dialogs). */
export const store = createStore();

/** The one TanStack Query client (server state). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

const persistentTokens = createTokenStore();

/** Token store that keeps {@link sessionAtom} in step, including changes from other tabs. */
const tokenStore = {
  read: persistentTokens.read,
  subscribe: persistentTokens.subscribe,
  write(tokens: Tokens | null) {
    persistentTokens.write(tokens);
    store.set(sessionAtom, tokens);
  },
};
store.set(sessionAtom, persistentTokens.read());
persistentTokens.subscribe((tokens) => store.set(sessionAtom, tokens));

/** The edition this deployment was built for. */
export const brand: Brand = brandFor(BRAND);

/** The one API client. */
export const api = new ApiClient({ baseUrl: API_URL, tokenStore, language: () => i18n.language || 'en', edition: brand.code });
