import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import loadCommon from 'locales/load/common';
import loadSnapshots from 'locales/load/snapshots';
import { i18n, initI18n, queryClient, registerNamespace, sessionAtom, store, type Device, type Me, type Organization, type SnapshotListItem } from 'shared-core';
import { makeToken, snapshotDetail } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';
import { SnapshotListPage, type SnapshotListPageProps } from '../SnapshotListPage';
import { selectedIdsAtom } from '../state/selection';
import { device, listItem } from './apiFixtures';

export { device, listItem, ORGANIZATION } from './apiFixtures';

/** What the fake server answers; tests change it before rendering. */
export interface FakeServer {
  snapshots: SnapshotListItem[];
  devices: Device[];
  organization: Organization | null;
  /** Ids whose deactivation fails. */
  failDelete: Set<number>;
  /** Ids whose star, fixed and tag changes fail. */
  failToggle: Set<number>;
  /** Answer of POST /api/download-snapshots/. */
  download: { status: number; body: unknown };
  /** The list request never answers (a hung server). */
  hangList: boolean;
  /** Pages of more than 20 rows (a phone's whole page) answer once this resolves; if it rejects, their connection fails. */
  holdLongPages: Promise<void> | null;
  /** Answer of POST /api/get-upload-url/ and of the signed upload (the .nlz import). */
  uploadForm: { status: number; body: unknown };
  upload: { status: number; body: unknown };
  /** Answers of the signed upload for particular file names, instead of `upload`. */
  uploadByName: Record<string, { status: number; body: unknown }>;
  /** The tags GET /api/snapshots/tags/ answers (the tag filter's suggestions). */
  tags: string[];
}

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

export const server: FakeServer = { snapshots: [], devices: [], organization: null, failDelete: new Set(), failToggle: new Set(), download: { status: 202, body: { taskId: 't1' } }, hangList: false, holdLongPages: null, uploadForm: { status: 200, body: {} }, upload: { status: 202, body: {} }, uploadByName: {}, tags: [] };
export const calls: Call[] = [];

const me = (organization: boolean): Me => ({
  user_id: 1,
  username: 'ann',
  email: 'ann@example.com',
  is_reseller: false,
  is_resellermanager: false,
  is_staff: false,
  is_demo: false,
  hasAcceptedTerms: true,
  userFeatures: [],
  organizationFeatures: [],
  cameraFeatures: [],
  organization: organization ? { id: 7, name: 'Acme' } : null,
});

/** The network edge: every call the list makes, answered from {@link server}. */
export const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const { pathname, searchParams } = new URL(url);
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
  calls.push({ method, path: pathname, query: searchParams, body });
  const json = (status: number, value: unknown) => ({ ok: status < 400, status, headers: new Headers(), text: async () => (value === undefined ? '' : JSON.stringify(value)) }) as Response;
  if (pathname === '/api/me/') return json(200, me(server.organization !== null));
  if (pathname === '/api/devices/') return json(200, server.devices);
  if (pathname === '/api/organizations/') return json(200, server.organization ? [server.organization] : []);
  if (pathname === '/api/snapshots/tags/') return json(200, { results: server.tags.map((tag) => ({ tag, count: 1 })) });
  if (pathname === '/api/snapshots/') {
    // Like a real fetch, a hung one still ends when its signal aborts.
    if (server.hangList) return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    // Paged like the api-server: a page past the end answers no rows with the full count.
    const size = Number(searchParams.get('page_size') ?? server.snapshots.length) || server.snapshots.length;
    const page = Number(searchParams.get('page') ?? 0);
    if (size > 20 && server.holdLongPages) {
      // A rejection is a connection lost on the way, as fetch reports it.
      await server.holdLongPages.catch(() => Promise.reject(new TypeError('Failed to fetch')));
    }
    return json(200, { count: server.snapshots.length, next: null, previous: null, results: server.snapshots.slice(page * size, (page + 1) * size) });
  }
  const toggle = /^\/api\/snapshots\/(\d+)\/(starred|fixed)\/$/.exec(pathname);
  if (toggle && method === 'POST') return server.failToggle.has(Number(toggle[1])) ? json(500, { detail: 'Server error' }) : json(200, {});
  const tagEdit = /^\/api\/snapshots\/(\d+)\/tags\/(add|remove)\/$/.exec(pathname);
  if (tagEdit && method === 'POST') {
    const id = Number(tagEdit[1]);
    if (server.failToggle.has(id)) return json(500, { detail: 'Server error' });
    const row = server.snapshots.find((s) => s.id === id);
    if (!row) return json(404, { detail: 'Not found.' });
    const sent = (body as { tags: string[] }).tags;
    row.tags = tagEdit[2] === 'add' ? [...row.tags, ...sent.filter((t) => !row.tags.includes(t))] : row.tags.filter((t) => !sent.includes(t));
    return json(200, snapshotDetail(id, { tags: row.tags, label: row.label }));
  }
  // Bulk edit's field edits answer the detail; the analyses it recomputes answer a result.
  const fieldEdit = /^\/api\/snapshots\/(\d+)\/(label|distance|utilization|temperature|humidity|specificpower|energycost|volumecost|masscost|costmode|gas-type|currency|voltage|acfrequency)\/$/.exec(pathname);
  if (fieldEdit && method === 'POST') {
    const id = Number(fieldEdit[1]);
    if (server.failToggle.has(id)) return json(500, { detail: 'Server error' });
    const row = server.snapshots.find((s) => s.id === id);
    if (row && fieldEdit[2] === 'label') row.label = (body as { text: string }).text;
    return json(200, snapshotDetail(id, { label: row?.label }));
  }
  if (/^\/api\/snapshots\/\d+\/analytics\/(leak|pd)\/$/.test(pathname)) return json(200, { leakSize: 1, unit: 'lpm', leakCost: 1, leakDetected: true, infDetected: false, gas: 'AIR', isPd: false, currency: 'USD', costMode: 'energy', audioTime: 0 });
  const deactivate = /^\/api\/snapshots\/(\d+)\/deactivate\/$/.exec(pathname);
  if (deactivate && method === 'DELETE') {
    const id = Number(deactivate[1]);
    if (server.failDelete.has(id)) return json(500, { detail: 'Server error' });
    server.snapshots = server.snapshots.filter((s) => s.id !== id);
    return json(204, undefined);
  }
  if (pathname === '/api/get-upload-url/' && method === 'POST') return json(server.uploadForm.status, server.uploadForm.body);
  if (pathname === '/api/uploads/' && method === 'POST') {
    const answer = server.uploadByName[((body as FormData).get('file') as File | null)?.name ?? ''] ?? server.upload;
    return json(answer.status, answer.body);
  }
  if (pathname === '/api/download-snapshots/' && method === 'POST') return json(server.download.status, server.download.body);
  return json(404, { detail: 'Not found.' });
});

