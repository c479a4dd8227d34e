// Serves one app's production build; this is also the server a deployment copies:
// - precompressed brotli and gzip (`.br`/`.gz` beside each file, written at build time; the page
//   itself, written per response for its nonce, compressed as it goes out);
// - immutable caching for content-hashed and versioned files; `no-cache` (revalidate with the
//   ETag) for index.html, remotes.json, manifests and anything else whose name is not versioned;
// - security headers on every response: a Content-Security-Policy that allows exactly the remote
//   origins of the deployment's registry and the API origin (http and ws), with a per-response
//   nonce in index.html (antd's injected styles carry it, see shared-ui PlatformProviders),
//   `frame-ancestors 'none'`, X-Content-Type-Options nosniff, Referrer-Policy;
// - CORS open for the files (remotes are fetched cross-origin by the shell);
// - the SPA fallback for the shell, so that old-style URLs such as /download#/ reach the shell,
//   which rewrites them to the hash form;
// - no request stops it: a malformed path answers 400, and a file removed while it serves (a new
//   build copied over the old) answers 404, or ends that one response if it had begun.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';

/** Names the build makes unique per content: `[name].[contenthash:8].ext`. */
const HASHED = /\.[0-9a-f]{8}\.(?:js|css|png|jpe?g|svg|webp|woff2?)$/;
/** Files that say what a deployment is: always revalidated. */
const NO_CACHE = /(?:^\/$|\.html$|\/remotes\.json$|\/mf-manifest\.json$|\/mf-stats\.json$|\/maintenance\.json$)/;

