// Registries: an edition's `remotes.json` is composed from the remotes' contract
// summaries (tooling/contractSummary.mjs), never written by hand. Which remotes an edition
// composes is `brands/editions.json`; a remote it leaves out is still listed, under `absent`,
// with the paths it would own, so the shell can say "not in this edition" on its deep links.
import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_FILE, summarizeContractSource } from './contractSummary.mjs';

const WORKSPACE = path.resolve(import.meta.dirname, '..');

/** The remotes of the workspace: federation name and folder. */
export const REMOTES = [
  { name: 'mfe_snapshots', dir: 'mfe-snapshots' },
  { name: 'mfe_cameras', dir: 'mfe-cameras' },
  { name: 'mfe_organization', dir: 'mfe-organization' },
  { name: 'mfe_reseller', dir: 'mfe-reseller' },
  { name: 'mfe_reports', dir: 'mfe-reports' },
];

/** The remote called `name` (federation name or folder), or a clear error. */
export function remoteNamed(name) {
  const remote = REMOTES.find((r) => r.name === name || r.dir === name);
  if (!remote) throw new Error(`No remote called ${name}: one of ${REMOTES.map((r) => r.dir).join(', ')}`);
  return remote;
}

/** `brands/editions.json`: per edition, the remotes it composes. */
export function readEditions() {
  return JSON.parse(fs.readFileSync(path.join(WORKSPACE, 'brands', 'editions.json'), 'utf8'));
}

/** The edition codes, or a clear error for an unknown one. */
export function editionCodes(edition = 'all') {
  const all = Object.keys(readEditions());
  if (edition === 'all') return all;
  const code = edition.toUpperCase();
  if (!all.includes(code)) throw new Error(`No edition ${edition}: one of ${all.join(', ')} or all`);
  return [code];
}

/** A registry entry: what the shell needs before the remote loads, and where it loads from. */
export function registryEntry(summary, entry) {
  return {
    name: summary.name,
    entry,
    paths: summary.paths,
    ...(summary.publicPaths?.length ? { publicPaths: summary.publicPaths } : {}),
    ...(summary.nav?.length ? { nav: summary.nav } : {}),
    ...(summary.version ? { version: summary.version } : {}),
    ...(summary.buildId ? { buildId: summary.buildId } : {}),
  };
}

/** The contract summaries of every remote of the workspace, read from their sources. */
function sourceSummaries() {
  return REMOTES.map((remote) => ({
    remote: { ...remote, version: JSON.parse(fs.readFileSync(path.join(WORKSPACE, remote.dir, 'package.json'), 'utf8')).version },
    summary: { name: remote.name, ...summarizeContractSource(fs.readFileSync(path.join(WORKSPACE, remote.dir, CONTRACT_FILE), 'utf8'), `${remote.dir}/${CONTRACT_FILE}`) },
  }));
}

/** The remotes of `brands/editions.json`'s edition, or a clear error. */
function composedBy(edition) {
  const composed = readEditions()[edition]?.remotes;
  if (!composed) throw new Error(`No edition ${edition} in brands/editions.json`);
  return composed;
}

/**
 * The remotes an edition leaves out, with the paths whose deep links say so: from their
 * contracts' sources, as such a remote is never built for that edition.
 */
export function absentRemotes(edition) {
  const composed = composedBy(edition);
  return sourceSummaries()
    .filter(({ remote }) => !composed.includes(remote.name))
    .map(({ summary }) => ({ name: summary.name, paths: summary.paths }));
}

/**
 * The registry an edition composes for a local run (`npm start`, the end-to-end servers): every
 * remote it composes, from its contract's source, at `entryFor(remote)`; those it leaves out
 * under `absent`.
 * @param {string} edition
 * @param {(remote: { name: string, dir: string, version: string }) => string} entryFor the entry of a remote (its package version given)
 */
export function localRegistry(edition, entryFor) {
  const composed = composedBy(edition);
  return {
    remotes: sourceSummaries()
      .filter(({ remote }) => composed.includes(remote.name))
      .map(({ remote, summary }) => registryEntry(summary, entryFor(remote))),
    absent: absentRemotes(edition),
  };
}
