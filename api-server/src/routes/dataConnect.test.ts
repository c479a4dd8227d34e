import type { FastifyInstance } from 'fastify';
import {
  dataConnectExportSchema,
  dataConnectKeyListSchema,
  dataConnectKeySchema,
  snapshotPageSchema,
  type DataConnectExport,
} from 'shared-domain/schemas';
import { login, startTestServer } from '../testing/testServer';
import { mayCreateDataConnectKey } from './dataConnect';

jest.setTimeout(180_000);

/** Data Connect keys (spec 001 section 7, "Data-connect host") and the export call they authorise. */

let app: FastifyInstance;
const tokens: Record<string, string> = {};
const headers = (user?: string) => (user ? { authorization: `Bearer ${tokens[user]}` } : {});
const keys = (method: 'GET' | 'POST' | 'DELETE', user?: string, query = '') => app.inject({ method, url: `/dataconnect/keys${query}`, headers: headers(user) });
const exportCall = (key: string | undefined, query = '') =>
  app.inject({ method: 'GET', url: `/dataconnect/export/snapshots${query}`, headers: key === undefined ? {} : { 'x-api-key': key } });

beforeAll(async () => {
  app = await startTestServer();
  for (const user of ['orgadmin', 'engineer', 'staff']) tokens[user] = (await login(app, user)).access;
});
afterAll(async () => {
  await app?.close();
});

describe('keys', () => {
  it('needs a token and an organization', async () => {
    expect((await keys('GET')).statusCode).toBe(401);
    const res = await keys('GET', 'staff');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'organizationRequired' });
    expect((await keys('POST', 'staff')).json()).toMatchObject({ code: 'organizationRequired' });
  });

  it('creates keys with the organization feature; members see the same keys', async () => {
    expect(dataConnectKeyListSchema.parse((await keys('GET', 'orgadmin')).json())).toEqual([]);
    const res = await keys('POST', 'orgadmin');
    expect(res.statusCode).toBe(201);
    const key = dataConnectKeySchema.parse(res.json());
    expect(key).toMatchObject({ invoked: 0, createdAt: expect.any(String) });
    expect(key.key.length).toBeGreaterThan(30);
    const second = dataConnectKeySchema.parse((await keys('POST', 'engineer')).json());
    expect(second.key).not.toBe(key.key);
    expect(dataConnectKeyListSchema.parse((await keys('GET', 'engineer')).json()).map((k) => k.key)).toEqual([key.key, second.key]);
  });

  it('refuses creating without the DataConnectNewKey feature with the ask-for-permission code', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/organizations/', headers: headers('staff'), payload: { name: 'Staff Lab' } })).statusCode).toBe(201);
    expect((await keys('GET', 'staff')).json()).toEqual([]);
    const res = await keys('POST', 'staff');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'dataConnectPermissionRequired', detail: expect.any(String) });
    expect((await keys('GET', 'staff')).json()).toEqual([]);
  });

  it('takes the feature from the user or the organization', () => {
    expect(mayCreateDataConnectKey(['DataConnectNewKey'], [])).toBe(true);
    expect(mayCreateDataConnectKey([], ['DataConnectNewKey'])).toBe(true);
    expect(mayCreateDataConnectKey(['Other'], ['Other'])).toBe(false);
  });

  it('deletes a key of the own organization only', async () => {
    const key = dataConnectKeySchema.parse((await keys('POST', 'orgadmin')).json()).key;
    expect((await keys('DELETE', 'orgadmin', '')).json()).toHaveProperty('key');
    expect((await keys('DELETE', 'staff', `?key=${encodeURIComponent(key)}`)).statusCode).toBe(404);
    expect((await keys('DELETE', 'orgadmin', '?key=nope')).statusCode).toBe(404);
    expect((await keys('DELETE', undefined, `?key=${encodeURIComponent(key)}`)).statusCode).toBe(401);
    expect((await keys('DELETE', 'engineer', `?key=${encodeURIComponent(key)}`)).statusCode).toBe(204);
    expect(dataConnectKeyListSchema.parse((await keys('GET', 'orgadmin')).json()).map((k) => k.key)).not.toContain(key);
    expect((await exportCall(key)).statusCode).toBe(401);
  });
});

