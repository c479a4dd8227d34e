import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { login, startTestServer } from '../testing/testServer';
import { RELEASE_NOTES } from './downloads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

describe('viewer download (public; spec 001 section 7)', () => {
  it('describes the viewer with its release notes keyed by date, without auth', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/downloads/nlcameraviewer/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: expect.stringContaining('1.2.4'), filename: expect.stringMatching(/\.zip$/) });
    expect(Object.keys(body.releasenotes).every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect(body.url).toBeUndefined();
  });

  it('with download=1 gives a URL that serves a real archive', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/downloads/nlcameraviewer/?download=1', headers: { host: 'localhost:8000' } });
    const { url } = res.json<{ url: string }>();
    const file = await app.inject({ method: 'GET', url: url.replace('http://localhost:8000', '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain('acoustic-camera-viewer-1.2.4.zip');
    const zip = await JSZip.loadAsync(file.rawPayload);
    expect(Object.keys(zip.files)).toEqual(['README.txt']);
    expect(await zip.file('README.txt')!.async('string')).toContain('Acoustic Camera Viewer 1.2.4');
  });

  it('refuses a forged or missing download token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/downloads/nlcameraviewer/file?token=abc' })).statusCode).toBe(403);
    const missing = await app.inject({ method: 'GET', url: '/api/downloads/nlcameraviewer/file' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('token');
  });

  it('answers 400 to a bad download flag', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/downloads/nlcameraviewer/?download=yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('download');
  });
});

describe('release notes (signed in)', () => {
  it('answers the notes keyed by date', async () => {
    const { access } = await login(app, 'engineer');
    const res = await app.inject({ method: 'GET', url: '/api/downloads/usermanuals/releasenotes/?lang=de', headers: { authorization: `Bearer ${access}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(RELEASE_NOTES);
  });

  it('needs a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/downloads/usermanuals/releasenotes/' })).statusCode).toBe(401);
  });
});
