// An edition's registry on the static origin: `remotes.json`, which the shell reads at
// start, and `registry-history.json`, every change to it with who made it, when, what and from
// which commit. Only the deploy and rollback commands write them, and only under the registry's
// lock: a directory created atomically, held for as long as one change takes, broken only once
// it is older than LOCK_STALE_MS (a deploy that died). So two teams deploying at the same moment
// both land, one after the other; never "last write wins". Each write also bumps `revision`, and
// a change may insist on the revision it read (compare-and-swap).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REGISTRY_FILE = 'remotes.json';
export const HISTORY_FILE = 'registry-history.json';
const LOCK_DIR = '.registry.lock';
/** A lock older than this belongs to a deploy that died: it is broken. */
export const LOCK_STALE_MS = 60_000;
/** How long a change waits for another one's lock before it gives up. */
export const LOCK_WAIT_MS = 120_000;

export class RegistryConflictError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RegistryConflictError';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function readJson(file, fallback) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback;
}

/** Writes `value` to `file` so that a reader sees the old or the new file, never half of one. */
export function writeJsonAtomic(file, value) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** The edition's registry as it is live (an empty one before the first deploy) and its history. */
export function readRegistry(editionDir) {
  const registry = readJson(path.join(editionDir, REGISTRY_FILE), { remotes: [], absent: [], revision: 0 });
  return { registry: { absent: [], revision: 0, ...registry }, history: readJson(path.join(editionDir, HISTORY_FILE), []) };
}

/** Who is deploying: DEPLOY_USER, else the system user. */
export function deployer() {
  if (process.env.DEPLOY_USER) return process.env.DEPLOY_USER;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

async function acquire(editionDir, { waitMs = LOCK_WAIT_MS, staleMs = LOCK_STALE_MS } = {}) {
  const lock = path.join(editionDir, LOCK_DIR);
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'owner.json'), JSON.stringify({ pid: process.pid, host: os.hostname(), by: deployer(), at: new Date().toISOString() }));
      return lock;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let age;
    try {
      age = Date.now() - fs.statSync(lock).mtimeMs;
    } catch {
      continue; // released meanwhile
    }
    if (age > staleMs) {
      // A dead deploy's lock. Renamed first, so two waiters cannot both break it and both enter.
      const broken = `${lock}.broken.${process.pid}.${Date.now()}`;
      try {
        fs.renameSync(lock, broken);
        fs.rmSync(broken, { recursive: true, force: true });
      } catch {
        /* another waiter broke it first */
      }
      continue;
    }
    if (Date.now() > deadline) {
      const owner = readJson(path.join(lock, 'owner.json'), {});
      throw new RegistryConflictError(`The registry of ${path.basename(editionDir)} is locked by another deploy (${owner.by ?? 'unknown'}, since ${owner.at ?? 'unknown'}); try again once it has finished.`);
    }
    await sleep(25 + Math.min(attempt, 20) * 10 + Math.random() * 25);
  }
}

/**
 * Changes an edition's registry under its lock. `change` is given the live registry and history
 * and answers the new registry and the history record to append (or null to leave everything as
 * it is). With `expectedRevision`, the change is refused if the registry moved since it was read.
 * @param {string} editionDir
 * @param {(live: { registry: object, history: object[] }) => Promise<{ registry: object, record: object } | null> | { registry: object, record: object } | null} change
 * @param {{ expectedRevision?: number, waitMs?: number, staleMs?: number }} [options]
 */
export async function updateRegistry(editionDir, change, options = {}) {
  return withLock(editionDir, async () => {
    const live = readRegistry(editionDir);
    if (options.expectedRevision !== undefined && live.registry.revision !== options.expectedRevision) {
      throw new RegistryConflictError(`The registry of ${path.basename(editionDir)} changed (revision ${live.registry.revision}, expected ${options.expectedRevision}); nothing was written.`);
    }
    const result = await change(live);
    if (!result) return live;
    const revision = live.registry.revision + 1;
    const registry = { ...result.registry, revision };
    const record = { revision, at: new Date().toISOString(), by: deployer(), ...result.record };
    // The history first: a registry is never live without the record that says how it got there.
    writeJsonAtomic(path.join(editionDir, HISTORY_FILE), [...live.history, record]);
    writeJsonAtomic(path.join(editionDir, REGISTRY_FILE), registry);
    return { registry, history: [...live.history, record] };
  }, options);
}

/** Runs `work` holding the lock of `dir` (created if missing); see the file comment. */
export async function withLock(dir, work, options = {}) {
  fs.mkdirSync(dir, { recursive: true });
  const lock = await acquire(dir, options);
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
