// Size budgets, checked by size-limit 11 (`npx size-limit`, step "size budgets" of
// `npm test`, after the production builds and the end-to-end run). Sizes are gzip, summed per
// file, like the first-load bench (e2e/bench/first-load.bench.ts).
//
// - Per app: what the shell fetches of it before any page renders: the shell's entry (main.js)
//   and, for each remote, its remote entry and its exposed contract chunk.
// - Per page: every script a cold visit fetched for the login page, then for the snapshot list
//   after sign-in (what it added), then for a snapshot's detail (what it added). The browser
//   decides which files those are, so e2e/tests/perf-budgets.spec.ts records them in
//   .e2e-tmp/page-scripts.json; without that file the page checks fail.
//
// The login page's budget is its target, 250 KB (256 kB: 250 x 1,024 bytes, as the bench and
// the e2e guard count); the others sit just above the figures in docs/benchmarks.md (Figures).
// The login page carries no antd (shell App): a change that pulls antd, shared-ui or a remote
// entry into it fails here.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = __dirname;
const VERSION = 'v0.1.0';
const REMOTES = ['mfe-snapshots', 'mfe-cameras', 'mfe-organization', 'mfe-reseller', 'mfe-reports'];
const PORT_DIRS = { 3000: 'shell/dist', 3001: 'mfe-snapshots/dist', 3002: 'mfe-cameras/dist', 3003: 'mfe-organization/dist', 3004: 'mfe-reseller/dist', 3005: 'mfe-reports/dist' };

// kB = 1,000 bytes (size-limit's unit); the bench and the e2e guard count KiB.
const APP_BUDGETS = {
  shell: '46 kB',
  'mfe-snapshots': '20 kB',
  'mfe-cameras': '18.5 kB',
  'mfe-organization': '18.5 kB',
  'mfe-reseller': '18.5 kB',
  'mfe-reports': '18.5 kB',
};
const PAGE_BUDGETS = { login: '256 kB', list: '584 kB', detail: '135 kB' };

/** The dist file a script URL of the e2e servers names (shell on 3000, remotes on 3001-3005). */
function distFile(url) {
  const { port, pathname } = new URL(url);
  const dir = PORT_DIRS[port];
  if (!dir) throw new Error(`${url} is not served by one of the apps`);
  return path.join(ROOT, dir, pathname);
}

function pageChecks() {
  const file = path.join(ROOT, '.e2e-tmp', 'page-scripts.json');
  const pages = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  return Object.entries(PAGE_BUDGETS).map(([page, limit]) => {
    const urls = (pages[page] ?? []).filter((url) => url.startsWith('http'));
    return {
      name: `page: ${page}${page === 'login' ? '' : ' (added)'}`,
      // No record: a path that matches nothing, which size-limit reports as an error.
      path: urls.length ? urls.map(distFile) : [path.join(ROOT, '.e2e-tmp', `no-record-of-the-${page}-page.js`)],
      limit,
      gzip: true,
    };
  });
}

module.exports = [
  { name: 'app: shell (entry)', path: ['shell/dist/main.*.js'], limit: APP_BUDGETS.shell, gzip: true },
  ...REMOTES.map((app) => ({
    name: `app: ${app} (remote entry + exposed contract)`,
    path: [`${app}/dist/${VERSION}/remoteEntry.js`, `${app}/dist/${VERSION}/__federation_expose_*.js`],
    limit: APP_BUDGETS[app],
    gzip: true,
  })),
  ...pageChecks(),
];
