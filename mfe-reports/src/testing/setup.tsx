import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import loadCommon from 'locales/load/common';
import loadReports from 'locales/load/reports';
import { i18n, initI18n, queryClient, registerNamespace, sessionAtom, store } from 'shared-core';
import { makeToken } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';

/** Component tests of the reports area: a fake API, English messages, a signed-in user, the area's routes in the platform's providers. */

export type Call = { method: string; path: string; url: string; body: unknown };

/** A fetch fake answering by method and path; unknown paths answer 404. */
export function fakeFetch(routes: (call: Call) => { status: number; body: unknown } | undefined, calls: Call[]) {
  return jest.fn(async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url);
    const call = { method: init?.method ?? 'GET', path: pathname, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
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