describe('export', () => {
  let key: string;
  beforeAll(async () => {
    key = dataConnectKeySchema.parse((await keys('POST', 'orgadmin')).json()).key;
  });
  const invoked = async () => dataConnectKeyListSchema.parse((await keys('GET', 'orgadmin')).json()).find((k) => k.key === key)!.invoked;

  it("answers the organization's snapshots, the same figures as the snapshot list, and counts each use", async () => {
    const res = await exportCall(key, '?limit=1000');
    expect(res.statusCode).toBe(200);
    const body: DataConnectExport = dataConnectExportSchema.parse(res.json());
    expect(body.organization.name).toBe('Northwind Utilities');
    // orgadmin sees exactly the organization's cameras (NWU30101-3), so the sets agree.
    const list = snapshotPageSchema.parse((await app.inject({ method: 'GET', url: '/api/snapshots/?page_size=20000', headers: headers('orgadmin') })).json()).results;
    expect(body.count).toBe(list.length);
    expect(body.results.map((r) => r.id).sort((a, b) => a - b)).toEqual(list.map((s) => s.id).sort((a, b) => a - b));
    const dates = body.results.map((r) => Date.parse(r.created_date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const byId = new Map(list.map((s) => [s.id, s]));
    const pd = body.results.filter((r) => r.kind === 'pd');
    const leak = body.results.filter((r) => r.kind === 'leak');
    expect(pd.length).toBeGreaterThan(0);
    expect(leak.length).toBeGreaterThan(0);
    for (const row of pd) {
      const s = byId.get(row.id)!;
      expect({ id: row.id, serial: row.serial, min: row.pd!.severityMinPr, max: row.pd!.severityMaxPr, leak: row.leak }).toEqual({
        id: s.id, serial: s.device_serial, min: s.pd!.severity_min, max: s.pd!.severity_max, leak: null,
      });
    }
    for (const row of leak) expect(row.leak!.leakSizeLpm).toBe(byId.get(row.id)!.leak!.leakSize);
    expect(await invoked()).toBe(1);
    await exportCall(key, '?limit=5');
    expect(await invoked()).toBe(2);
  });

  it('pages and filters by date', async () => {
    const all = dataConnectExportSchema.parse((await exportCall(key, '?limit=1000')).json());
    const since = all.results[10]!.created_date;
    const later = dataConnectExportSchema.parse((await exportCall(key, `?since=${encodeURIComponent(since)}&limit=1000`)).json());
    expect(later.count).toBe(all.results.filter((r) => r.created_date >= since).length);
    expect(later.count).toBeLessThan(all.count);
    const page = dataConnectExportSchema.parse((await exportCall(key, '?limit=3&offset=2')).json());
    expect(page.results.map((r) => r.id)).toEqual(all.results.slice(2, 5).map((r) => r.id));
    expect(page.count).toBe(all.count);
  });

  it('refuses a missing or unknown key and bad parameters without counting them', async () => {
    const before = await invoked();
    expect((await exportCall(undefined)).json()).toMatchObject({ code: 'invalidApiKey' });
    expect((await exportCall('dc_unknown')).statusCode).toBe(401);
    // A bearer token is not a key.
    expect((await app.inject({ method: 'GET', url: '/dataconnect/export/snapshots', headers: headers('orgadmin') })).statusCode).toBe(401);
    for (const query of ['?limit=0', '?limit=abc', '?limit=1001', '?offset=-1', '?since=yesterday']) {
      const res = await exportCall(key, query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
    expect((await exportCall(key, '?since=soon')).json()).toHaveProperty('since');
    expect(await invoked()).toBe(before);
  });
});
