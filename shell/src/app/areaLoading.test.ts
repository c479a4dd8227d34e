import { store, type AreaRoute, type RegistryEntry, type RemoteContract } from 'shared-core';
import { areasAtom } from '../features/areas/areaState';
import { loadArea } from '../features/areas/loadArea';
import { preloadPath, prefetchRoute } from './areaLoading';

// Contracts are put in the store by the test: the federation loader never answers here.
jest.mock('../features/areas/loadArea', () => ({
  ...jest.requireActual('../features/areas/loadArea'),
  loadArea: jest.fn(() => new Promise(() => undefined)),
}));

const entry: RegistryEntry = { name: 'mfe_snapshots', entry: 'http://localhost/mfe_snapshots/mf-manifest.json', paths: ['/', '/snapshot/:id'] };

function ready(routes: AreaRoute[]) {
  const contract: RemoteContract = { area: 'snapshots', routes, nav: [], slots: [], loadMessages: async () => ({}) };
  store.set(areasAtom, [{ entry, status: 'ready', contract }]);
}

function route(path: string): AreaRoute & { prefetch: jest.Mock; load: jest.Mock } {
  return { path, access: 'signedIn', titleKey: 'title', load: jest.fn(() => new Promise<{ default: () => null }>(() => undefined)), prefetch: jest.fn() };
}

afterEach(() => store.set(areasAtom, []));

describe('the first page of a visit', () => {
  it("starts the route's data calls with the contract, before its page chunk has loaded, with the path's params and query", async () => {
    const detail = route('/snapshot/:id');
    ready([route('/'), detail]);
    void preloadPath('/snapshot/7', { search: 'from=list' });
    await Promise.resolve();
    expect(detail.prefetch).toHaveBeenCalledTimes(1);
    const [{ params, search }] = detail.prefetch.mock.calls[0] as [{ params: Record<string, string>; search: URLSearchParams }];
    expect(params).toEqual({ id: '7' });
    expect(search.get('from')).toBe('list');
    // The page chunk is asked for too; it has not arrived.
    expect(detail.load).toHaveBeenCalledTimes(1);
  });

  it("starts the route's data calls and page chunk as soon as the contract is in, before the area's messages", async () => {
    const detail = route('/snapshot/:id');
    const contract: RemoteContract = { area: 'snapshots', routes: [detail], nav: [], slots: [], loadMessages: async () => ({}) };
    store.set(areasAtom, [{ entry: { ...entry, name: 'mfe_messages_slow' }, status: 'loading' }]);
    // The contract arrives; its messages never do.
    jest.mocked(loadArea).mockImplementationOnce((_entry, _retry, onContract) => {
      onContract?.(contract);
      return new Promise(() => undefined);
    });
    void preloadPath('/snapshot/9', { search: '' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get(areasAtom)[0]!.status).toBe('loading');
    expect(detail.prefetch).toHaveBeenCalledTimes(1);
    expect(detail.load).toHaveBeenCalledTimes(1);
  });

  /** The list route after start-up has preloaded `/` with `search`. */
  async function listAfterStartUp(search: string) {
    const list = route('/');
    ready([list]);
    void preloadPath('/', { search });
    await Promise.resolve();
    return list;
  }

  it('is not asked for again by the page as it mounts on that location; a later visit asks again', async () => {
    const list = await listAfterStartUp('type=leak');
    // The router's search has its "?".
    prefetchRoute(list, '/', '?type=leak');
    expect(list.prefetch).toHaveBeenCalledTimes(1);
    prefetchRoute(list, '/', 'type=leak');
    expect(list.prefetch).toHaveBeenCalledTimes(2);
  });

  it('is asked for by the page when the visitor went elsewhere before it rendered', async () => {
    const list = await listAfterStartUp('');
    prefetchRoute(list, '/', 'type=pd');
    expect(list.prefetch).toHaveBeenCalledTimes(2);
    expect((list.prefetch.mock.calls[1] as [{ search: URLSearchParams }])[0].search.get('type')).toBe('pd');
  });
});

it('a preload on hover loads the page chunk but asks for no data', async () => {
  const detail = route('/snapshot/:id');
  ready([detail]);
  await Promise.race([preloadPath('/snapshot/3'), Promise.resolve()]);
  await Promise.resolve();
  expect(detail.load).toHaveBeenCalledTimes(1);
  expect(detail.prefetch).not.toHaveBeenCalled();
});
