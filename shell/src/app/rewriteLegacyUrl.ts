/**
 * Old-style URLs (`/download#/...`, `/shared/reports#/...`, or any path outside the hash) are
 * rewritten to the hash-route form (spec 000 section 2): `/shared/reports/abc` -> `/#/shared/reports/abc`.
 */
export function legacyToHash(pathname: string, hash: string): string | null {
  const path = pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  if (!path) return null;
  const rest = hash.replace(/^#/, '');
  const target = rest && rest !== '/' ? `${path}${rest.startsWith('/') ? rest : `/${rest}`}` : path;
  return `/#${target}`;
}

export function rewriteLegacyUrl(location: Location): void {
  const next = legacyToHash(location.pathname, location.hash);
  if (next) window.history.replaceState(null, '', `${next}${location.search}`);
}
