import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Runs `body` in Node as an ES module with `summary` (tooling/contractSummary.mjs) and `registry` (tooling/registry.mjs), and parses what it prints. */
function node(body: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const script = `import * as summary from ${JSON.stringify(path.join(ROOT, 'tooling', 'contractSummary.mjs'))};
import * as registry from ${JSON.stringify(path.join(ROOT, 'tooling', 'registry.mjs'))};
try { process.stdout.write(JSON.stringify(await (async () => { ${body} })())); } catch (error) { process.stderr.write(error.message); process.exit(3); }`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return result.status === 0 ? { ok: true, value: JSON.parse(result.stdout) } : { ok: false, error: result.stderr };
}

/** What the shell needs before a remote loads comes from the remote's contract, not from a hand-written registry. */
describe('contract summaries and registries (tooling/contractSummary.mjs, tooling/registry.mjs)', () => {
  it("reads each remote's paths, public paths and rail entries from its contract.ts", () => {
    const result = node(`return registry.REMOTES.map((r) => summary.contractSummary({ dir: ${JSON.stringify(ROOT)} + '/' + r.dir, name: r.name, build: {} }));`);
    expect(result).toEqual({
      ok: true,
      value: [
        {
          name: 'mfe_snapshots',
          area: 'snapshots',
          paths: ['/', '/snapshot/:id'],
          nav: [{ id: 'snapshots', labelKey: 'shell:nav.areas.snapshots', icon: 'PictureOutlined', order: 10, path: '/', activeFor: ['/snapshot/:id'], visibility: 'always' }],
        },
        {
          name: 'mfe_cameras',
          area: 'cameras',
          paths: ['/cameras'],
          nav: [{ id: 'cameras', labelKey: 'shell:nav.areas.cameras', icon: 'VideoCameraOutlined', order: 20, path: '/cameras', visibility: 'always' }],
        },
        {
          name: 'mfe_organization',
          area: 'organization',
          paths: ['/organization', '/dataconnect'],
          nav: [
            { id: 'organization', labelKey: 'shell:nav.areas.organization', icon: 'ApartmentOutlined', order: 30, path: '/organization', visibility: 'always' },
            { id: 'dataconnect', labelKey: 'shell:nav.areas.dataconnect', icon: 'ApiOutlined', order: 40, path: '/dataconnect', visibility: 'organization' },
          ],
        },
        {
          name: 'mfe_reseller',
          area: 'reseller',
          paths: ['/reseller'],
          nav: [{ id: 'reseller', labelKey: 'shell:nav.areas.reseller', icon: 'ShopOutlined', order: 50, path: '/reseller', visibility: 'reseller' }],
        },
        { name: 'mfe_reports', area: 'reports', paths: ['/components', '/component/:id', '/shared/reports/:uuid'], publicPaths: ['/shared/reports/:uuid'], nav: [] },
      ],
    });
  });

  it('stops the build with the field and line when the contract gives a field as something other than a literal', () => {
    const source = `import { X } from 'icons';\nconst ORDER = 20;\nexport const contract = defineContract({\n  area: 'cameras',\n  routes: [{ path: '/cameras', access: 'signedIn' }],\n  nav: [{ id: 'cameras', icon: X, order: ORDER, path: '/cameras', visibility: 'always' }],\n});`;
    const result = node(`return summary.summarizeContractSource(${JSON.stringify(source)}, 'mfe-x/src/app/contract.ts');`);
    expect(result).toEqual({ ok: false, error: 'mfe-x/src/app/contract.ts:6: nav[0].order must be a number literal' });
    expect(node(`return summary.summarizeContractSource('export const x = 1;', 'c.ts');`)).toEqual({ ok: false, error: 'c.ts: no defineContract({...}) call' });
  });

  it('composes each edition: FLIR leaves the reseller portal out and lists its paths as absent; NL composes all five', () => {
    const result = node(`return Object.fromEntries(['NL', 'FLIR', 'UE'].map((e) => [e, registry.localRegistry(e, (r) => 'http://localhost/' + r.name + '/mf-manifest.json')]));`);
    if (!result.ok) throw new Error(result.error);
    const editions = result.value as Record<string, { remotes: Array<{ name: string; entry: string }>; absent: Array<{ name: string; paths: string[] }> }>;
    expect(editions.NL!.remotes.map((r) => r.name)).toEqual(['mfe_snapshots', 'mfe_cameras', 'mfe_organization', 'mfe_reseller', 'mfe_reports']);
    expect(editions.NL!.absent).toEqual([]);
    expect(editions.FLIR!.remotes.map((r) => r.name)).toEqual(['mfe_snapshots', 'mfe_cameras', 'mfe_organization', 'mfe_reports']);
    expect(editions.FLIR!.absent).toEqual([{ name: 'mfe_reseller', paths: ['/reseller'] }]);
    expect(editions.FLIR!.remotes[1]!.entry).toBe('http://localhost/mfe_cameras/mf-manifest.json');
  });
});
