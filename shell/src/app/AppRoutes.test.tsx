import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { store, type RegistryEntry, type RemoteContract } from 'shared-core';
import { AreaFallback, areasAtom, type AreaState } from '../features/areas';
import { renderPage, setUpI18n } from '../test/renderPage';
import { AppRoutes } from './AppRoutes';
import { routeTable } from './routeTable';

// A contract arrives when a test puts it in the store: the federation loader never answers here.
jest.mock('../features/areas/loadArea', () => ({
  ...jest.requireActual('../features/areas/loadArea'),
  loadArea: () => new Promise(() => undefined),
}));

const entry = (name: string, paths: string[], publicPaths?: string[]): RegistryEntry => ({
  name,
  entry: `http://localhost/${name}/mf-manifest.json`,
  paths,
  publicPaths,
});

function contract(area: string, routes: Array<{ path: string; access: 'public' | 'signedIn'; page: ComponentType }>): RemoteContract {
  return {
    area,
    routes: routes.map(({ path, access, page }) => ({ path, access, titleKey: 'title', load: async () => ({ default: page }) })),
    nav: [],
    slots: [],
    loadMessages: async () => ({}),
  };
}

beforeAll(setUpI18n);
afterEach(() => act(() => store.set(areasAtom, [])));

describe('routeTable', () => {
  const reports = entry('mfe_reports', ['/components', '/shared/reports/:uuid'], ['/shared/reports/:uuid']);

  it("lists the registry's paths before any contract, public ones in the public frame", () => {
    expect(routeTable([{ entry: reports, status: 'loading' }])).toEqual([
      { area: 'mfe_reports', path: '/components', isPublic: false },
      { area: 'mfe_reports', path: '/shared/reports/:uuid', isPublic: true },
    ]);
  });

  it("keeps the same rows when the contract arrives and agrees with the registry; adds the contract's other paths", () => {
    const page = () => <p>page</p>;
    const ready: AreaState = {
      entry: reports,
      status: 'ready',
      contract: contract('reports', [
        { path: '/components', access: 'signedIn', page },
        { path: '/shared/reports/:uuid', access: 'public', page },
        { path: '/component/:id', access: 'signedIn', page },
      ]),
    };
    expect(routeTable([ready])).toEqual([
      ...routeTable([{ entry: reports, status: 'loading' }]),
      { area: 'mfe_reports', path: '/component/:id', isPublic: false },
    ]);
  });

  it("shows a failed area's paths in the signed-in frame (its fallback), and gives a path to the first area that claims it", () => {
    expect(
      routeTable([
        { entry: reports, status: 'failed', error: 'down' },
        { entry: entry('mfe_other', ['/components', '/other']), status: 'loading' },
      ]),
    ).toEqual([
      { area: 'mfe_reports', path: '/components', isPublic: false },
      { area: 'mfe_reports', path: '/shared/reports/:uuid', isPublic: false },
      { area: 'mfe_other', path: '/other', isPublic: false },
    ]);
  });
});

