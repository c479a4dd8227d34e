import type { RegistryEntry } from 'shared-core';
import { aboutText, readBuilds } from './builds';

const BASE = 'https://viewer.example/';
const entries: RegistryEntry[] = [
  { name: 'mfe_cameras', entry: '/remotes/mfe_cameras/0.2.0-b7/mf-manifest.json', paths: ['/cameras'], nav: [{ id: 'cameras', labelKey: 'shell:nav.areas.cameras', icon: 'X', order: 20, path: '/cameras', visibility: 'always' }] },
  { name: 'mfe_reports', entry: 'https://cdn.example/reports/v0.1.0/mf-manifest.json', paths: ['/components'], version: '0.1.0', buildId: 'from-registry' },
];

/** Answers the JSON of `files` by URL, 404 for anything else; records what was asked. */
function files(map: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(url);
    return url in map ? { ok: true, status: 200, json: async () => map[url] } : { ok: false, status: 404, json: async () => ({}) };
  }) as unknown as typeof fetch;
  return { asked, fetchImpl };
}

/** The About dialog quotes what each build wrote about itself. */
describe('readBuilds', () => {
  it("reads the shell's platform.json and each remote's contract.json beside its manifest", async () => {
    const { asked, fetchImpl } = files({
      'https://viewer.example/platform.json': { version: '0.1.0', buildId: 'shell-9', commit: 'aaaa' },
      'https://viewer.example/remotes/mfe_cameras/0.2.0-b7/contract.json': { version: '0.2.0', buildId: 'b7', commit: 'bbbb' },
    });
    const rows = await readBuilds(entries, BASE, fetchImpl);
    expect(asked.sort()).toEqual([
      'https://cdn.example/reports/v0.1.0/contract.json',
      'https://viewer.example/platform.json',
      'https://viewer.example/remotes/mfe_cameras/0.2.0-b7/contract.json',
    ]);
    expect(rows).toEqual([
      { kind: 'shell', name: 'shell', labelKey: 'about.shell', version: '0.1.0', buildId: 'shell-9', commit: 'aaaa' },
      { kind: 'area', name: 'mfe_cameras', labelKey: 'shell:nav.areas.cameras', version: '0.2.0', buildId: 'b7', commit: 'bbbb' },
      // Its contract.json did not answer: the registry's own version and build stand in.
      { kind: 'area', name: 'mfe_reports', labelKey: 'shell:nav.areas.reports', version: '0.1.0', buildId: 'from-registry', commit: null },
    ]);
    expect(aboutText('NL Viewer (NL)', rows.map((row) => ({ ...row, label: row.name })))).toBe(
      'NL Viewer (NL)\nshell: 0.1.0 (build shell-9, commit aaaa)\nmfe_cameras: 0.2.0 (build b7, commit bbbb)\nmfe_reports: 0.1.0 (build from-registry, commit ?)',
    );
  });
});
