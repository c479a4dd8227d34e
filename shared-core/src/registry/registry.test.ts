import { loadRegistry, parseRegistry, RegistryError } from './registry';

const valid = {
  remotes: [
    { name: 'mfe_snapshots', entry: 'http://localhost:3001/v0.1.0/mf-manifest.json', paths: ['/', '/snapshot/:id'] },
    { name: 'mfe_cameras', entry: 'http://localhost:3002/v0.1.0/mf-manifest.json' },
  ],
};

function fakeFetch(respond: () => Promise<Response>): typeof fetch {
  return (() => respond()) as typeof fetch;
}

describe('remote registry (remote name -> manifest URL)', () => {
  it('parses a valid registry and defaults paths to none', () => {
    const registry = parseRegistry(valid);
    expect(registry.remotes.map((r) => r.name)).toEqual(['mfe_snapshots', 'mfe_cameras']);
    expect(registry.remotes[1]?.paths).toEqual([]);
    expect(registry.remotes[1]?.publicPaths).toBeUndefined();
  });

  it('takes an entry named from the origin, as a deployed registry has it, and the remotes the edition leaves out', () => {
    const registry = parseRegistry({
      remotes: [{ name: 'mfe_cameras', entry: '/remotes/mfe_cameras/0.1.0-ab12/mf-manifest.json', version: '0.1.0', buildId: 'ab12' }],
      absent: [{ name: 'mfe_reseller', paths: ['/reseller'] }],
      revision: 3,
    });
    expect(registry.remotes[0]).toMatchObject({ entry: '/remotes/mfe_cameras/0.1.0-ab12/mf-manifest.json', version: '0.1.0' });
    expect(registry.absent).toEqual([{ name: 'mfe_reseller', paths: ['/reseller'] }]);
    expect(parseRegistry(valid).absent).toEqual([]);
  });

  it.each([
    ['a name that is not an identifier', { remotes: [{ name: 'mfe-snapshots', entry: 'http://x/m.json' }] }, /JavaScript identifier/],
    ['an entry that is not a URL', { remotes: [{ name: 'a', entry: 'not a url' }] }, /remotes\.0\.entry/],
    ['a remote both composed and absent', { remotes: [{ name: 'a', entry: '/remotes/a/1.0.0-x/mf-manifest.json' }], absent: [{ name: 'a', paths: ['/a'] }] }, /a is both composed and absent/],
    ['a path without a leading slash', { remotes: [{ name: 'a', entry: 'http://x/m.json', paths: ['cameras'] }] }, /paths/],
    ['a missing remotes list', {}, /remotes/],
    ['a remote listed twice', { remotes: [valid.remotes[1], valid.remotes[1]] }, /mfe_cameras is listed twice/],
    ['a public path the remote does not own', { remotes: [{ name: 'a', entry: 'http://x/m.json', paths: ['/a'], publicPaths: ['/b'] }] }, /public paths it does not own: \/b/],
  ])('rejects %s', (_name, json, message) => {
    expect(() => parseRegistry(json)).toThrow(RegistryError);
    expect(() => parseRegistry(json)).toThrow(message);
  });

  it('loads the registry over HTTP', async () => {
    const registry = await loadRegistry('remotes.json', fakeFetch(async () => Response.json(valid)));
    expect(registry.remotes).toHaveLength(2);
  });

  it.each([
    ['a network failure', fakeFetch(() => Promise.reject(new Error('connection refused'))), /could not be fetched: connection refused/],
    ['a 404', fakeFetch(async () => new Response('nope', { status: 404 })), /answered 404/],
    ['a body that is not JSON', fakeFetch(async () => new Response('<html>')), /is not JSON/],
  ])('fails with a clear error on %s', async (_name, fetchImpl, message) => {
    await expect(loadRegistry('remotes.json', fetchImpl)).rejects.toThrow(message);
  });
});