describe('AppRoutes', () => {
  it("does not render the open page again when other areas' contracts arrive, and routes to those areas at once", async () => {
    let sharedRenders = 0;
    // Like every area page, it reads the router (and so renders again whenever the table does).
    function SharedReport() {
      sharedRenders += 1;
      const { uuid } = useParams();
      return <h1 data-uuid={uuid}>Shared report</h1>;
    }
    const reports = entry('mfe_reports', ['/shared/reports/:uuid'], ['/shared/reports/:uuid']);
    const others = ['one', 'two'].map((name) => entry(`mfe_${name}`, [`/${name}`], [`/${name}`]));
    const arrive = (name: string) =>
      act(() =>
        store.set(areasAtom, (areas) =>
          areas.map((area) =>
            area.entry.name === `mfe_${name}`
              ? { entry: area.entry, status: 'ready', contract: contract(name, [{ path: `/${name}`, access: 'public', page: () => <h1>{name}</h1> }]) }
              : area,
          ),
        ),
      );
    act(() =>
      store.set(areasAtom, [
        { entry: reports, status: 'ready', contract: contract('reports', [{ path: '/shared/reports/:uuid', access: 'public', page: SharedReport }]) },
        ...others.map((other) => ({ entry: other, status: 'loading' as const })),
      ]),
    );
    const { unmount } = renderPage(<AppRoutes />, '/shared/reports/abc');
    expect(await screen.findByRole('heading', { name: 'Shared report' })).toBeInTheDocument();
    const before = sharedRenders;

    arrive('one');
    // The last one: no contract is pending any more (the catch-all route turns from a spinner to home).
    arrive('two');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('heading', { name: 'Shared report' })).toBeInTheDocument();
    expect(sharedRenders).toBe(before);
    unmount();

    renderPage(<AppRoutes />, '/two');
    expect(await screen.findByRole('heading', { name: 'two' })).toBeInTheDocument();
  });

  it("shows the spinner on a pending area's path, then its page once the contract arrives", async () => {
    const other = entry('mfe_other', ['/other'], ['/other']);
    act(() => store.set(areasAtom, [{ entry: other, status: 'loading' }]));
    renderPage(<AppRoutes />, '/other');
    expect(screen.queryByRole('heading', { name: 'Other' })).not.toBeInTheDocument();
    act(() =>
      store.set(areasAtom, [
        { entry: other, status: 'ready', contract: contract('other', [{ path: '/other', access: 'public', page: () => <h1>Other</h1> }]) },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });

  it('tells after 3 s that a pending area is slow, with Retry, and still shows its page when it arrives', async () => {
    jest.useFakeTimers();
    try {
      // An area no other test asked for: its wait counts from now (fake time).
      const other = entry('mfe_slow', ['/other'], ['/other']);
      act(() => store.set(areasAtom, [{ entry: other, status: 'loading' }]));
      renderPage(<AppRoutes />, '/other');
      act(() => jest.advanceTimersByTime(2_900));
      expect(screen.queryByText('This part of the viewer is taking longer than usual')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.getByText('This part of the viewer is taking longer than usual')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
      act(() =>
        store.set(areasAtom, [
          { entry: other, status: 'ready', contract: contract('other', [{ path: '/other', access: 'public', page: () => <h1>Other</h1> }]) },
        ]),
      );
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
      expect(screen.queryByText('This part of the viewer is taking longer than usual')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps a failed area's technical error behind a disclosure, under a sentence in the user's language", async () => {
    const raw = '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003 args: {"manifestUrl":"http://localhost:3002/mf-manifest.json"}';
    // As AreaPath shows a failed area (whose paths live in the signed-in frame, which needs a session).
    renderPage(<AreaFallback detail={raw} onRetry={() => undefined} />);
    expect(await screen.findByText('This part of the viewer is not available')).toBeVisible();
    const details = screen.getByTestId('area-technical-details');
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('summary')).toHaveTextContent('Technical details');
    // Only the closed disclosure holds the raw text: nothing else on the page names the code or the address.
    const outside = document.body.cloneNode(true) as HTMLElement;
    outside.querySelector('[data-testid="area-technical-details"]')?.remove();
    expect(outside.textContent).not.toMatch(/RUNTIME-|http:/);
    expect(details).toHaveTextContent('RUNTIME-003');
  });

  it("starts a route's prefetch once, with the path's params and the query string, as its page loads", async () => {
    const prefetch = jest.fn();
    const reports = entry('mfe_reports', ['/shared/reports/:uuid'], ['/shared/reports/:uuid']);
    const report = contract('reports', [{ path: '/shared/reports/:uuid', access: 'public', page: () => <h1>Report</h1> }]);
    report.routes[0]!.prefetch = prefetch;
    act(() => store.set(areasAtom, [{ entry: reports, status: 'ready', contract: report }]));
    renderPage(<AppRoutes />, '/shared/reports/abc?lang=de');
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [{ params, search }] = prefetch.mock.calls[0] as [{ params: Record<string, string>; search: URLSearchParams }];
    expect(params).toEqual({ uuid: 'abc' });
    expect(search.get('lang')).toBe('de');
  });
});
