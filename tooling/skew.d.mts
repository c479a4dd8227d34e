/** What a shell checks remotes against: the checked singletons, the core package and what it provides. */
export interface SkewRules {
  /** Singletons whose range the shell must satisfy. */
  checked: string[];
  /** The core package: its major version must match, and the shell's minor be at least the remote's. */
  core: string;
  /** What the shell provides: package -> version. */
  provided: Record<string, string>;
}

/** A remote's manifest, as far as the check reads it. */
export interface SharedManifest {
  name: string;
  shared?: Array<{ name: string; version?: string; requiredVersion?: string | false }>;
}

export interface SkewOptions {
  /** Whether `version` satisfies `range`. */
  satisfies: (version: string, range: string) => boolean;
  /** How the sentences name the shell ("the NL shell"); "this shell" unless given. */
  shell?: string;
}

export const CHECKED_SINGLETONS: string[];
export const CORE_PACKAGE: string;
export function sharedPackage(request: string): string;
export function majorOf(version: string): string;
export function minorOf(version: string): number;
export function skewRules(provided: Record<string, string>): SkewRules;
export function skewProblems(manifest: SharedManifest, rules: SkewRules, options: SkewOptions): string[];
