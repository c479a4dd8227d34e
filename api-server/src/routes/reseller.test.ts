import type { FastifyInstance } from 'fastify';
import { licenseKeyListSchema, licenseKeySchema, resellerSchema, type Reseller } from 'shared-domain/schemas';
import { z } from 'zod';
import { login, startTestServer } from '../testing/testServer';
import { generateLicenseKey, verifyLicenseKey } from './resellerKeys';

jest.setTimeout(180_000);

/** Reseller portal (spec 001 sections 5-8): the seeded "Acme Acoustics" with 5 keys and `reseller` as member. */

let app: FastifyInstance;
const tokens: Record<string, string> = {};
let reseller: Reseller;
const headers = (user?: string) => (user ? { authorization: `Bearer ${tokens[user]}` } : {});
const call = (method: 'GET' | 'POST', url: string, user?: string, payload?: object) =>
  app.inject({ method, url, headers: headers(user), ...(payload ? { payload } : {}) });
const create = (payload: object, user = 'reseller') => call('POST', `/api/reseller/${reseller.id}/license-key/`, user, payload);
const outbox = async () =>
  z.array(z.object({ to_address: z.string(), subject: z.string(), body: z.string() })).parse((await call('GET', '/dev/outbox')).json());

beforeAll(async () => {
  app = await startTestServer({ devMode: true });
  for (const user of ['reseller', 'engineer']) tokens[user] = (await login(app, user)).access;
  reseller = resellerSchema.parse((await call('GET', '/api/reseller/', 'reseller')).json());
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/reseller/', () => {
  it('answers the seeded reseller with its remaining keys and members', () => {
    expect(reseller).toMatchObject({ name: 'Acme Acoustics', remaining_keys: 5, members: [{ username: 'reseller' }] });
  });

  it('refuses non-resellers and anonymous callers', async () => {
    expect((await call('GET', '/api/reseller/', 'engineer')).statusCode).toBe(403);
    expect((await call('GET', '/api/reseller/')).statusCode).toBe(401);
    expect((await call('GET', `/api/reseller/${reseller.id}/license-key/`, 'engineer')).statusCode).toBe(403);
    expect((await create({ node_key: 'ABCD-EFGH' }, 'engineer')).statusCode).toBe(403);
    expect((await call('POST', `/api/reseller/${reseller.id}/license-key/email-key/`, 'engineer', { email: 'a@b.c', content: 'x' })).statusCode).toBe(403);
    expect((await call('GET', '/api/reseller/999/license-key/', 'reseller')).statusCode).toBe(404);
  });
});

describe('license keys', () => {
  it('lists the seeded key', async () => {
    const list = licenseKeyListSchema.parse((await call('GET', `/api/reseller/${reseller.id}/license-key/`, 'reseller')).json());
    expect(list).toEqual([expect.objectContaining({ node_key: 'HRBR-WKS2', customer_name: 'Northwind Utilities', created_by: 'reseller' })]);
  });

  it('refuses malformed node keys with node_key messages and spends nothing', async () => {
    for (const node_key of ['ABCD-EFG', 'ABCDEFGH', 'ABCD-EF01', 'ABC1-EFGH', '', 'ABCD_EFGH']) {
      const res = await create({ node_key });
      expect({ node_key, status: res.statusCode }).toEqual({ node_key, status: 400 });
      expect(res.json().node_key).toEqual([expect.any(String)]);
    }
    expect((await create({})).json()).toEqual({ node_key: ['This field is required.'] });
    expect((await create({ node_key: 'ABCD-EFGH', customer_name: 'x'.repeat(501) })).json()).toHaveProperty('customer_name');
    expect(resellerSchema.parse((await call('GET', '/api/reseller/', 'reseller')).json()).remaining_keys).toBe(5);
  });

  it('creates keys (upper-casing the node key) until none remain, counting down', async () => {
    const first = await create({ node_key: 'abcd-ef23', description: 'Workstation 1', customer_name: 'Contoso' });
    expect(first.statusCode).toBe(201);
    const key = licenseKeySchema.parse(first.json());
    expect(key).toMatchObject({ node_key: 'ABCD-EF23', description: 'Workstation 1', customer_name: 'Contoso', created_by: 'reseller' });
    expect(key.license_key).toMatch(/^([A-Z2-7]{5}-){4}[A-Z2-7]{5}$/);
    expect(resellerSchema.parse((await call('GET', '/api/reseller/', 'reseller')).json()).remaining_keys).toBe(4);
    for (let i = 0; i < 4; i++) expect((await create({ node_key: `ABC${'DEFG'[i]}-EF23` })).statusCode).toBe(201);
    expect(resellerSchema.parse((await call('GET', '/api/reseller/', 'reseller')).json()).remaining_keys).toBe(0);

    const refused = await create({ node_key: 'WXYZ-EF23' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ node_key: [expect.stringContaining('No license keys')], code: 'noRemainingKeys' });
    const list = licenseKeyListSchema.parse((await call('GET', `/api/reseller/${reseller.id}/license-key/`, 'reseller')).json());
    expect(list).toHaveLength(6);
    expect(list.map((k) => k.node_key)).not.toContain('WXYZ-EF23');
    expect(new Set(list.map((k) => k.license_key)).size).toBe(6);
  });
});

