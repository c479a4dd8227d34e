import { z } from 'zod';
import { TOKEN_REFRESH_MARGIN_S } from '../analysis/constants';
import { secondsToExpiry } from '../session/claims';
import type { TokenStore, Tokens } from '../session/tokenStore';
import { ApiError, ContractViolationError, toApiError } from './errors';
import { acceptTermsSchema, meSchema, tokenPairSchema, type Me } from './schemas';

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
}

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A path on the API host, or an absolute URL the API gave (signed links). */
  path: string;
  body?: unknown;
  schema: S;
  /** Calls marked no auth in spec 001 section 7 pass false. */
  auth?: boolean;
}

/**
 * The typed client of the camera cloud API (spec 001 section 7).
 * Bearer token refreshed when under 30 s from expiry, single-flight within a tab and
 * serialised across tabs; 403, a missing token or a failed refresh ends the session.
 */
export class ApiClient {
  private refreshing: Promise<string> | null = null;
  private readonly logoutListeners = new Set<(reason: LogoutReason) => void>();
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: ApiClientOptions) {
    this.fetchImpl = options.fetch ?? ((...args) => fetch(...args));
    this.now = options.now ?? Date.now;
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

  /** Ends the session locally and tells the listeners. */
  logout(reason: LogoutReason = 'user'): void {
    this.options.tokenStore.write(null);
    for (const listener of this.logoutListeners) listener(reason);
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

    let response: Response;
    try {
      response = await this.fetchImpl(this.url(opts.path), {
        method: opts.method ?? 'GET',
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
    } catch (error) {
      throw new ApiError(call, 0, (error as Error).message);
    }
    const body = await readBody(response);
    if (!response.ok) {
      const error = toApiError(call, response.status, body);
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

  private async refreshAcrossTabs(): Promise<string> {
    const locks = this.options.locks ?? (typeof navigator !== 'undefined' ? navigator.locks : undefined);
    if (!locks) return this.refreshNow();
    return locks.request('acv.token-refresh', () => this.refreshNow());
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
      this.logout('refreshFailed');
      throw error;
    }
  }
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
