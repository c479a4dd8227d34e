/**
 * Answers asked for before the platform ran, handed to the API client. For a signed-in
 * visitor opening the list, index.html's own script (shell `src/prepaint`) asks for the list's
 * first page to paint its cards; the list then asks for the same URL. Rather than a second
 * request, the client takes that response: once, only a successful one (a refused token's 401
 * must not end a session the client would have refreshed first), and only a recent one.
 *
 * The script leaves `{ url, at, response }` entries on `window.acvEarlyResponses`; it cannot
 * import this module (it runs before any), so the name is held to this one by a test.
 */
export const EARLY_RESPONSES_GLOBAL = 'acvEarlyResponses';
/** An early response older than this is not taken: the list may have changed since. */
export const EARLY_RESPONSE_MAX_AGE_MS = 30_000;

export interface EarlyResponse {
  url: string;
  /** When it was asked for, ms since the epoch. */
  at: number;
  response: Promise<Response>;
}

/**
 * The early response to `url`, taken off the list: resolves to it when it succeeded, to undefined
 * when it failed or was refused; undefined at once when there is none or it is too old.
 */
export function takeEarlyResponse(url: string, now = Date.now()): Promise<Response | undefined> | undefined {
  const entries = (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL];
  if (!Array.isArray(entries)) return undefined;
  const index = entries.findIndex((entry: Partial<EarlyResponse>) => entry?.url === url);
  if (index < 0) return undefined;
  const [early] = entries.splice(index, 1) as EarlyResponse[];
  if (!early || !(now - early.at <= EARLY_RESPONSE_MAX_AGE_MS) || typeof early.response?.then !== 'function') return undefined;
  return early.response.then(
    (response) => (response.ok ? response : undefined),
    () => undefined,
  );
}
