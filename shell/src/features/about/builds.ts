import type { RegistryEntry } from 'shared-core';
import { manifestUrl } from '../areas';

/** One line of the About dialog: the shell or an area, with what its build wrote about itself. */
export interface BuildRow {
  kind: 'shell' | 'area';
  /** The remote's federation name (`shell` for the shell). */
  name: string;
  /** The message that names it: its rail entry's, else the area's. */
  labelKey: string;
  version: string | null;
  buildId: string | null;
  commit: string | null;
}

interface BuildInfo {
  version?: unknown;
  buildId?: unknown;
  commit?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

async function readJson(url: string, fetchImpl: typeof fetch): Promise<BuildInfo | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as BuildInfo) : null;
  } catch {
    return null;
  }
}

/**
 * What each build wrote about itself (tooling/rspack.mjs, BuildInfoPlugin): the shell's
 * `platform.json` beside its page, each remote's `contract.json` beside its manifest. A file that
 * cannot be read leaves its row's fields unknown; the registry's own version and build id stand in
 * for a remote's.
 */
export async function readBuilds(entries: RegistryEntry[], base: string = document.baseURI, fetchImpl: typeof fetch = fetch): Promise<BuildRow[]> {
  const row = (kind: BuildRow['kind'], name: string, labelKey: string, info: BuildInfo | null, fallback: BuildInfo = {}): BuildRow => ({
    kind,
    name,
    labelKey,
    version: text(info?.version) ?? text(fallback.version),
    buildId: text(info?.buildId) ?? text(fallback.buildId),
    commit: text(info?.commit) ?? text(fallback.commit),
  });
  const [shell, ...areas] = await Promise.all([
    readJson(new URL('platform.json', base).href, fetchImpl),
    ...entries.map((entry) => readJson(new URL('contract.json', manifestUrl(entry.entry, base)).href, fetchImpl)),
  ]);
  return [
    row('shell', 'shell', 'about.shell', shell),
    ...entries.map((entry, i) => row('area', entry.name, entry.nav?.[0]?.labelKey ?? `shell:nav.areas.${entry.name.replace(/^mfe_/, '')}`, areas[i]!, entry)),
  ];
}

/** The About dialog's lines as text for a support call. */
export function aboutText(edition: string, rows: Array<BuildRow & { label: string }>): string {
  return [edition, ...rows.map((row) => `${row.label}: ${row.version ?? '?'} (build ${row.buildId ?? '?'}, commit ${row.commit ?? '?'})`)].join('\n');
}
