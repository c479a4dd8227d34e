// The static origin served the way production serves it: nginx (Debian's package),
// one server per edition on its own port, each with that edition's site as its root:
// - published remote folders (/remotes/<remote>/<version>-<buildId>/) and content-hashed files are
//   `immutable` for a year; the registry, index.html and everything else unversioned is `no-cache`;
// - the files precompressed at build time are sent as they are (gzip_static), others gzipped;
// - the same security headers as tooling/serve.mjs: its Content-Security-Policy (with the hashes
//   of the edition's inline scripts), nosniff, no referrer, no framing;
// - the registry's history and lock are not served.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes } from '../serve.mjs';

/** The port each edition's origin listens on (README, ports). */
export const EDITION_PORTS = { NL: 3100, FLIR: 3110, UE: 3120 };

/** The nginx binary, installed from Debian's packages if it is missing and we may. */
export function ensureNginx() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('> apt-get install -y nginx-light (the static origin)');
    let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], { stdio: 'inherit' });
    if (result.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit' });
      result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], { stdio: 'inherit' });
    }
    if (result.status === 0) return '/usr/sbin/nginx';
  }
  throw new Error('nginx is not installed: sudo apt-get install -y nginx-light (Debian), then run this again.');
}

const prefixOf = (origin) => path.join(origin, '.nginx');

/** The security headers, as nginx directives (repeated in every location: nginx does not inherit them once a location adds its own). */
function securityHeaders(csp) {
  return [
    `add_header Content-Security-Policy "${csp}" always;`,
    'add_header X-Content-Type-Options nosniff always;',
    'add_header Referrer-Policy no-referrer always;',
    'add_header X-Frame-Options DENY always;',
  ].join('\n      ');
}

/**
 * Writes nginx.conf for the editions that have a site on the origin, and answers its path.
 * @param {{ origin: string, editions?: string[], ports?: Record<string, number>, apiUrl?: string, host?: string }} options
 */
export function writeNginxConfig({ origin, editions = Object.keys(EDITION_PORTS), ports = EDITION_PORTS, apiUrl = process.env.API_URL ?? 'http://localhost:8000', host = '127.0.0.1' }) {
  const prefix = prefixOf(origin);
  for (const dir of ['tmp', 'logs']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  const servers = editions
    .filter((edition) => fs.existsSync(path.join(origin, edition, 'index.html')))
    .map((edition) => {
      const site = path.join(origin, edition);
      const csp = contentSecurityPolicy({ remotes: [], apiUrl, scriptHashes: inlineScriptHashes(fs.readFileSync(path.join(site, 'index.html'), 'utf8')) });
      const headers = securityHeaders(csp);
      return `
  server {
    listen ${host}:${ports[edition]};
    root ${site};
    disable_symlinks off;
    location ~ (^|/)\\. { return 404; }
    location = /registry-history.json { return 404; }
    location ~ ^/remotes/[^/]+/[^/]+/ {
      ${headers}
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      add_header Access-Control-Allow-Origin "*" always;
      try_files $uri =404;
    }
    location ~ "\\.[0-9a-f]{8}\\.(?:js|css|png|jpe?g|svg|webp|woff2?)$" {
      ${headers}
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      try_files $uri =404;
    }
    location ~ \\.\\w+$ {
      ${headers}
      add_header Cache-Control "no-cache" always;
      try_files $uri =404;
    }
    location / {
      ${headers}
      add_header Cache-Control "no-cache" always;
      try_files $uri /index.html;
    }
  }`;
    });
  const conf = `# Written by tooling/deploy/nginx.mjs: regenerated at every start and shell deploy.
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'logs', 'error.log')} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types { application/javascript mjs; }
  access_log off;
  server_tokens off;
  sendfile on;
  etag on;
  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_min_length 1024;
  gzip_types application/javascript text/css application/json image/svg+xml text/plain;
  client_body_temp_path ${path.join(prefix, 'tmp', 'body')};
  proxy_temp_path ${path.join(prefix, 'tmp', 'proxy')};
  fastcgi_temp_path ${path.join(prefix, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${path.join(prefix, 'tmp', 'uwsgi')};
  scgi_temp_path ${path.join(prefix, 'tmp', 'scgi')};
${servers.join('\n')}
}
`;
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, conf);
  fs.writeFileSync(path.join(prefix, 'origin.json'), JSON.stringify({ editions, ports, apiUrl, host }));
  return file;
}

/**
 * Starts nginx in the foreground as a child process for the origin's editions. The caller stops
 * it (child.kill()). Resolves once every edition's port answers.
 */
export async function startOrigin({ origin, editions, ports = EDITION_PORTS, apiUrl }) {
  const nginx = ensureNginx();
  const conf = writeNginxConfig({ origin, editions, ports, apiUrl });
  const test = spawnSync(nginx, ['-t', '-q', '-p', prefixOf(origin), '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);
  const child = spawn(nginx, ['-p', prefixOf(origin), '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] });
  const served = (editions ?? Object.keys(ports)).filter((edition) => fs.existsSync(path.join(origin, edition, 'index.html')));
  const deadline = Date.now() + 15_000;
  for (const edition of served) {
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${ports[edition]}/`);
        break;
      } catch {
        if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${path.join(prefixOf(origin), 'logs', 'error.log')}`);
        if (Date.now() > deadline) throw new Error(`nginx did not answer on ${ports[edition]} within 15 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
  return { child, served, ports };
}

/** Tells a running origin's nginx to read its configuration again (a shell deploy changes its inline scripts' hashes). */
export function reloadOrigin(origin) {
  const pidFile = path.join(prefixOf(origin), 'nginx.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  try {
    writeNginxConfig({ origin, ...JSON.parse(fs.readFileSync(path.join(prefixOf(origin), 'origin.json'), 'utf8')) });
    process.kill(pid, 'SIGHUP');
    return true;
  } catch {
    return false;
  }
}