/** `Cache-Control` for a request path (see the file comment). */
export function cacheControl(pathname) {
  if (NO_CACHE.test(pathname)) return 'no-cache';
  if (HASHED.test(pathname) || /^\/v\d+\.\d+\.\d+[^/]*\//.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The origins of a registry's remote entries (the shell's `remotes.json`), sorted, without duplicates. */
export function registryOrigins(dir) {
  const file = path.join(dir, 'remotes.json');
  if (!fs.existsSync(file)) return [];
  try {
    const registry = JSON.parse(fs.readFileSync(file, 'utf8'));
    // An entry named from the origin (`/remotes/...`, as a deploy writes it) is this origin: 'self'.
    const absolute = (registry.remotes ?? []).map((remote) => remote.entry).filter((entry) => /^[a-z][a-z0-9+.-]*:\/\//i.test(entry));
    return [...new Set(absolute.map((entry) => new URL(entry).origin))].sort();
  } catch {
    return [];
  }
}

/** The API origin and its WebSocket twin (the broker is `/mqtt` on the API host). */
function apiOrigins(apiUrl) {
  const origin = new URL(apiUrl).origin;
  return [origin, origin.replace(/^http/, 'ws')];
}

/**
 * The Content-Security-Policy of one response. Scripts: only this origin and the registry's
 * remotes, no eval, and no inline script but the page's own, each allowed by its hash
 * (`scriptHashes`, index.html's boot script: tooling/rspack.mjs bootParameters). `nonce` is set
 * for index.html; antd's runtime styles carry it (shared-ui PlatformProviders). Styles still
 * allow inline elements for now, because a library renders one without the nonce
 * (@rc-component/progress's indeterminate animation); once no `<style>` without the nonce
 * remains, STRICT_STYLES makes the nonce the only way in. Style attributes stay allowed (charts
 * and virtualised lists position elements with them; they cannot run script).
 */
const STRICT_STYLES = false;
export function contentSecurityPolicy({ remotes, apiUrl, nonce, scriptHashes = [] }) {
  const [api, ws] = apiOrigins(apiUrl);
  const code = ["'self'", ...remotes, ...scriptHashes].join(' ');
  const styleElements = ["'self'", ...remotes, ...(STRICT_STYLES && nonce ? [`'nonce-${nonce}'`] : ["'unsafe-inline'"])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${styleElements}`,
    `style-src-elem ${styleElements}`,
    "style-src-attr 'unsafe-inline'",
    `connect-src 'self' ${[...remotes, api, ws].join(' ')}`,
    `img-src 'self' data: blob: ${[...remotes, api].join(' ')}`,
    `media-src 'self' blob: ${api}`,
    `font-src 'self' data: ${remotes.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    // The shared report page embeds the report PDF the API serves.
    `frame-src ${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Adds `nonce` to every inline `<script>`/`<style>` of the page and a meta tag the app reads it from. */
export function withNonce(html, nonce) {
  return html
    .replace(/<(script|style)(?=[\s>])/g, `<$1 nonce="${nonce}"`)
    .replace(/<head>/, `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`);
}

/** CSP hash sources of a page's inline scripts (those without `src`), as `'sha256-…'`. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/** The decoded path of a request URL, or null when it is not one (`/%E0%A4%A`). */
export function requestPath(url) {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
  } catch {
    return null;
  }
}

/**
 * The page compressed as the browser accepts it: it is written per response (its nonce), so it has
 * no precompressed copy. 11 KB plain is more than a connection's first round trip carries; about
 * 3.5 KB compressed is not.
 * @param {string} html
 * @param {string | undefined} accepted the request's Accept-Encoding
 * @returns {{ encoding?: 'br' | 'gzip', body: Buffer | string }}
 */
export function compressPage(html, accepted = '') {
  const tokens = accepted.split(',').map((token) => token.trim().split(';')[0]);
  if (tokens.includes('br')) return { encoding: 'br', body: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (tokens.includes('gzip')) return { encoding: 'gzip', body: zlib.gzipSync(html) };
  return { body: html };
}

/**
 * Starts a static server. Resolves with the server once it listens.
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, apiUrl?: string }} options
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spa = false, apiUrl = process.env.API_URL ?? 'http://localhost:8000' }) {
  const assets = sirv(dir, { dev: false, etag: true, gzip: true, brotli: true });
  const remotes = registryOrigins(dir);
  const indexFile = path.join(dir, 'index.html');
  const index = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const scriptHashes = index === null ? [] : inlineScriptHashes(index);
  const server = http.createServer((req, res) => {
    const pathname = requestPath(req.url);
    if (pathname === null) {
      res.statusCode = 400;
      res.end('Bad request');
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Frame-Options', 'DENY');
    // The page itself: a fresh nonce per response, revalidated on every visit.
    const wantsPage = pathname === '/' || pathname === '/index.html' || (spa && !path.extname(pathname));
    if (index !== null && wantsPage) {
      const nonce = crypto.randomBytes(16).toString('base64');
      res.setHeader('Content-Security-Policy', contentSecurityPolicy({ remotes, apiUrl, nonce, scriptHashes }));
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Vary', 'Accept-Encoding');
      const { encoding, body } = compressPage(withNonce(index, nonce), req.headers['accept-encoding']);
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ remotes, apiUrl }));
    res.setHeader('Cache-Control', cacheControl(pathname));
    const notFound = () => {
      res.statusCode = 404;
      res.end('Not found');
    };
    // sirv serves the files it listed at start-up: one removed since (a new build copied over
    // the old) is not found, rather than a read stream's error.
    if (!fs.existsSync(path.join(dir, path.normalize(pathname)))) {
      notFound();
      return;
    }
    // It pipes a read stream it never listens to for errors: a file removed between that check and
    // the read would be an unhandled error event and end the process. The headers are out by then.
    res.once('pipe', (source) =>
      source.once('error', () => {
        if (res.headersSent) res.destroy();
        else notFound();
      }),
    );
    assets(req, res, notFound);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

// CLI: node tooling/serve.mjs <dir> <port> [--spa]
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port] = process.argv.slice(2);
  const server = await serveStatic({ dir, port: Number(port), spa: process.argv.includes('--spa'), host: process.env.HOST ?? '127.0.0.1' });
  // The port it listens on (port 0 asks the system for a free one).
  console.log(`serving ${dir} on http://localhost:${server.address().port}`);
  const stop = () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
