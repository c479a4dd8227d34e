#!/usr/bin/env node
// `npm test`: installs, then runs every check in order and ends with one line
// `N passed, N failed` for all suites together. Checks: lint, type check, locale check,
// unit tests (jest), production builds, end-to-end tests (Playwright in Debian's Chromium),
// size budgets (size-limit, per app and per page).
// A check that is a single pass/fail step counts as one; jest and Playwright count per test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TMP = path.join(ROOT, '.e2e-tmp');
fs.mkdirSync(TMP, { recursive: true });
const totals = { passed: 0, failed: 0 };
const lines = [];
/** The failing tests by name, printed again at the end so that the tail of a CI log names them. */
const failures = [];

function run(label, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  return { ok: result.status === 0, seconds };
}

function step(label, command, args, options) {
  const { ok, seconds } = run(label, command, args, options);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  return ok;
}

/** Adds the counts of a jest --json or Playwright json report; a missing report counts as one failure. */
function countReport(label, file, read, seconds) {
  try {
    const { passed, failed, names = [] } = read(JSON.parse(fs.readFileSync(file, 'utf8')));
    failures.push(...names.map((name) => `${label}: ${name}`));
    totals.passed += passed;
    totals.failed += failed;
    lines.push(`${failed ? 'FAIL' : 'ok  '} ${label}: ${passed} passed, ${failed} failed (${seconds} s)`);
  } catch (error) {
    totals.failed += 1;
    lines.push(`FAIL ${label}: no report (${error.message})`);
  }
}

const pnpm = (...args) => ['npx', ['-y', 'pnpm@10', ...args]];

if (!step('install', ...pnpm('install', '--frozen-lockfile'))) finish();

// Playwright cannot download its own browser here: Debian's Chromium. The deploy suite serves
// the deployed origin with Debian's nginx, as production does.
const missing = [
  ['/usr/bin/chromium', 'chromium'],
  ['/usr/sbin/nginx', 'nginx-light'],
].filter(([file]) => !fs.existsSync(file));
if (missing.length) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => (sudo.length ? ['sudo', ['apt-get', ...args]] : ['apt-get', args]);
  const names = missing.map(([, name]) => name);
  step(`install ${names.join(', ')} (apt-get update)`, ...apt('update', '-qq'));
  step(`install ${names.join(', ')}`, ...apt('install', '-y', '-qq', '--no-install-recommends', ...names));
}

step('lint', ...pnpm('run', 'lint'));
step('type check', ...pnpm('run', 'typecheck'));
step('locale check', ...pnpm('run', 'check:locales'));

const jestReport = path.join(TMP, 'jest-results.json');
fs.rmSync(jestReport, { force: true });
const unit = run('unit tests', path.join(ROOT, 'node_modules', '.bin', 'jest'), ['--json', `--outputFile=${jestReport}`]);
countReport('unit tests', jestReport, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
  names: jestFailures(r),
}), unit.seconds);

const built = step('production builds', process.execPath, ['scripts/build-all.mjs']);
if (built) {
  const e2eReport = path.join(TMP, 'e2e-results.json');
  fs.rmSync(e2eReport, { force: true });
  const e2e = run('end-to-end tests', path.join(ROOT, 'e2e', 'node_modules', '.bin', 'playwright'), ['test'], { cwd: path.join(ROOT, 'e2e') });
  countReport('end-to-end tests', e2eReport, (r) => {
    const s = r.stats ?? {};
    return {
      passed: s.expected ?? 0,
      failed: (s.unexpected ?? 0) + (s.flaky ?? 0) + (r.errors?.length ?? 0),
      names: playwrightFailures(r),
    };
  }, e2e.seconds);
  // Size budgets (.size-limit.cjs): per app from the builds, per page from the files
  // the e2e perf-budgets spec saw each page fetch. Fails when a budget is exceeded.
  step('size budgets (size-limit)', path.join(ROOT, 'node_modules', '.bin', 'size-limit'), []);
}

finish();

/** `file › test` for each failed jest test, or the file when the suite itself did not run. */
function jestFailures(report) {
  const names = [];
  for (const suite of report.testResults ?? []) {
    const file = path.relative(ROOT, suite.name);
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) names.push(`${file} › ${a.fullName}`);
    if (!failed.length && suite.status === 'failed') names.push(`${file} (${firstLine(suite.message)})`);
  }
  return names;
}

/** `file:line › title: first line of the error` for each Playwright test that did not pass first time. */
function playwrightFailures(report) {
  const names = (report.errors ?? []).map((e) => `(run error) ${firstLine(e.message)}`);
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results?.find((res) => res.error)?.error;
        names.push(`${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}: ${firstLine(error?.message)}${whereFailed(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

/**
 * Where a Playwright error happened: the line that failed and the locator it waited for, so
 * that the tail of a CI log (often all that is kept) tells which step of a long test broke.
 */
function whereFailed(error) {
  if (!error) return '';
  const parts = [];
  // The spec's own frames, innermost first: a failure inside a helper names the test's line too.
  const frames = [...String(error.stack ?? '').matchAll(/([\w.-]+\.(?:spec|test)\.ts):(\d+):\d+/g)].map((m) => `${m[1]}:${m[2]}`);
  if (error.location) frames.unshift(`${path.basename(error.location.file)}:${error.location.line}`);
  if (frames.length) parts.push(`at ${[...new Set(frames)].join(' < ')}`);
  // eslint-disable-next-line no-control-regex
  const locator = /^Locator: (.*)$/m.exec(String(error.message ?? '').replace(/\u001b\[[0-9;]*m/g, ''));
  if (locator) parts.push(`locator ${locator[1].slice(0, 200)}`);
  return parts.length ? ` (${parts.join('; ')})` : '';
}

function firstLine(text = '') {
  // eslint-disable-next-line no-control-regex
  return String(text).replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 240);
}

function finish() {
  console.log('\n=== summary');
  for (const line of lines) console.log(line);
  if (failures.length) {
    console.log('failed:');
    for (const name of failures) console.log(`  ${name}`);
  }
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed ? 1 : 0);
}
