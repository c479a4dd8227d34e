import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';
import { atom } from 'jotai';
import { buildSetting, store } from 'shared-core';

/**
 * The run-time skew check (issue 37): the deploy command's rules (tooling/deploy/skew.mjs), which
 * the shell's build hands it with the versions it provides. A remote whose manifest asks for a
 * framework singleton outside what the shell provides, or is built on another major version of
 * the core package, is not loaded: its area shows the area-unavailable message, and the reason
 * is kept for the technical details.
 */
export interface SkewRules {
  /** Singletons whose range the shell must satisfy. */
  checked: string[];
  /** The core package: its major version must match. */
  core: string;
  /** What the shell provides: package -> version. */
  provided: Record<string, string>;
}

/** A remote's manifest, as far as the check reads it. */
export interface SharedManifest {
  name: string;
  shared?: Array<{ name: string; version?: string; requiredVersion?: string | false }>;
}

function rulesOfThisBuild(): SkewRules {
  try {
    return JSON.parse(buildSetting(() => process.env.PLATFORM_SKEW) ?? '') as SkewRules;
  } catch {
    return { checked: [], core: 'shared-core', provided: {} };
  }
}

/** The rules this shell was built with. */
export const SHELL_SKEW_RULES: SkewRules = rulesOfThisBuild();

/** The package a shared request belongs to (`antd/es/button` -> `antd`). */
export const packageOf = (request: string) => {
  const parts = request.replace(/\/$/, '').split('/');
  return parts[0]!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
};
const major = (version: string) => /^\D*(\d+)/.exec(version)?.[1] ?? version;

/** Why `manifest`'s remote cannot run in a shell with `rules`, one sentence each; none when it can. */
export function skewProblems(manifest: SharedManifest, rules: SkewRules): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const shared of manifest.shared ?? []) {
    const pkg = packageOf(shared.name);
    if (seen.has(pkg)) continue;
    const provided = rules.provided[pkg];
    if (rules.checked.includes(pkg) && shared.requiredVersion) {
      seen.add(pkg);
      if (!provided) problems.push(`${pkg}: ${manifest.name} needs ${shared.requiredVersion}, and this shell provides none`);
      else if (!satisfy(provided, shared.requiredVersion)) problems.push(`${pkg}: ${manifest.name} needs ${shared.requiredVersion}, and this shell provides ${provided}`);
    } else if (pkg === rules.core && shared.version) {
      seen.add(pkg);
      if (provided && major(provided) !== major(shared.version)) {
        problems.push(`${pkg}: ${manifest.name} is built on major version ${major(shared.version)} (${shared.version}), and this shell provides ${provided}`);
      }
    }
  }
  return problems;
}

/** The remotes the check refused in this page, with the reasons (for the health page and support). */
export const skewRefusalsAtom = atom<Record<string, string[]>>({});

/** The federation runtime plugin that applies the check as each remote's manifest arrives, before its entry loads. */
export function skewCheckPlugin(rules: SkewRules = SHELL_SKEW_RULES): ModuleFederationRuntimePlugin {
  return {
    name: 'acv-skew-check',
    loadRemoteSnapshot(args) {
      const manifest = args.manifestJson as SharedManifest | undefined;
      if (!manifest) return args;
      const problems = skewProblems(manifest, rules);
      if (problems.length) {
        store.set(skewRefusalsAtom, (refusals) => ({ ...refusals, [args.moduleInfo.name]: problems }));
        throw new Error(`${args.moduleInfo.name} was not loaded: it cannot run in this shell (${problems.join('; ')})`);
      }
      return args;
    },
  };
}
