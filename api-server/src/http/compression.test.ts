import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { login, startTestServer } from '../testing/testServer';

jest.setTimeout(60_000);

/** The list a phone waits for goes compressed (102 KB plain for the ordinary seed's 101 rows). */
describe('API answer compression', () => {
  let app: FastifyInstance;
  let access: string;
  beforeAll(async () => {
    app = await startTestServer();
    access = (await login(app, 'engineer')).access;
  });
  afterAll(async () => {
    await app.close();
  });

  const list = (acceptEncoding?: string) =>
    app.inject({
      url: '/api/snapshots/?page_size=20000',
      headers: { authorization: `Bearer ${access}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends the snapshot list as brotli when the client accepts it, with the same JSON inside', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const res = await list('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(res.rawPayload);
    expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
    // The ordinary seed's list compresses to well under a fifth of its size.
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await list('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).count).toBeGreaterThan(0);
  });

  it('leaves small answers and photos as they are', async () => {
    const me = await app.inject({ url: '/api/me/', headers: { authorization: `Bearer ${access}`, 'accept-encoding': 'br' } });
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
    const thumbnail = new URL((await list()).json().results[0].thumbnail_url, 'http://localhost');
    const picture = await app.inject({ url: thumbnail.pathname + thumbnail.search, headers: { 'accept-encoding': 'br' } });
    expect(picture.statusCode).toBe(200);
    expect(String(picture.headers['content-type'])).toMatch(/^image\//);
    expect(picture.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body: it is refused as malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'engineer', password: 'viewer-demo-1' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
