import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Device } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { findDeviceBySerial } from '../db/snapshotsDevices';
import { liveServicesOf } from '../live';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';

// Spec 001 section 4 (pairing outcomes), section 5 (serial 3-10, token 13), section 8 (pairErr{msg}).
jest.setTimeout(90_000);

describe('pairing', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let engineer: string;
  let staff: string;
  let demo: string;
  // A controllable clock: TOTP steps are 30 s (tokens use it too, so it only moves a few minutes).
  let clockMs = Date.parse('2026-11-14T10:00:10Z');

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir, devMode: true, now: () => clockMs });
    engineer = (await login(app, 'engineer')).access;
    staff = (await login(app, 'staff')).access;
    demo = (await login(app, 'demo')).access;
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const post = (path: string, body: unknown, token: string | null = engineer) =>
    app.inject({ method: 'POST', url: path, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const devToken = async (serial: string) => {
    const res = await app.inject({ method: 'GET', url: `/dev/pairing-token/${serial}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string; code: string; totp: string; validForSeconds: number }>();
  };
  const body = (device_serial: string, device_totp_token: string) => ({ device_serial, device_totp_token });

  it('exposes the token a camera shows now in dev mode: its code and an RFC 6238 TOTP of its secret', async () => {
    const shown = await devToken('NLC21050');
    expect(shown.token).toHaveLength(13);
    expect(shown.token).toBe(`${shown.code}${shown.totp}`);
    expect(shown.code).toMatch(/^[A-Z2-7]{7}$/);
    const secret = (await findDeviceBySerial(liveServicesOf(app).db, 'NLC21050'))!.totp_secret;
    // An independent TOTP of the stored secret at the server's clock gives the same six digits.
    expect(shown.totp).toBe(TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30, timestamp: clockMs }));
    expect(shown.validForSeconds).toBe(20);
    expect((await devToken('NLC21051')).code).not.toBe(shown.code);
    expect((await app.inject({ method: 'GET', url: '/dev/pairing-token/NOPE123' })).statusCode).toBe(404);
  });

  it('answers 401 without a bearer token', async () => {
    for (const path of ['/api/pair/status/', '/api/pair/']) {
      expect((await post(path, body('NLC21050', 'AAAAAAA123456'), null)).statusCode).toBe(401);
    }
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['no body', undefined, { device_serial: ['This field is required.'], device_totp_token: ['This field is required.'] }],
    ['a short serial', body('NL', 'AAAAAAA123456'), { device_serial: ['Ensure this field has at least 3 characters.'] }],
    ['a long serial', body('NLC210500000', 'AAAAAAA123456'), { device_serial: ['Ensure this field has no more than 10 characters.'] }],
    ['a 12-character token', body('NLC21050', 'AAAAAAA12345'), { device_totp_token: ['Ensure this field has exactly 13 characters.'] }],
    ['a blank token', body('NLC21050', ''), { device_totp_token: ['This field may not be blank.'] }],
    ['a blank serial', body(' ', 'AAAAAAA123456'), { device_serial: ['This field may not be blank.'] }],
  ])('answers 400 with field messages for %s', async (_name, payload, fields) => {
    for (const path of ['/api/pair/status/', '/api/pair/']) {
      const res = await post(path, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fields);
    }
  });

  it('rejects a wrong TOTP, a wrong camera code and an unknown serial with msg codes', async () => {
    const shown = await devToken('NLC21050');
    const wrongDigits = `${shown.code}${String((Number(shown.totp) + 1) % 1_000_000).padStart(6, '0')}`;
    let res = await post('/api/pair/status/', body('NLC21050', wrongDigits));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'invalidToken', detail: expect.any(String) });

    const otherCode = (await devToken('NLC21051')).code;
    res = await post('/api/pair/status/', body('NLC21050', `${otherCode}${shown.totp}`));
    expect(res.json()).toMatchObject({ msg: 'invalidToken' });

    res = await post('/api/pair/status/', body('ZZZ99999', shown.token));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ msg: 'unknownDevice' });
  });

  it('accepts a token within one 30 s step and reports an older one as expired', async () => {
    const shown = await devToken('NLC21050');
    clockMs += 30_000;
    expect((await post('/api/pair/status/', body('nlc21050', shown.token.toLowerCase()))).json()).toEqual({ isPaired: false, canPair: true });
    clockMs += 60_000;
    const res = await post('/api/pair/status/', body('NLC21050', shown.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'tokenExpired' });
    const fresh = await devToken('NLC21050');
    expect((await post('/api/pair/status/', body('NLC21050', fresh.token))).json()).toEqual({ isPaired: false, canPair: true });
  });

  it('answers cannot pair for a camera paired to another user or to an organization', async () => {
    let res = await post('/api/pair/status/', body('STF40001', (await devToken('STF40001')).token));
    expect(res.json()).toEqual({ isPaired: false, canPair: false, reason: 'pairedToAnotherUser' });
    res = await post('/api/pair/', body('STF40001', (await devToken('STF40001')).token));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ msg: 'pairedToAnotherUser' });

    res = await post('/api/pair/status/', body('NWU30101', (await devToken('NWU30101')).token), staff);
    expect(res.json()).toEqual({ isPaired: false, canPair: false, reason: 'organizationDevice' });
    res = await post('/api/pair/', body('NWU30101', (await devToken('NWU30101')).token), staff);
    expect(res.json()).toMatchObject({ msg: 'organizationDevice' });
  });

  it('pairs a free camera (step two), then answers already paired', async () => {
    const { token } = await devToken('NLC21050');
    expect((await post('/api/pair/status/', body('NLC21050', token))).json()).toEqual({ isPaired: false, canPair: true });
    const res = await post('/api/pair/', body('NLC21050', token));
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ isPaired: boolean; serial: string; ownershipId: number }>();
    expect(answer).toEqual({ isPaired: true, serial: 'NLC21050', ownershipId: expect.any(Number) });

    const list = (await app.inject({ method: 'GET', url: '/api/devices/', headers: { authorization: `Bearer ${engineer}` } })).json<Device[]>();
    expect(list.find((d) => d.serial === 'NLC21050')!.ownership).toMatchObject({ id: answer.ownershipId, isActive: true, isOwn: true });

    expect((await post('/api/pair/status/', body('NLC21050', token))).json()).toEqual({ isPaired: true, canPair: false });
    const again = await post('/api/pair/', body('NLC21050', token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ msg: 'alreadyPaired' });
    // And for anyone else it is now paired to another user.
    expect((await post('/api/pair/status/', body('NLC21050', token), staff)).json()).toMatchObject({ canPair: false, reason: 'pairedToAnotherUser' });
  });

  it('refuses demo users with 409 demoUser (not 403, which would sign them out)', async () => {
    const res = await post('/api/pair/', body('NLC21051', (await devToken('NLC21051')).token), demo);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ msg: 'demoUser' });
  });

  it('refuses further attempts after 10 failures in 10 minutes (tooManyAttempts)', async () => {
    const fresh = (await login(app, 'orgadmin')).access;
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/api/pair/status/', body('NLC21051', 'AAAAAAA000000'), fresh)).json()).toMatchObject({ msg: 'invalidToken' });
    }
    const { token } = await devToken('NLC21051');
    const res = await post('/api/pair/status/', body('NLC21051', token), fresh);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ msg: 'tooManyAttempts' });
  });
});
