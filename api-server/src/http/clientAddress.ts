import net from 'node:net';

/**
 * The client address of a request, for the sign-in throttle.
 *
 * By default it is the TCP peer, and `X-Forwarded-For` is ignored: anyone can write that header.
 * A deployment behind a reverse proxy lists the proxy's addresses (env `TRUSTED_PROXIES`,
 * comma-separated; empty by default). Only when the peer is one of them is the header read, from
 * the right: the first address that is not itself a trusted proxy is the client (the left part
 * of the header is the client's own word and is not believed).
 */

/** `::ffff:192.0.2.1` and `192.0.2.1` are one address; anything else as written, trimmed and lower-cased. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && net.isIPv4(trimmed.slice(7)) ? trimmed.slice(7) : trimmed;
}

/**
 * Parses `TRUSTED_PROXIES`.
 * @throws Error naming the entry that is not an IP address
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) if (!net.isIP(entry)) throw new Error(`TRUSTED_PROXIES must list IP addresses, got "${entry}"`);
  return entries.map(normalizeAddress);
}

/** The client's address: the peer's, or when the peer is a trusted proxy, the nearest untrusted hop of `X-Forwarded-For`. */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: readonly string[]): string | undefined {
  if (peer === undefined) return undefined;
  const trusted = new Set(trustedProxies);
  const address = normalizeAddress(peer);
  if (!trusted.has(address) || forwardedFor === undefined) return address;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map(normalizeAddress)
    .filter((hop) => net.isIP(hop));
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i]!)) return hops[i];
  return hops[0] ?? address;
}
