// Version skew between a remote and the shell it would run in (issue 37). A remote shares its
// framework packages with the shell as singletons: the shell's copy is the one that runs. A remote
// built against a React, antd, router, query client, state store or i18n outside what the shell
// provides would run against a copy it was not built for, and the core package's major version is
// its contract with the shell. The deploy command refuses such a remote before any registry
// changes; the shell applies the same rules at run time (shared-core `platform/skew.ts`).
import semver from 'semver';

/** The singletons whose range the shell must satisfy. */
export const CHECKED_SINGLETONS = ['react', 'react-dom', 'antd', 'jotai', '@tanstack/react-query', 'i18next', 'react-router-dom'];
/** The platform's core package: any major-version difference is refused. */
export const CORE_PACKAGE = 'shared-core';

/** The package a shared request belongs to (`antd/es/button` -> `antd`, `@scope/pkg/x` -> `@scope/pkg`). */
export function sharedPackage(request) {
  const parts = request.replace(/\/$/, '').split('/');
  return parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The reasons a remote cannot run in a shell, as sentences; none when it can.
 * @param {{ name: string, shared?: Array<{ name: string, version?: string, requiredVersion?: string | false }> }} manifest the remote's mf-manifest.json
 * @param {{ edition?: string, shared: Record<string, string> }} platform the shell's platform.json
 */
export function skewProblems(manifest, platform) {
  const problems = [];
  const seen = new Set();
  for (const shared of manifest.shared ?? []) {
    const pkg = sharedPackage(shared.name);
    if (seen.has(pkg)) continue;
    const provided = platform.shared[pkg];
    const shell = `the ${platform.edition ?? ''} shell`.replace('  ', ' ');
    if (CHECKED_SINGLETONS.includes(pkg) && shared.requiredVersion) {
      seen.add(pkg);
      if (!provided) problems.push(`${pkg}: ${manifest.name} needs ${shared.requiredVersion}, and ${shell} provides none`);
      else if (!semver.satisfies(provided, shared.requiredVersion, { includePrerelease: true })) {
        problems.push(`${pkg}: ${manifest.name} needs ${shared.requiredVersion}, and ${shell} provides ${provided}`);
      }
    } else if (pkg === CORE_PACKAGE && shared.version) {
      seen.add(pkg);
      if (!provided) problems.push(`${pkg}: ${manifest.name} is built on ${shared.version}, and ${shell} provides none`);
      else if (semver.major(shared.version) !== semver.major(provided)) {
        problems.push(`${pkg}: ${manifest.name} is built on major version ${semver.major(shared.version)} (${shared.version}), and ${shell} provides ${provided}`);
      }
    }
  }
  return problems;
}
