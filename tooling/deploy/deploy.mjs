// Deploying one area, and rolling it back. The static origin a deployment serves:
//
//   <origin>/remotes/<remote>/<version>-<buildId>/   one published build of a remote, immutable
//   <origin>/<EDITION>/                              an edition's site: its shell, `platform.json`
//                                                    (what the shell provides), `remotes.json`
//                                                    and `registry-history.json`; `remotes` links
//                                                    to the published builds, so a registry names
//                                                    an entry from the origin: /remotes/...
//
// A remote's deploy builds that remote alone into its own folder, publishes it, checks that its
// manifest and entry load, checks its shared packages against the shell that is live for each
// edition, and only then writes each edition's registry (under its lock, with a history record).
// Any refusal leaves every registry as it was.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { absentRemotes, registryEntry, readEditions, remoteNamed, REMOTES } from '../registry.mjs';
import { readRegistry, updateRegistry, withLock, writeJsonAtomic } from './registryStore.mjs';
import semver from 'semver';
import { skewProblems, skewRules } from '../skew.mjs';
import { currentCommit } from '../git.mjs';
import { reloadOrigin } from './nginx.mjs';

const WORKSPACE = path.resolve(import.meta.dirname, '..', '..');

/** A refusal with a message for the person deploying; nothing was changed. */
export class DeployRefused extends Error {
  constructor(message) {
    super(message);
    this.name = 'DeployRefused';
  }
}

/** The origin folder: DEPLOY_ORIGIN, or deploy/origin in the workspace. */
export function originDir(given = process.env.DEPLOY_ORIGIN) {
  return path.resolve(given || path.join(WORKSPACE, 'deploy', 'origin'));
}

export const editionDir = (origin, edition) => path.join(origin, edition);
/** The path a published build is served at, from the origin. */
export const publishedPath = (name, version, buildId) => `/remotes/${name}/${version}-${buildId}/`;

/** A new build id: the time to the second and the commit, e.g. `20261202T041233-6c79be8`. */
export function newBuildId(commit = currentCommit()) {
  const time = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, '');
  return commit ? `${time}-${commit.slice(0, 7)}` : time;
}

/** The editions `edition` names that compose `name` (all of them for `all`); a clear refusal otherwise. */
export function editionsFor(name, edition = 'all') {
  const editions = readEditions();
  const codes = edition === 'all' ? Object.keys(editions) : [edition.toUpperCase()];
  for (const code of codes) if (!editions[code]) throw new DeployRefused(`No edition ${edition}: one of ${Object.keys(editions).join(', ')} or all.`);
  const composing = codes.filter((code) => editions[code].remotes.includes(name));
  if (!composing.length) throw new DeployRefused(`${codes.join(', ')} does not compose ${name} (brands/editions.json).`);
  return composing;
}

/**
 * Builds one app alone with Rspack, into `outDir`: nothing else of the workspace is built.
 * @returns {number} seconds taken
 */
