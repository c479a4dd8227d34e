import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import loadCommon from 'locales/load/common';
import loadReports from 'locales/load/reports';
import { i18n, initI18n, queryClient, registerNamespace, sessionAtom, store, type Component } from 'shared-core';
import { makeToken } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';

/** A component as the api-server answers it (a PD component with three measured snapshots). */
export function component(id: number, patch: Partial<Component> = {}): Component {
  return {
    id,
    name: `Pump ${id}`,
    description: 'Cooling water',
    tags: ['pump', 'bearing'],
    snapshots: [13, 12, 11],
    severities: { min: 40, max: 60, band: 'high', source: 'pd' },
    trend: 'rising',
    classification: { name: 'floating', confidence: 0.8 },
    classifications: [
      { name: 'floating', confidence: 0.8 },
      { name: 'surfaceInternal', confidence: 0.15 },
    ],
    history: [
      { snapshotId: 11, created_date: '2026-01-01T09:00:00.000Z', min: 10, max: 30 },
      { snapshotId: 12, created_date: '2026-02-01T09:00:00.000Z', min: 25, max: 45 },
      { snapshotId: 13, created_date: '2026-03-01T09:00:00.000Z', min: 40, max: 60 },
    ],
    latestSnapshot: { id: 13, created_date: '2026-03-01T09:00:00.000Z', thumbnail_url: 'http://api/t.png', heatmap_still_url: 'http://api/h.png' },
    created_at: '2026-01-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...patch,
  };
}

export type Call = { method: string; path: string; body: unknown };

/** A fetch fake answering by method and path; unknown paths answer 404. */
export function fakeFetch(routes: (call: Call) => { status: number; body: unknown } | undefined, calls: Call[]) {
  return jest.fn(async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url);
    const call = { method: init?.method ?? 'GET', path: pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = routes(call) ?? { status: 404, body: { detail: 'Not found.' } };
    return { ok: answer.status < 400, status: answer.status, headers: new Headers(), text: async () => JSON.stringify(answer.body) } as Response;
  });
}

export async function setUpI18n() {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  registerNamespace('common', loadCommon);
  registerNamespace('reports', loadReports);
  await initI18n('en');
  await i18n.loadNamespaces(['common', 'reports']);
  queryClient.setDefaultOptions({ queries: { retry: false } });
}

export function signIn() {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const tokens = { access: makeToken({ user_id: 1, username: 'ann', exp, is_demo: false }), refresh: 'r' };
  localStorage.setItem('acv.session', JSON.stringify(tokens));
  store.set(sessionAtom, tokens);
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** Renders the routes of the area at `path` inside the platform's providers. */
export function renderAt(path: string, routes: { path: string; element: ReactNode }[]) {
  const Providers = ({ children }: { children: ReactNode }) => (
    <PlatformProviders>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </PlatformProviders>
  );
  return render(
    <>
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
      </Routes>
      <Where />
    </>,
    { wrapper: Providers },
  );
}