/** Loads the translations once per test file. */
export async function setUpI18n() {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  registerNamespace('common', loadCommon);
  registerNamespace('snapshots', loadSnapshots);
  await initI18n('en');
  await i18n.loadNamespaces(['common', 'snapshots']);
  queryClient.setDefaultOptions({ queries: { retry: false } });
}

/** A fresh server and session before each test (`isDemo` for a demo user). */
export function resetServer(isDemo = false) {
  Object.assign(server, {
    snapshots: [listItem(1), listItem(2), listItem(3)],
    devices: [device('NLC21004', 'Survey cam')],
    organization: null,
    failDelete: new Set(),
    failToggle: new Set(),
    download: { status: 202, body: { taskId: 't1' } },
    hangList: false,
    holdLongPages: null,
    uploadForm: { status: 200, body: { url: 'http://localhost:8000/api/uploads/', fields: { key: 'k1', expires: '9999999999', signature: 's' } } },
    upload: { status: 202, body: { taskId: 'u1', kind: 'camera-upload', serial: 'NLC21004', fileName: 'x.nlz' } },
    uploadByName: {},
    tags: [],
  });
  calls.length = 0;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const tokens = { access: makeToken({ user_id: 1, username: 'ann', exp, is_demo: isDemo }), refresh: 'r' };
  localStorage.clear();
  localStorage.setItem('acv.session', JSON.stringify(tokens));
  store.set(sessionAtom, tokens);
  store.set(selectedIdsAtom, new Set<number>());
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Renders the list page at `/` (with `search`) inside the platform's providers. */
export function renderList(props: SnapshotListPageProps = {}, search = '') {
  const Providers = ({ children }: { children: ReactNode }) => (
    <PlatformProviders>
      <MemoryRouter initialEntries={[`/${search}`]}>{children}</MemoryRouter>
    </PlatformProviders>
  );
  return render(
    <>
      <Routes>
        <Route path="/" element={<SnapshotListPage {...props} />} />
        <Route path="/cameras" element={<CamerasProbe />} />
      </Routes>
      <Where />
    </>,
    { wrapper: Providers },
  );
}

/** The queries of every GET /api/snapshots/ so far. */
export const listQueries = () => calls.filter((c) => c.path === '/api/snapshots/' && c.method === 'GET').map((c) => c.query);

/** Stands in for the cameras area: says it is shown and with which query (`?pair=1` opens pairing). */
function CamerasProbe() {
  return <p>cameras page{useLocation().search}</p>;
}
