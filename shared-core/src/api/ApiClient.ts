import { z } from 'zod';
import { TOKEN_REFRESH_MARGIN_S } from 'shared-domain/analysis';
import { secondsToExpiry } from '../session/claims';
import type { TokenStore, Tokens } from '../session/tokenStore';
import { ApiError, ContractViolationError, isForeignText, toApiError } from './errors';
import { takeEarlyResponse } from './earlyResponses';
import { acceptTermsSchema, meSchema, tokenPairSchema, type Me } from 'shared-domain/schemas';

/**
 * The Web Lock one tab holds while it refreshes the tokens (index.html's drawing script, shell
 * `src/prepaint`, takes it too, by name: a test holds the two equal).
 */
export const REFRESH_LOCK = 'acv.token-refresh';
/** The longest a tab that waited for another tab's refresh waits for its tokens to arrive. */
export const OTHER_TAB_TOKENS_WAIT_MS = 300;
/**
 * How long a tab keeps the refresh lock after its refresh has answered: long enough for the new
 * tokens to reach the other tabs' storage, so that a tab that takes the lock next reads them.
 */
export const LOCK_HELD_AFTER_REFRESH_MS = 300;

/** Why the session ended: the user asked, the server refused (403), or the token could not be refreshed. */
export type LogoutReason = 'user' | 'forbidden' | 'refreshFailed' | 'noToken';

export interface ApiClientOptions {
  baseUrl: string;
  tokenStore: TokenStore;
  /** Current UI language, sent as Accept-Language. */
  language: () => string;
  /**
   * The edition this viewer was built for (NL, FLIR, UE), sent as `X-Edition`: limits that
   * differ by edition (utilisation days, spec 000 section 5) are checked by the server too.
   */
  edition?: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Web Locks, so only one tab spends the rotating refresh token at a time. */
  locks?: Pick<LockManager, 'request'>;
  /** How long a call may take before it fails with a timeout (status 0, code `timeout`); default {@link API_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/** Default time a call may take: a hung call fails with the catalogue's message and a retry instead of spinning forever. */
export const API_TIMEOUT_MS = 30_000;

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A path on the API host, or an absolute URL the API gave (signed links). */
  path: string;
  body?: unknown;
  schema: S;
  /** Calls marked no auth in spec 001 section 7 pass false. */
  auth?: boolean;
  /** This call's timeout (large uploads and exports may need longer); default the client's. */
  timeoutMs?: number;
}

/**
 * The typed client of the camera cloud API (spec 001 section 7).
 * Bearer token refreshed when under 30 s from expiry, single-flight within a tab and
 * serialised across tabs; 403, a missing token or a refused refresh ends the session (a refresh
 * that got no answer does not: it is tried again with the next call).
 */