describe('e-mailing a key', () => {
  const email = (payload: object) => call('POST', `/api/reseller/${reseller.id}/license-key/email-key/`, 'reseller', payload);

  it('validates the address and the content', async () => {
    expect((await email({ email: 'no-at-sign', content: 'key' })).json()).toHaveProperty('email');
    expect((await email({ email: '', content: 'key' })).json()).toHaveProperty('email');
    expect((await email({ email: 'a@b.c', content: '  ' })).json()).toHaveProperty('content');
    expect((await email({})).json()).toEqual({ email: ['This field is required.'], content: ['This field is required.'] });
  });

  it('queues the e-mail in the outbox', async () => {
    const res = await email({ email: 'buyer@contoso.example', content: 'Your key: ABCDE-FGHIJ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await outbox())[0]).toMatchObject({ to_address: 'buyer@contoso.example', subject: 'Your license key from Acme Acoustics', body: 'Your key: ABCDE-FGHIJ' });
  });
});

describe('dev helper PUT /dev/reseller/remaining-keys', () => {
  const put = (payload: object) => app.inject({ method: 'PUT', url: '/dev/reseller/remaining-keys', payload });

  it("sets the remaining keys of the user's reseller, which then governs creates", async () => {
    const res = await put({ username: 'reseller', remaining_keys: 1 });
    expect(res.json()).toEqual({ id: reseller.id, remaining_keys: 1 });
    expect(resellerSchema.parse((await call('GET', '/api/reseller/', 'reseller')).json()).remaining_keys).toBe(1);
    expect((await create({ node_key: 'QRST-EF23' })).statusCode).toBe(201);
    expect((await create({ node_key: 'QRSU-EF23' })).json()).toMatchObject({ code: 'noRemainingKeys' });
  });

  it('refuses a user of no reseller and a negative count', async () => {
    expect((await put({ username: 'engineer', remaining_keys: 3 })).statusCode).toBe(404);
    expect((await put({ username: 'reseller', remaining_keys: -1 })).json()).toHaveProperty('remaining_keys');
  });
});

describe('license key format', () => {
  it('binds the check group to the node key and the secret', () => {
    const key = generateLicenseKey('secret', 'ABCD-EF23');
    expect(verifyLicenseKey('secret', 'ABCD-EF23', key)).toBe(true);
    expect(verifyLicenseKey('secret', 'ABCD-EF24', key)).toBe(false);
    expect(verifyLicenseKey('other', 'ABCD-EF23', key)).toBe(false);
    expect(verifyLicenseKey('secret', 'ABCD-EF23', `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
  });
});
