// Serves one app's production build: CORS open (remotes are fetched cross-origin by the shell),
// immutable caching for hashed and versioned files, and the SPA fallback for the shell so that
// old-style URLs such as /download#/ reach the shell, which rewrites them to the hash form.
import http from 'node:http';
import sirv from 'sirv';

/**
 * Starts a static server. Resolves with the server once it listens.
 * @param {{ dir: string, port: number, host?: string, spa?: boolean }} options
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spa = false }) {
  const assets = sirv(dir, { single: spa, dev: false, etag: true, gzip: false, brotli: false });
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    // The registry and the HTML must never be cached: they are how a deployment changes.
    if (req.url === '/' || req.url?.startsWith('/remotes.json') || req.url?.endsWith('.html') || req.url?.includes('mf-manifest.json')) {
      res.setHeader('Cache-Control', 'no-store');
    }
    assets(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
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
  console.log(`serving ${dir} on http://localhost:${port}`);
  const stop = () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