export class ApiClient {
  private refreshing: Promise<string> | null = null;
  /** Set when the session ended and the listeners were told, until the next sign-in: they hear it once. */
  private ended = false;
  private readonly logoutListeners = new Set<(reason: LogoutReason) => void>();
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: ApiClientOptions) {
    this.fetchImpl = options.fetch ?? ((...args) => fetch(...args));
    // Read at each call, not captured: a test's fake clock (installed after the platform's client
    // was built) must apply, or a token signed by that clock reads as expired by the real one.
    this.now = options.now ?? (() => Date.now());
  }

  /** Subscribes to the end of the session. Returns an unsubscribe function. */
  onLogout(listener: (reason: LogoutReason) => void): () => void {
    this.logoutListeners.add(listener);
    return () => this.logoutListeners.delete(listener);
  }

  /** An absolute URL for a path the API returned (media links may be relative to the API host). */
  url(pathOrUrl: string): string {
    return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : this.options.baseUrl + pathOrUrl;
  }

  /** Whether tokens are held (the session may still turn out to be expired). */
  hasSession(): boolean {
    return this.options.tokenStore.read() !== null;
  }

  /**
   * Ends the session: asks the server to revoke it (the refresh token's whole chain and its
   * access tokens, `POST /api/token/blacklist/`; not awaited, and kept alive through a page
   * change), forgets the tokens and tells the listeners, once however many calls fail together.
   * A refresh the server refused needs no revocation: that session is over already.
   */
  logout(reason: LogoutReason = 'user'): void {
    const tokens = this.options.tokenStore.read();
    if (!tokens && this.ended) return;
    this.ended = true;
    if (tokens && reason !== 'refreshFailed') this.revokeOnServer(tokens.refresh);
    this.options.tokenStore.write(null);
    for (const listener of this.logoutListeners) listener(reason);
  }

  private revokeOnServer(refresh: string): void {
    try {
      void this.fetchImpl(this.url('/api/token/blacklist/'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': this.options.language() },
        body: JSON.stringify({ refresh }),
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // Best effort: the tokens are forgotten here either way and expire on the server.
    }
  }

  /** POST /api/token/: signs in and stores the tokens. */
  async login(username: string, password: string): Promise<Tokens> {
    const tokens = await this.request('token', {
      method: 'POST',
      path: '/api/token/',
      body: { username, password },
      schema: tokenPairSchema,
      auth: false,
    });
    this.options.tokenStore.write(tokens);
    this.ended = false;
    return tokens;
  }

  /** GET /api/me/ */
  me(): Promise<Me> {
    return this.request('me', { path: '/api/me/', schema: meSchema });
  }

  /** POST /api/accept-terms/ */
  acceptTerms(): Promise<z.infer<typeof acceptTermsSchema>> {
    return this.request('acceptTerms', { method: 'POST', path: '/api/accept-terms/', schema: acceptTermsSchema });
  }

  /**
   * GET /api/log-client/?errorStr: reports a client error (render failure, live-channel error).
   * Never throws and never ends the session: logging must not make things worse.
   */
  async logClientError(text: string): Promise<void> {
    try {
      await this.request('logClient', {
        path: `/api/log-client/?errorStr=${encodeURIComponent(text.slice(0, 4000))}`,
        schema: z.unknown(),
        auth: false,
      });
    } catch {
      // The report is best effort.
    }
  }

  /** Performs one call, validating the answer against `schema`. */
  async request<S extends z.ZodType>(call: string, opts: RequestOptions<S>): Promise<z.infer<S>> {
    const headers: Record<string, string> = { 'Accept-Language': this.options.language(), Accept: 'application/json' };
    if (this.options.edition) headers['X-Edition'] = this.options.edition;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.auth !== false) headers.Authorization = `Bearer ${await this.accessToken()}`;

    const timeoutMs = opts.timeoutMs ?? this.options.timeoutMs ?? API_TIMEOUT_MS;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let response: Response;
    let body: unknown;
    try {
      // A read index.html's script already made (./earlyResponses.ts) is not made again.
      const early = (opts.method ?? 'GET') === 'GET' && opts.auth !== false ? takeEarlyResponse(this.url(opts.path), this.now()) : undefined;
      response =
        (early && (await untilAborted(early, controller.signal))) ||
        (await this.fetchImpl(this.url(opts.path), {
          method: opts.method ?? 'GET',
          headers,
          body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
          signal: controller.signal,
        }));
      // The timeout covers the body too: a server that sends headers and then stalls is as hung.
      body = await untilAborted(readBody(response), controller.signal);
    } catch (error) {
      if (timedOut) throw new ApiError(call, 0, `No answer within ${Math.round(timeoutMs / 1000)} s`, {}, 'timeout');
      throw new ApiError(call, 0, (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      const wait = retryAfterSeconds(headerOf(response, 'Retry-After'), this.now()) ?? waitInBody(body);
      const error = toApiError(call, response.status, body, wait, isForeignText(headers['Accept-Language']!, headerOf(response, 'Content-Language')));
      if (opts.auth !== false && (response.status === 403 || response.status === 401)) this.logout('forbidden');
      throw error;
    }
    const parsed = opts.schema.safeParse(body);
    if (!parsed.success) {
      throw new ContractViolationError(call, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    }
    return parsed.data;
  }

  /** A valid access token, refreshed first when under the margin; ends the session if that fails. */
  private async accessToken(): Promise<string> {
    const tokens = this.options.tokenStore.read();
    if (!tokens) {
      this.logout('noToken');
      throw new ApiError('session', 401, 'Not signed in', {}, 'not_authenticated');
    }
    if (secondsToExpiry(tokens.access, this.now()) > TOKEN_REFRESH_MARGIN_S) return tokens.access;
    this.refreshing ??= this.refreshAcrossTabs().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * One tab refreshes at a time (Web Locks). Chromium copies localStorage between tabs'
   * processes asynchronously, so right after another tab's refresh this tab may still read the
   * expired token and would refresh a second time with a spent refresh token. Two guards:
   * - a tab keeps the lock LOCK_HELD_AFTER_REFRESH_MS after its refresh (its own call goes on at
   *   once), so a tab that finds the lock free has the new tokens in storage;
   * - a tab that found the lock taken waits for it, and then for the other tab's new tokens to
   *   reach its own storage (at most OTHER_TAB_TOKENS_WAIT_MS).
   */
  private async refreshAcrossTabs(): Promise<string> {
    const locks = this.options.locks ?? (typeof navigator !== 'undefined' ? navigator.locks : undefined);
    if (!locks) return this.refreshNow();
    const seen = this.options.tokenStore.read();
    const free = await this.refreshUnderLock(locks, true);
    if (free !== null) return free;
    return (await this.refreshUnderLock(locks, false, () => this.storedTokensChangedFrom(seen, OTHER_TAB_TOKENS_WAIT_MS)))!;
  }

  /**
   * `refreshNow` under the refresh lock, after `first`; null when `ifAvailable` and another tab
   * holds the lock. Answers as soon as the token is known and keeps the lock
   * LOCK_HELD_AFTER_REFRESH_MS longer.
   */
  private refreshUnderLock(locks: Pick<LockManager, 'request'>, ifAvailable: boolean, first?: () => Promise<void>): Promise<string | null> {
    return new Promise<string | null>((resolve, reject) => {
      const underLock = async (lock: Lock | null) => {
        if (!lock) return resolve(null);
        try {
          await first?.();
          resolve(await this.refreshNow());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        await new Promise((done) => setTimeout(done, LOCK_HELD_AFTER_REFRESH_MS));
      };
      locks.request(REFRESH_LOCK, { ifAvailable }, underLock).catch(reject);
    });
  }

  /** Resolves when the stored tokens differ from `seen` (now, or on another tab's write), or after `timeoutMs`. */
  private storedTokensChangedFrom(seen: Tokens | null, timeoutMs: number): Promise<void> {
    const store = this.options.tokenStore;
    if (store.read()?.refresh !== seen?.refresh) return Promise.resolve();
    return new Promise((resolve) => {
      let unsubscribe: () => void = () => undefined;
      const done = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      unsubscribe = store.subscribe(done);
    });
  }

  private async refreshNow(): Promise<string> {
    // Another tab may have refreshed while this one waited for the lock: read again.
    const tokens = this.options.tokenStore.read();
    if (!tokens) {
      this.logout('noToken');
      throw new ApiError('refresh', 401, 'Not signed in', {}, 'not_authenticated');
    }
    if (secondsToExpiry(tokens.access, this.now()) > TOKEN_REFRESH_MARGIN_S) return tokens.access;
    try {
      const next = await this.request('refresh', {
        method: 'POST',
        path: '/api/token/refresh/',
        body: { refresh: tokens.refresh },
        schema: tokenPairSchema,
        auth: false,
      });
      this.options.tokenStore.write(next);
      return next.access;
    } catch (error) {
      // No answer (the network, a timeout, or the page unloading during a reload) is not a
      // refusal: the tokens stay, and the next call refreshes again (the server accepts the
      // spent token's retry for a short while when its answer was lost). Only a refusal ends it.
      if (!(error instanceof ApiError && error.status === 0)) this.logout('refreshFailed');
      throw error;
    }
  }
}

/** `promise`, or a rejection as soon as `signal` aborts (a body read that ignores the signal still ends). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new DOMException('aborted', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A header of an answer, or null (also for an answer that carries no headers at all). */
function headerOf(response: Response, name: string): string | null {
  return typeof response.headers?.get === 'function' ? response.headers.get(name) : null;
}

/** The `wait` (seconds) a throttled answer's body carries, for when Retry-After cannot be read. */
function waitInBody(body: unknown): number | undefined {
  const wait = typeof body === 'object' && body !== null ? (body as { wait?: unknown }).wait : undefined;
  return typeof wait === 'number' && Number.isFinite(wait) && wait >= 0 ? Math.ceil(wait) : undefined;
}

/** Seconds to wait from a Retry-After header (seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(header: string | null, nowMs: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
