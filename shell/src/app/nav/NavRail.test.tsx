import { act, screen, within } from '@testing-library/react';
import { atom, useAtomValue } from 'jotai';
import { PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { i18n, sessionAtom, store, type NavBadge, type RemoteContract } from 'shared-core';
import { makeToken } from 'shared-core/testing';
import { areasAtom } from '../../features/areas';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { NavRail } from './NavRail';

// What the area's hook reads: a test stands in for the area's own state.
const unfinishedAtom = atom(false);
const useTestBadge = (): NavBadge | null => (useAtomValue(unfinishedAtom) ? { labelKey: 'cameras:nav.attention' } : null);

const contract = (area: string, nav: RemoteContract['nav']): RemoteContract => ({ area, routes: [], nav, slots: [], loadMessages: async () => ({}) });

beforeAll(async () => {
  await setUpI18n();
  // The area ships its own messages; here a stand-in for the cameras namespace.
  i18n.addResourceBundle('en', 'cameras', { nav: { attention: 'Cameras need attention' } });
});
beforeEach(() => {
  store.set(sessionAtom, { access: makeToken({ user_id: 1, exp: Math.floor(Date.now() / 1000) + 3600 }), refresh: 'r' });
  store.set(unfinishedAtom, false);
  store.set(areasAtom, [
    { entry: { name: 'mfe_snapshots', manifest: '', paths: ['/'] } as never, status: 'ready', contract: contract('snapshots', [{ id: 'snapshots', labelKey: 'snapshots', icon: PictureOutlined, order: 10, path: '/', visibility: 'always' }]) },
    {
      entry: { name: 'mfe_cameras', manifest: '', paths: ['/cameras'] } as never,
      status: 'ready',
      contract: contract('cameras', [{ id: 'cameras', labelKey: 'cameras', icon: VideoCameraOutlined, order: 20, path: '/cameras', visibility: 'always', useBadge: useTestBadge }]),
    },
  ]);
});

// Spec 001 section 2: the cameras entry has a red dot while there are unfinished items; the
// shell knows only that an entry may carry a badge its area computes.
describe('rail badges', () => {
  it('shows the dot the area computes, on that entry only, and follows it', async () => {
    renderPage(<NavRail />);
    const cameras = await screen.findByRole('menuitem', { name: /cameras/ });
    expect(within(cameras).queryByTestId('nav-badge')).toBeNull();
    act(() => store.set(unfinishedAtom, true));
    expect(within(cameras).getByTestId('nav-badge')).toHaveAttribute('aria-label', 'Cameras need attention');
    expect(within(screen.getByRole('menuitem', { name: /snapshots/ })).queryByTestId('nav-badge')).toBeNull();
    act(() => store.set(unfinishedAtom, false));
    expect(within(cameras).queryByTestId('nav-badge')).toBeNull();
  });
});

// The brand's registry announces an area's entries, so the rail holds them before the
// contract arrives (or when it failed), in their place; the contract's entries replace them.
describe('rail entries before the contracts', () => {
  const registryEntry = {
    name: 'mfe_organization',
    entry: 'http://localhost:3003/v0.1.0/mf-manifest.json',
    paths: ['/organization'],
    nav: [{ id: 'organization', labelKey: 'organization-from-registry', icon: 'ApartmentOutlined', order: 15, path: '/organization', visibility: 'always' as const }],
  };

  it('lists a loading area from its registry entry, in order, and its contract entry once ready', async () => {
    store.set(areasAtom, (areas) => [...areas, { entry: registryEntry, status: 'loading' }]);
    renderPage(<NavRail />);
    await screen.findByRole('menuitem', { name: /organization-from-registry/ });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['snapshots', 'organization-from-registry', 'cameras', 'Viewer download', 'FAQ']);
    act(() =>
      store.set(areasAtom, (areas) =>
        areas.map((area) =>
          area.entry.name === 'mfe_organization'
            ? { entry: registryEntry, status: 'ready', contract: contract('organization', [{ ...registryEntry.nav[0]!, labelKey: 'organization', icon: PictureOutlined }]) }
            : area,
        ),
      ),
    );
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['snapshots', 'organization', 'cameras', 'Viewer download', 'FAQ']);
  });

  it('keeps the entry of an area that failed to load (it leads to the area fallback)', async () => {
    store.set(areasAtom, (areas) => [...areas, { entry: registryEntry, status: 'failed', error: 'down' }]);
    renderPage(<NavRail />);
    expect(await screen.findByRole('menuitem', { name: /organization-from-registry/ })).toBeInTheDocument();
  });
});
