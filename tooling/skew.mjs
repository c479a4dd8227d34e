// Version skew between a remote and the shell it would run in, one set of rules for the
// deploy command (Node, tooling/deploy/deploy.mjs) and the shell's run-time check (the browser,
// shell/src/features/areas/skewCheck.ts). A remote shares its framework packages with the shell as
// singletons: the shell's copy is the one that runs. A remote built against a React, antd, router,
// query client, state store or i18n outside what the shell provides would run against a copy it
// was not built for. The core package's major version is its contract with the shell, and a
// minor version adds to it: the shell's core must be of the remote's major and at least its minor.
// Plain JavaScript with its types beside it (skew.d.mts): Node runs it as it is, the shell's
// bundler and jest compile it.

/** The singletons whose range the shell must satisfy. */
export const CHECKED_SINGLETONS = ['react', 'react-dom', 'antd', 'jotai', '@tanstack/react-query', 'i18next', 'react-router-dom'];
/** The platform's core package: any major-version difference is refused. */
export const CORE_PACKAGE = 'shared-core';

/** The package a shared request belongs to (`antd/es/button` -> `antd`, `@scope/pkg/x` -> `@scope/pkg`). */
export function sharedPackage(request) {
  const parts = request.replace(/\/$/, '').split('/');
  return parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The major version of `version` (`19.2.0` -> `19`). */
export const majorOf = (version) => /^\D*(\d+)/.exec(version)?.[1] ?? version;
/** The minor version of `version` (`19.2.0` -> 2), or 0 when it has none. */
export const minorOf = (version) => Number(/^\D*\d+\.(\d+)/.exec(version)?.[1] ?? 0);

/** The rules a shell that provides `provided` (package -> version) checks remotes against. */
export const skewRules = (provided) => ({ checked: CHECKED_SINGLETONS, core: CORE_PACKAGE, provided });

/**
 * The reasons a remote cannot run in a shell, one sentence each; none when it can.
 * @param {import('./skew.d.mts').SharedManifest} manifest the remote's mf-manifest.json
 * @param {import('./skew.d.mts').SkewRules} rules what the shell provides and which packages are checked
 * @param {import('./skew.d.mts').SkewOptions} options the range test (semver in Node, the
 *   federation runtime's in the browser) and how the sentences name the shell
 */
export function skewProblems(manifest, rules, { satisfies, shell = 'this shell' }) {
  const problems = [];
  const seen = new Set();
  for (const shared of manifest.shared ?? []) {
    const pkg = sharedPackage(shared.name);
    if (seen.has(pkg)) continue;
    const provided = rules.provided[pkg];
    if (rules.checked.includes(pkg) && shared.requiredVersion) {
      seen.add(pkg);
      if (!provided) problems.push(`${pkg}: ${manifest.name} needs ${shared.requiredVersion}, and ${shell} provides none`);
      else if (!satisfies(provided, shared.requiredVersion)) problems.push(`${pkg}: ${manifest.name} needs ${shared.requiredVersion}, and ${shell} provides ${provided}`);
    } else if (pkg === rules.core && shared.version) {
      seen.add(pkg);
      if (!provided) problems.push(`${pkg}: ${manifest.name} is built on ${shared.version}, and ${shell} provides none`);
      else if (majorOf(shared.version) !== majorOf(provided)) {
        problems.push(`${pkg}: ${manifest.name} is built on major version ${majorOf(shared.version)} (${shared.version}), and ${shell} provides ${provided}`);
      } else if (minorOf(shared.version) > minorOf(provided)) {
        // A minor version adds exports: a remote built on it may call what an older core lacks.
        problems.push(`${pkg}: ${manifest.name} is built on ${shared.version}, newer than the ${provided} ${shell} provides`);
      }
    }
  }
  return problems;
}
