import type { FastifyInstance } from 'fastify';
import { DEFAULT_REPORT_CUSTOMISATION, REPORT_LOGO_MAX_BYTES, reportCustomisationSchema } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { encodePng } from '../engine';
import { listenOnLoopback } from '../live/liveTestKit';
import { login, multipartForm, removeDataDir, seededDataDir } from '../testing/testServer';

// Building a server seeds the demo data, which takes several seconds.
jest.setTimeout(120_000);

const PATH = '/api/report-customisation/';
const LOGO_PNG = encodePng(new Uint8Array(6 * 3 * 3).fill(90), 6, 3);

describe('report customisation on the server', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let host: string;
  let engineer: string;
  let orgadmin: string;

  const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}`, host } : { host });
  const read = (token: string | null) => app.inject({ method: 'GET', url: PATH, headers: auth(token) });
  const save = (token: string | null, body: unknown) => app.inject({ method: 'PUT', url: PATH, payload: body as object, headers: auth(token) });

  /** Buys customised reports through the local checkout. */
  async function buy(token: string) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/payment/checkout/',
      payload: { name: 'customized-reports', price: 44, tokens: 1, success_url: 'http://localhost:3000/?checkout=success', cancel_url: 'http://localhost:3000/?checkout=cancel' },
      headers: { ...auth(token), accept: 'application/json' },
    });
    const { id } = created.json<{ id: string }>();
    await app.inject({ method: 'POST', url: `/api/payment/checkout/${id}/pay`, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }

  /** Uploads an image of category logo as `filename` and returns its attachmentId. */
  async function uploadLogo(token: string, filename: string, data: Buffer): Promise<string> {
    const form = (await app.inject({ method: 'GET', url: `/api/userimages/getuploadurl/?category=logo&filename=${filename}`, headers: auth(token) })).json();
    const { payload, headers } = multipartForm(form.fields, { name: filename, type: 'image/png', data });
    expect((await app.inject({ method: 'POST', url: '/api/uploads/', payload, headers })).statusCode).toBe(204);
    return form.attachmentId as string;
  }

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    host = await listenOnLoopback(app);
    engineer = (await login(app, 'engineer')).access;
    orgadmin = (await login(app, 'orgadmin')).access;
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  it('answers 401 without a bearer token', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await save(null, DEFAULT_REPORT_CUSTOMISATION)).statusCode).toBe(401);
  });

  it('gives the defaults before anything was saved, and saving needs the purchase (402, not 403)', async () => {
    expect((await read(engineer)).json()).toEqual(DEFAULT_REPORT_CUSTOMISATION);
    const unpaid = await save(engineer, { ...DEFAULT_REPORT_CUSTOMISATION, titleText: 'Not yet' });
    expect(unpaid.statusCode).toBe(402);
    expect((await read(engineer)).json()).toEqual(DEFAULT_REPORT_CUSTOMISATION);
  });

  it('saves the whole customisation and reads it back for the same user only', async () => {
    await buy(engineer);
    const logo = await uploadLogo(engineer, 'brand.png', LOGO_PNG);
    const value = { logo, logoSize: 3, titleText: 'Hall 3 survey', summaryText: 'Two leaks.\nFix the valve first.', headerText: 'Plant North', footerText: 'By engineer', fixedSummary: true };
    const saved = await save(engineer, value);
    expect(saved.statusCode).toBe(200);
    expect(reportCustomisationSchema.parse(saved.json())).toEqual(value);
    // Another sign-in (a new browser) reads it from the server.
    const again = (await login(app, 'engineer')).access;
    expect((await read(again)).json()).toEqual(value);
    // Another user has their own, and nothing of the engineer's.
    expect((await read(orgadmin)).json()).toEqual(DEFAULT_REPORT_CUSTOMISATION);
  });

  it('answers 400 with a message per bad field and keeps what was saved', async () => {
    const before = (await read(engineer)).json();
    const bad = await save(engineer, { logo: '', logoSize: 7, titleText: 'x'.repeat(501), summaryText: 5, headerText: '', fixedSummary: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      logo: ['This field may not be blank.'],
      logoSize: ['Ensure this value is less than or equal to 3.'],
      titleText: ['Ensure this field has no more than 500 characters.'],
      summaryText: ['Not a valid string.'],
      footerText: ['This field is required.'],
      fixedSummary: ['Must be a valid boolean.'],
    });
    expect((await save(engineer, { ...before, logoSize: 1.5 })).json()).toEqual({ logoSize: ['A valid integer is required.'] });
    expect((await read(engineer)).json()).toEqual(before);
  });

  it('takes only a PNG or JPEG logo of the caller, of at most 2 MB', async () => {
    const base = { ...DEFAULT_REPORT_CUSTOMISATION, titleText: 'Logo checks' };
    expect((await save(engineer, { ...base, logo: 'no-such-image' })).json()).toEqual({ logo: [expect.stringMatching(/^Unknown image/)] });
    // Named .png, but its bytes are a GIF.
    const gif = await uploadLogo(engineer, 'fake.png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    expect((await save(engineer, { ...base, logo: gif })).json()).toEqual({ logo: ['The logo must be a PNG or JPEG image.'] });
    const big = await uploadLogo(engineer, 'big.png', Buffer.concat([LOGO_PNG, Buffer.alloc(REPORT_LOGO_MAX_BYTES)]));
    expect((await save(engineer, { ...base, logo: big })).json()).toEqual({ logo: ['The logo must be at most 2 MB.'] });
    // Another user's logo is not the caller's to use.
    await buy(orgadmin);
    const foreign = await uploadLogo(orgadmin, 'theirs.png', LOGO_PNG);
    expect((await save(engineer, { ...base, logo: foreign })).statusCode).toBe(400);
  });

  it('reads a logo whose image was removed as no logo', async () => {
    const logo = await uploadLogo(engineer, 'short-lived.png', LOGO_PNG);
    expect((await save(engineer, { ...DEFAULT_REPORT_CUSTOMISATION, logo, titleText: 'Kept' })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/userimages/remove/', payload: { category: 'logo', attachmentId: logo }, headers: auth(engineer) });
    expect((await read(engineer)).json()).toMatchObject({ logo: null, titleText: 'Kept' });
  });
});