export function buildApp(dir, env) {
  const started = Date.now();
  const result = spawnSync(path.join(WORKSPACE, dir, 'node_modules', '.bin', 'rspack'), ['build'], {
    cwd: path.join(WORKSPACE, dir),
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0 || /\bERROR\b/.test(result.stdout)) {
    throw new Error(`The build of ${dir} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return (Date.now() - started) / 1000;
}

/** Reads a published file: over HTTP from `originUrl` when given (as a browser would), else from disk. */
async function readPublished(origin, originUrl, urlPath) {
  if (originUrl) {
    let response;
    try {
      response = await fetch(new URL(urlPath, originUrl));
    } catch (error) {
      throw new DeployRefused(`${urlPath} could not be fetched from ${originUrl}: ${error.message}`);
    }
    if (!response.ok) throw new DeployRefused(`${urlPath} answered ${response.status} on ${originUrl}.`);
    return response.text();
  }
  const file = path.join(origin, ...urlPath.split('/').filter(Boolean));
  if (!fs.existsSync(file)) throw new DeployRefused(`${urlPath} is not on the origin.`);
  return fs.readFileSync(file, 'utf8');
}

/**
 * Checks a published build the way the shell will load it: its manifest is the remote's, names
 * this folder, and its entry is a script that defines the remote's container. Answers the
 * manifest and the contract summary.
 */
export async function verifyPublished({ origin, originUrl, name, folder }) {
  let manifest;
  try {
    manifest = JSON.parse(await readPublished(origin, originUrl, `${folder}mf-manifest.json`));
  } catch (error) {
    if (error instanceof DeployRefused) throw error;
    throw new DeployRefused(`The manifest ${folder}mf-manifest.json is not JSON.`);
  }
  if (manifest?.name !== name) throw new DeployRefused(`The manifest ${folder}mf-manifest.json is not ${name}'s (it names ${JSON.stringify(manifest?.name)}).`);
  if (manifest.metaData?.publicPath !== folder) {
    throw new DeployRefused(`The manifest of ${name} loads its files from ${JSON.stringify(manifest.metaData?.publicPath)}, not from the folder it is published in (${folder}).`);
  }
  const entryFile = manifest.metaData?.remoteEntry?.name;
  if (!entryFile) throw new DeployRefused(`The manifest of ${name} names no entry.`);
  const entry = await readPublished(origin, originUrl, `${folder}${manifest.metaData.remoteEntry.path ?? ''}${entryFile}`);
  try {
    new vm.Script(entry, { filename: entryFile });
  } catch (error) {
    throw new DeployRefused(`The entry ${folder}${entryFile} of ${name} is not a script that loads: ${error.message}`);
  }
  if (!entry.includes(manifest.metaData.globalName ?? name)) throw new DeployRefused(`The entry ${folder}${entryFile} does not define the container ${name}.`);
  let summary;
  try {
    summary = JSON.parse(await readPublished(origin, originUrl, `${folder}contract.json`));
  } catch (error) {
    if (error instanceof DeployRefused) throw error;
    throw new DeployRefused(`The contract summary ${folder}contract.json is not JSON.`);
  }
  if (summary.name !== name || !Array.isArray(summary.paths)) throw new DeployRefused(`The contract summary ${folder}contract.json is not ${name}'s.`);
  return { manifest, summary };
}

/** The shell that is live for an edition (its platform.json), or a refusal that says what to do. */
export function liveShell(origin, edition) {
  const file = path.join(editionDir(origin, edition), 'platform.json');
  if (!fs.existsSync(file)) throw new DeployRefused(`No shell is deployed for ${edition}: deploy it first (npm run deploy -- shell --edition ${edition}).`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The skew check as a refusal. */
function refuseSkew(manifest, platform, edition) {
  const problems = skewProblems(manifest, skewRules(platform.shared), {
    satisfies: (version, range) => semver.satisfies(version, range, { includePrerelease: true }),
    shell: `the ${edition} shell`,
  });
  if (problems.length) throw new DeployRefused(`${manifest.name} cannot run in the live ${edition} shell (${platform.version}, build ${platform.buildId}):\n  - ${problems.join('\n  - ')}\nNo registry was changed.`);
}

/** The registry with `entry` in place of the remote's (or added), in workspace order; `absent` are the edition's left-out remotes. */
function withEntry(registry, entry, edition) {
  const composed = readEditions()[edition].remotes;
  const remotes = [...registry.remotes.filter((remote) => remote.name !== entry.name), entry];
  const order = (name) => REMOTES.findIndex((remote) => remote.name === name);
  remotes.sort((a, b) => order(a.name) - order(b.name));
  const absent = registry.absent.filter((a) => !composed.includes(a.name));
  return { ...registry, remotes, absent };
}

/**
 * Verifies a published build, checks it against each edition's live shell and writes each
 * edition's registry (under its lock, with a history record). Answers nothing; throws a refusal.
 */
async function register({ origin, originUrl, name, folder, editions, commit, log }) {
  const { manifest, summary } = await verifyPublished({ origin, originUrl, name, folder });
  log(`verified ${folder}mf-manifest.json and its entry`);
  const { version, buildId } = summary;
  const entry = registryEntry(summary, `${folder}mf-manifest.json`);
  for (const code of editions) {
    await updateRegistry(editionDir(origin, code), (live) => {
      // Checked under the lock, against the shell that is live now.
      refuseSkew(manifest, liveShell(origin, code), code);
      const previous = live.registry.remotes.find((r) => r.name === name);
      return {
        registry: withEntry(live.registry, entry, code),
        record: { action: 'deploy', remote: name, version, buildId, entry: entry.entry, commit: summary.commit ?? commit, previous: previous ? pick(previous) : null },
      };
    });
    log(`${code}: ${name} is now ${version}-${buildId}`);
  }
}

/**
 * Deploys one remote. Builds it (or takes `from`, a folder already built for its published path,
 * with its `buildId`), publishes it, verifies it, checks it against each edition's live shell and
 * writes the registries. With `published` (`<version>-<buildId>`, a folder already on the origin),
 * nothing is built: that build goes live in these editions too (a canary in one edition, or the
 * same build promoted to another). Answers what it did, with its timings.
 * @param {{ remote: string, edition?: string, origin?: string, originUrl?: string, from?: string, buildId?: string, published?: string, log?: (line: string) => void }} options
 */
export async function deployRemote({ remote, edition = 'all', origin = originDir(), originUrl, from, buildId, published, log = () => {} }) {
  const { name, dir } = remoteNamed(remote);
  const editions = editionsFor(name, edition);
  for (const code of editions) liveShell(origin, code);
  const commit = currentCommit();
  const timings = {};
  const started = Date.now();
  if (published) {
    const folder = `/remotes/${name}/${published}/`;
    if (!/^[\w.+-]+$/.test(published) || !fs.existsSync(path.join(origin, 'remotes', name, published))) {
      const builds = fs.existsSync(path.join(origin, 'remotes', name)) ? fs.readdirSync(path.join(origin, 'remotes', name)) : [];
      throw new DeployRefused(`${name} ${published} is not published: published are ${builds.join(', ') || 'none'}.`);
    }
    await register({ origin, originUrl, name, folder, editions, commit, log });
    const { version, buildId: id } = JSON.parse(fs.readFileSync(path.join(origin, 'remotes', name, published, 'contract.json'), 'utf8'));
    timings.publishS = (Date.now() - started) / 1000;
    return { name, version, buildId: id, folder, editions, timings };
  }

  const { version } = JSON.parse(fs.readFileSync(path.join(WORKSPACE, dir, 'package.json'), 'utf8'));
  const id = buildId ?? newBuildId(commit);
  const folder = publishedPath(name, version, id);
  const target = path.join(origin, ...folder.split('/').filter(Boolean));
  if (fs.existsSync(target)) throw new DeployRefused(`${folder} is already published; published folders are never overwritten.`);
  let output = from;
  if (!output) {
    output = fs.mkdtempSync(path.join(origin, `.build-${name}-`));
    log(`building ${dir} alone for ${folder}`);
    try {
      timings.buildS = buildApp(dir, { PUBLIC_PATH: folder, OUT_DIR: output, BUILD_ID: id, BUILD_COMMIT: commit ?? '' });
    } catch (error) {
      fs.rmSync(output, { recursive: true, force: true });
      throw error;
    }
  }
  const publishing = Date.now();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(output, target, { recursive: true });
  if (!from) fs.rmSync(output, { recursive: true, force: true });
  log(`published ${folder}`);
  try {
    await register({ origin, originUrl, name, folder, editions, commit, log });
  } catch (error) {
    // A new folder no registry took: it goes, so nothing half-deployed stays around.
    if (!referenced(origin, `${folder}mf-manifest.json`)) fs.rmSync(target, { recursive: true, force: true });
    throw error;
  }
  await listPublished(origin, name, { version, buildId: id, entry: `${folder}mf-manifest.json`, at: new Date().toISOString() });
  timings.publishS = (Date.now() - publishing) / 1000;
  return { name, version, buildId: id, folder, editions, timings };
}

/** The file listing a remote's published builds, newest last: what a staff user may pin in their browser. */
export const PUBLISHED_FILE = 'published.json';

/** Adds a build to its remote's list of published builds (`/remotes/<remote>/published.json`). */
async function listPublished(origin, name, build) {
  const dir = path.join(origin, 'remotes', name);
  await withLock(dir, () => {
    const file = path.join(dir, PUBLISHED_FILE);
    const list = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
    writeJsonAtomic(file, [...list.filter((b) => b.entry !== build.entry), build]);
  });
}

/** Whether any edition's registry or history names `entry`. */
function referenced(origin, entry) {
  return Object.keys(readEditions()).some((code) => {
    const { registry, history } = readRegistry(editionDir(origin, code));
    return registry.remotes.some((r) => r.entry === entry) || history.some((record) => record.entry === entry);
  });
}

const pick = (entry) => ({ version: entry.version ?? null, buildId: entry.buildId ?? null, entry: entry.entry });

/**
 * Rolls a remote back in each edition `edition` names: to the build that was live before the
 * current one, or to the latest deploy of version `to` (`1.2.0`, or `1.2.0-<buildId>`).
 */
export async function rollbackRemote({ remote, edition = 'all', to, origin = originDir(), log = () => {} }) {
  const { name } = remoteNamed(remote);
  const editions = editionsFor(name, edition);
  const done = [];
  for (const code of editions) {
    await updateRegistry(editionDir(origin, code), async (live) => {
      const current = live.registry.remotes.find((r) => r.name === name);
      if (!current) throw new DeployRefused(`${code} has no ${name} deployed: nothing to roll back.`);
      const deploys = live.history.filter((record) => record.remote === name && (record.action === 'deploy' || record.action === 'rollback'));
      let target;
      if (to) {
        target = [...deploys].reverse().find((record) => record.action === 'deploy' && (record.version === to || `${record.version}-${record.buildId}` === to));
        if (!target) throw new DeployRefused(`${code} never had ${name} ${to}: deployed were ${[...new Set(deploys.map((r) => `${r.version}-${r.buildId}`))].join(', ') || 'none'}.`);
        target = pick(target);
      } else {
        // The record that made the current entry live names what was live before it.
        const made = [...deploys].reverse().find((record) => record.entry === current.entry);
        target = made?.previous;
        if (!target) throw new DeployRefused(`${code}: no earlier ${name} to roll back to.`);
      }
      if (target.entry === current.entry) throw new DeployRefused(`${code}: ${name} ${target.version}-${target.buildId} is already live.`);
      const folder = target.entry.replace(/mf-manifest\.json$/, '');
      const { manifest, summary } = await verifyPublished({ origin, name, folder });
      refuseSkew(manifest, liveShell(origin, code), code);
      const entry = registryEntry({ ...summary, version: target.version, buildId: target.buildId }, target.entry);
      done.push({ edition: code, version: target.version, buildId: target.buildId });
      return {
        registry: withEntry(live.registry, entry, code),
        record: { action: 'rollback', remote: name, version: target.version, buildId: target.buildId, entry: target.entry, commit: summary.commit ?? null, previous: pick(current) },
      };
    });
    log(`${code}: ${name} rolled back to ${done.at(-1).version}-${done.at(-1).buildId}`);
  }
  return done;
}

/**
 * Deploys an edition's shell: built alone for that edition, with no registry of its own (the
 * edition's registry stays as the deploys wrote it). Refused if a remote that is live in the
 * edition could not run in the new shell. The new files go in first and index.html last, so a
 * visitor gets the old page or the new one whole.
 */
export async function deployShell({ edition, origin = originDir(), from, log = () => {} }) {
  const code = edition.toUpperCase();
  if (!readEditions()[code]) throw new DeployRefused(`No edition ${edition}: one of ${Object.keys(readEditions()).join(', ')}.`);
  const site = editionDir(origin, code);
  fs.mkdirSync(path.join(origin, 'remotes'), { recursive: true });
  fs.mkdirSync(site, { recursive: true });
  const commit = currentCommit();
  const timings = {};
  let output = from;
  if (!output) {
    output = fs.mkdtempSync(path.join(origin, '.build-shell-'));
    log(`building the ${code} shell alone`);
    timings.buildS = buildApp('shell', { BRAND: code, REGISTRY: 'deployed', OUT_DIR: output, BUILD_ID: newBuildId(commit), BUILD_COMMIT: commit ?? '' });
  }
  const platform = JSON.parse(fs.readFileSync(path.join(output, 'platform.json'), 'utf8'));
  if (platform.edition !== code) throw new DeployRefused(`That shell was built for ${platform.edition}, not ${code}.`);
  const { registry } = readRegistry(site);
  for (const remote of registry.remotes) {
    const folder = remote.entry.replace(/mf-manifest\.json$/, '');
    const manifest = JSON.parse(fs.readFileSync(path.join(origin, ...folder.split('/').filter(Boolean), 'mf-manifest.json'), 'utf8'));
    refuseSkew(manifest, platform, code);
  }
  // Not the build's own registry (nor its precompressed copies, which nginx would serve instead).
  const files = fs.readdirSync(output).filter((file) => !file.startsWith('remotes.json') && !file.startsWith('index.html'));
  for (const file of files) fs.cpSync(path.join(output, file), path.join(site, file), { recursive: true });
  for (const file of fs.readdirSync(output).filter((f) => f.startsWith('index.html'))) fs.cpSync(path.join(output, file), path.join(site, file));
  const link = path.join(site, 'remotes');
  if (!fs.existsSync(link)) fs.symlinkSync(path.join('..', 'remotes'), link);
  if (!fs.existsSync(path.join(site, 'remotes.json'))) {
    // The edition's first registry: its left-out remotes, none deployed yet.
    writeJsonAtomic(path.join(site, 'remotes.json'), { remotes: [], absent: absentRemotes(code), revision: 0 });
  }
  if (!from) fs.rmSync(output, { recursive: true, force: true });
  // A running origin serves the new page with its inline scripts' hashes in the policy.
  if (reloadOrigin(origin)) log('the origin (nginx) reloaded its configuration');
  log(`${code}: the shell is now ${platform.version} (build ${platform.buildId})`);
  return { edition: code, platform, timings };
}
