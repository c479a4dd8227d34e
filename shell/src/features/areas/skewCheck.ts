import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';
import { atom } from 'jotai';
import { buildSetting, store } from 'shared-core';
import { skewProblems as problemsUnder, sharedPackage, type SharedManifest, type SkewRules } from 'tooling/skew';

export type { SharedManifest, SkewRules };

/**
 * The run-time skew check: the deploy command's rules (tooling's `skew.mjs`, one module
 * for both), with the versions this shell provides, built in by its build. A remote whose manifest
 * asks for a framework singleton outside what the shell provides, or is built on another major
 * version of the core package, is not loaded: its area shows the area-unavailable message, and
 * the reason is kept for the technical details.
 */
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
export const packageOf = sharedPackage;

/** Why `manifest`'s remote cannot run in a shell with `rules`, one sentence each; none when it can (the federation runtime's range test). */
export const skewProblems = (manifest: SharedManifest, rules: SkewRules): string[] => problemsUnder(manifest, rules, { satisfies: satisfy });

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
