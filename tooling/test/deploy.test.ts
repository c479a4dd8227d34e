import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '..', '..');
const DEPLOY = path.join(ROOT, 'scripts', 'deploy.mjs');
const ROLLBACK = path.join(ROOT, 'scripts', 'rollback.mjs');

/** What the shell provides (its platform.json), as the workspace installs it. */
const SHELL_SHARED = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  antd: '6.6.8',
  jotai: '3.0.1',
  '@tanstack/react-query': '5.108.0',
  i18next: '27.1.2',
  'react-router-dom': '7.18.5',
  'shared-core': '0.1.0',
};

interface Run {
  code: number | null;
  out: string;
}

/** Runs one of the commands as a person would (node scripts/x.mjs ...), with the origin given. */
function run(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, env: { ...process.env, DEPLOY_USER: 'team-a', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

let work: string;
let origin: string;

/** A built shell for `edition` (what `rspack build` writes, trimmed to what the deploy reads). */
function shellBuild(edition: string, shared: Record<string, string> = SHELL_SHARED) {
  const dir = fs.mkdtempSync(path.join(work, `shell-${edition}-`));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${edition}</title><script>var edition = ${JSON.stringify(edition)};</script>`);
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log("shell");');
  fs.writeFileSync(path.join(dir, 'remotes.json'), '{"remotes":[]}');
  fs.writeFileSync(path.join(dir, 'platform.json'), JSON.stringify({ edition, version: '0.1.0', buildId: 's1', commit: 'abc', builtAt: '2026-12-02T00:00:00Z', shared }));
  return dir;
}

interface RemoteOptions {
  requiredReact?: string;
  coreVersion?: string;
  entry?: string;
  manifestName?: string;
}

/** A remote built for its published folder (`/remotes/<name>/0.1.0-<buildId>/`). */
function remoteBuild(name: string, buildId: string, options: RemoteOptions = {}) {
  const dir = fs.mkdtempSync(path.join(work, `${name}-${buildId}-`));
  const folder = `/remotes/${name}/0.1.0-${buildId}/`;
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: name,
      name: options.manifestName ?? name,
      metaData: { name, globalName: name, publicPath: folder, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      shared: [
        { name: 'react', version: '19.3.1', singleton: true, requiredVersion: options.requiredReact ?? '^19.3.1' },
        { name: 'antd/es/button', version: '6.6.8', singleton: true, requiredVersion: '^6.6.8' },
        { name: 'shared-core', version: options.coreVersion ?? '0.1.0', singleton: true, requiredVersion: `^${options.coreVersion ?? '0.1.0'}` },
      ],
    }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), options.entry ?? `var ${name}; (function () { ${name} = { get: function () {}, init: function () {} }; })();`);
  fs.writeFileSync(path.join(dir, '1234.0123abcd.js'), `console.log(${JSON.stringify(buildId)});`);
  const paths = name === 'mfe_reports' ? ['/components', '/component/:id', '/shared/reports/:uuid'] : ['/cameras'];
  fs.writeFileSync(
    path.join(dir, 'contract.json'),
    JSON.stringify({ name, area: name.slice(4), paths, nav: [], version: '0.1.0', buildId, commit: `commit-${buildId}`, builtAt: '2026-12-02T00:00:00Z' }),
  );
  return dir;
}

const registryOf = (edition: string) => JSON.parse(fs.readFileSync(path.join(origin, edition, 'remotes.json'), 'utf8'));
const historyOf = (edition: string) => JSON.parse(fs.readFileSync(path.join(origin, edition, 'registry-history.json'), 'utf8'));
const entryOf = (edition: string, name: string) => registryOf(edition).remotes.find((r: { name: string }) => r.name === name)?.entry;
/** `npm run deploy -- <remote>` of a build of it, named as a team would (its folder, mfe-cameras). */
const deploy = (remote: string, buildId: string, options: RemoteOptions = {}, edition = 'NL') =>
  run(DEPLOY, [remote, '--edition', edition, '--origin', origin, '--from', remoteBuild(remote.replace(/-/g, '_'), buildId, options), '--build-id', buildId]);

beforeEach(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  origin = path.join(work, 'origin');
  for (const edition of ['NL', 'FLIR']) {
    const shell = await run(DEPLOY, ['shell', '--edition', edition, '--origin', origin, '--from', shellBuild(edition)]);
    expect(shell.out).toContain(`${edition}: the shell is now 0.1.0`);
  }
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** One remote ships alone; the registry is written by the deploy, with its history. */
describe('npm run deploy / npm run rollback (scripts/deploy.mjs, tooling/deploy)', () => {
  it('publishes a remote into an immutable folder and writes the edition registry from its contract summary, with who, when, what and which commit', async () => {
    const result = await deploy('mfe-cameras', 'b1');
    expect(result.out).toContain('NL: mfe_cameras is now 0.1.0-b1');
    expect(result.code).toBe(0);
    expect(fs.existsSync(path.join(origin, 'remotes', 'mfe_cameras', '0.1.0-b1', 'remoteEntry.js'))).toBe(true);
    // The edition's site names the published build from the origin.
    expect(fs.readFileSync(path.join(origin, 'NL', 'remotes', 'mfe_cameras', '0.1.0-b1', 'remoteEntry.js'), 'utf8')).toContain('mfe_cameras');
    const registry = registryOf('NL');
    expect(registry.revision).toBe(1);
    expect(registry.remotes).toEqual([
      { name: 'mfe_cameras', entry: '/remotes/mfe_cameras/0.1.0-b1/mf-manifest.json', paths: ['/cameras'], version: '0.1.0', buildId: 'b1' },
    ]);
    expect(registry.absent).toEqual([]);
    expect(registryOf('FLIR').absent).toEqual([{ name: 'mfe_reseller', paths: ['/reseller'] }]);
    const [record] = historyOf('NL');
    expect(record).toMatchObject({ revision: 1, by: 'team-a', action: 'deploy', remote: 'mfe_cameras', version: '0.1.0', buildId: 'b1', commit: 'commit-b1', previous: null });
    expect(Date.now() - Date.parse(record.at)).toBeLessThan(60_000);
    // FLIR was not asked for: its registry is as its shell deploy left it.
    expect(registryOf('FLIR').remotes).toEqual([]);

    // Staff may pin a published build in their browser: the remote's list names it.
    expect(JSON.parse(fs.readFileSync(path.join(origin, 'remotes', 'mfe_cameras', 'published.json'), 'utf8'))).toEqual([
      { version: '0.1.0', buildId: 'b1', entry: '/remotes/mfe_cameras/0.1.0-b1/mf-manifest.json', at: expect.any(String) },
    ]);

    // A published folder is never written again.
    const again = await deploy('mfe-cameras', 'b1');
    expect(again.code).toBe(1);
    expect(again.out).toContain('already published; published folders are never overwritten');
  });

  it('rolls back in one step to the build live before, and to a named version; the history records each', async () => {
    expect((await deploy('mfe-cameras', 'b1')).code).toBe(0);
    expect((await deploy('mfe-cameras', 'b2')).code).toBe(0);
    expect(entryOf('NL', 'mfe_cameras')).toBe('/remotes/mfe_cameras/0.1.0-b2/mf-manifest.json');

    const back = await run(ROLLBACK, ['mfe-cameras', '--edition', 'NL', '--origin', origin]);
    expect(back.out).toContain('NL: mfe_cameras rolled back to 0.1.0-b1');
    expect(back.code).toBe(0);
    expect(entryOf('NL', 'mfe_cameras')).toBe('/remotes/mfe_cameras/0.1.0-b1/mf-manifest.json');

    const forward = await run(ROLLBACK, ['mfe_cameras', '--edition', 'NL', '--origin', origin, '--to', '0.1.0-b2']);
    expect(forward.code).toBe(0);
    expect(entryOf('NL', 'mfe_cameras')).toBe('/remotes/mfe_cameras/0.1.0-b2/mf-manifest.json');
    expect(historyOf('NL').map((r: { action: string; buildId: string; previous: { buildId: string } | null }) => [r.action, r.buildId, r.previous?.buildId ?? null])).toEqual([
      ['deploy', 'b1', null],
      ['deploy', 'b2', 'b1'],
      ['rollback', 'b1', 'b2'],
      ['rollback', 'b2', 'b1'],
    ]);

    const unknown = await run(ROLLBACK, ['mfe-cameras', '--edition', 'NL', '--origin', origin, '--to', '9.9.9']);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('NL never had mfe_cameras 9.9.9: deployed were 0.1.0-b1, 0.1.0-b2');
  });

  it('lands two deploys of different remotes started at the same moment, both in the registry and its history', async () => {
    const [cameras, reports] = await Promise.all([deploy('mfe-cameras', 'c1'), deploy('mfe-reports', 'r1')]);
    expect(cameras.code).toBe(0);
    expect(reports.code).toBe(0);
    const registry = registryOf('NL');
    expect(registry.remotes.map((r: { name: string; buildId: string }) => `${r.name} ${r.buildId}`)).toEqual(['mfe_cameras c1', 'mfe_reports r1']);
    expect(registry.revision).toBe(2);
    expect(historyOf('NL').map((r: { remote: string; revision: number }) => r.revision).sort()).toEqual([1, 2]);
    expect(historyOf('NL').map((r: { remote: string }) => r.remote).sort()).toEqual(['mfe_cameras', 'mfe_reports']);
  });

  it.each([
    ['another React major', { requiredReact: '^18.2.0' }, 'react: mfe_cameras needs ^18.2.0, and the NL shell provides 19.3.1'],
    ['another major of the core package', { coreVersion: '1.0.0' }, 'shared-core: mfe_cameras is built on major version 1 (1.0.0), and the NL shell provides 0.1.0'],
    ['a newer minor of the core package (it may call exports the live core lacks)', { coreVersion: '0.2.0' }, 'shared-core: mfe_cameras is built on 0.2.0, newer than the 0.1.0 the NL shell provides'],
    ['an entry that answers garbage', { entry: '<html><body>502 Bad Gateway</body></html>' }, 'is not a script that loads'],
    ['a manifest that is another remote', { manifestName: 'mfe_reports' }, "is not mfe_cameras's"],
  ])('refuses %s with a clear message and leaves the registry as it was', async (_, options, message) => {
    expect((await deploy('mfe-cameras', 'good')).code).toBe(0);
    const before = fs.readFileSync(path.join(origin, 'NL', 'remotes.json'), 'utf8');
    const result = await deploy('mfe-cameras', 'bad', options);
    expect(result.code).toBe(1);
    expect(result.out).toContain('refused:');
    expect(result.out).toContain(message);
    expect(fs.readFileSync(path.join(origin, 'NL', 'remotes.json'), 'utf8')).toBe(before);
    expect(historyOf('NL')).toHaveLength(1);
    // The refused build is not left on the origin.
    expect(fs.existsSync(path.join(origin, 'remotes', 'mfe_cameras', '0.1.0-bad'))).toBe(false);
  });

  it('refuses a remote for an edition that does not compose it, and an edition without a shell', async () => {
    const reseller = await deploy('mfe-reseller', 'x1', {}, 'FLIR');
    expect(reseller.code).toBe(1);
    expect(reseller.out).toContain('FLIR does not compose mfe_reseller');
    const ue = await deploy('mfe-cameras', 'x2', {}, 'UE');
    expect(ue.code).toBe(1);
    expect(ue.out).toContain('No shell is deployed for UE: deploy it first');
  });

  it('refuses a new shell that a live remote could not run in', async () => {
    expect((await deploy('mfe-cameras', 'b1')).code).toBe(0);
    const shell = await run(DEPLOY, ['shell', '--edition', 'NL', '--origin', origin, '--from', shellBuild('NL', { ...SHELL_SHARED, react: '20.0.0' })]);
    expect(shell.code).toBe(1);
    expect(shell.out).toContain('react: mfe_cameras needs ^19.3.1, and the NL shell provides 20.0.0');
    expect(JSON.parse(fs.readFileSync(path.join(origin, 'NL', 'platform.json'), 'utf8')).shared.react).toBe('19.3.1');
  });

  it('puts a build already published live in another edition without building it: one edition runs a canary, and a refusal there keeps the build', async () => {
    expect((await deploy('mfe-cameras', 'b1')).code).toBe(0);
    expect((await deploy('mfe-cameras', 'b2')).code).toBe(0);
    // UE's shell provides another React: NL's build cannot go live there, and stays published.
    expect((await run(DEPLOY, ['shell', '--edition', 'UE', '--origin', origin, '--from', shellBuild('UE', { ...SHELL_SHARED, react: '20.0.0' })])).code).toBe(0);
    const refused = await run(DEPLOY, ['mfe-cameras', '--edition', 'UE', '--origin', origin, '--published', '0.1.0-b2']);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('react: mfe_cameras needs ^19.3.1, and the UE shell provides 20.0.0');
    expect(fs.existsSync(path.join(origin, 'remotes', 'mfe_cameras', '0.1.0-b2', 'remoteEntry.js'))).toBe(true);

    expect((await run(DEPLOY, ['shell', '--edition', 'UE', '--origin', origin, '--from', shellBuild('UE')])).code).toBe(0);
    const canary = await run(DEPLOY, ['mfe-cameras', '--edition', 'UE', '--origin', origin, '--published', '0.1.0-b1']);
    expect(canary.out).toContain('UE: mfe_cameras is now 0.1.0-b1');
    expect(canary.code).toBe(0);
    expect(entryOf('UE', 'mfe_cameras')).toBe('/remotes/mfe_cameras/0.1.0-b1/mf-manifest.json');
    expect(entryOf('NL', 'mfe_cameras')).toBe('/remotes/mfe_cameras/0.1.0-b2/mf-manifest.json');

    const missing = await run(DEPLOY, ['mfe-cameras', '--edition', 'UE', '--origin', origin, '--published', '0.1.0-nope']);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('mfe_cameras 0.1.0-nope is not published: published are 0.1.0-b1, 0.1.0-b2');
  });

  it('waits for another deploy holding the registry, and breaks a lock its dead owner left', async () => {
    const lock = path.join(origin, 'NL', '.registry.lock');
    fs.mkdirSync(lock);
    const old = new Date(Date.now() - 5 * 60_000);
    fs.utimesSync(lock, old, old);
    const result = await deploy('mfe-cameras', 'b1');
    expect(result.code).toBe(0);
    expect(fs.existsSync(lock)).toBe(false);

    // A live lock: the deploy waits for it rather than writing beside it.
    fs.mkdirSync(lock);
    const waiting = deploy('mfe-cameras', 'b2');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(entryOf('NL', 'mfe_cameras')).toContain('0.1.0-b1');
    fs.rmSync(lock, { recursive: true });
    expect((await waiting).code).toBe(0);
    expect(entryOf('NL', 'mfe_cameras')).toContain('0.1.0-b2');
  });
});
