import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { deviceListSchema, deviceNotificationListSchema, deviceSchema, manualListSchema, MANUAL_CATEGORIES, type Device } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { insertFixtureSnapshots } from '../jobs/jobsTestKit';
import { liveServicesOf } from '../live';
import { listenOnLoopback } from '../live/liveTestKit';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';

// Spec 001 section 3 (camera fields), 4 (camera list), 5 (nickname), 6 (organization cameras), 7 (calls).
jest.setTimeout(90_000);

describe('devices', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let host: string;
  let engineer: string;
  let orgadmin: string;
  let staff: string;
  let demo: string;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    host = await listenOnLoopback(app);
    engineer = (await login(app, 'engineer')).access;
    orgadmin = (await login(app, 'orgadmin')).access;
    staff = (await login(app, 'staff')).access;
    demo = (await login(app, 'demo')).access;
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const get = (url: string, token: string | null = engineer) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}`, host } : { host } });
  const post = (url: string, body?: unknown, token: string | null = engineer) =>
    app.inject({ method: 'POST', url, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const list = async (token = engineer, query = '') => deviceListSchema.parse((await get(`/api/devices/${query}`, token)).json());

  it('answers 401 without a bearer token on every call', async () => {
    for (const url of ['/api/devices/', '/api/device/NLC21004/', '/api/device-notifications/', '/api/downloads/usermanuals/list/?device_serial=NLC21004']) {
      expect((await get(url, null)).statusCode).toBe(401);
    }
    for (const url of ['/api/device/NLC21004/nickname/', '/api/device/NLC21004/remove/']) {
      expect((await post(url, { nickname: 'x' }, null)).statusCode).toBe(401);
    }
  });

  it('lists own cameras and the organization camera, with pairings and counts', async () => {
    const devices = await list();
    expect(devices.map((d) => d.serial)).toEqual(['NLC21004', 'NLC21017', 'NLC21033', 'NWU30103']);
    const own = devices.find((d) => d.serial === 'NLC21004')!;
    expect(own).toMatchObject({
      ProductCode: 'ACX-L200',
      SoftwareVersionId: '3.2.1',
      ConfigurationId: 'CFG-L200-321',
      AllowedToUpdate: true,
      HardwareVersionInformation: { SD: '32GB' },
      MacAddress: expect.stringMatching(/^70:B3:D5(:[0-9A-F]{2}){3}$/),
      nickname: 'Compressor survey',
      WarrantyEndDate: '2028-03-02',
      isOrganizationDevice: false,
      organization: null,
      ownership: { isActive: true, isOwn: true, pairedUsers: [{ username: 'engineer', id: expect.any(Number) }] },
    });
    expect(own.AvailableSoftwareUpdates.map((u) => [u.SoftwareVersionId, u.Active])).toEqual([
      ['3.5.0', true],
      ['3.3.2', true],
    ]);
    // snapshotCount and mostRecentSnapshot agree with the snapshot list of that camera.
    const snaps = (await get('/api/snapshots/?page_size=200&device_serial=NLC21004')).json<{ count: number; results: { id: number; device_serial: string }[] }>();
    const ofCamera = snaps.results.filter((s) => s.device_serial === 'NLC21004');
    expect(own.snapshotCount).toBe(ofCamera.length);
    expect(own.snapshotCount).toBeGreaterThan(0);
    expect(ofCamera.map((s) => s.id)).toContain(own.mostRecentSnapshot!.id);

    const org = devices.find((d) => d.serial === 'NWU30103')!;
    expect(org).toMatchObject({
      isOrganizationDevice: true,
      organization: { name: 'Northwind Utilities' },
      ownership: { isActive: true, isOwn: false, pairedUsers: [{ username: 'orgadmin', id: expect.any(Number) }] },
    });
    expect(org.snapshotCount).toBe(29);
  });

  it('restricts the list to the given ownership ids and answers 400 for a malformed list', async () => {
    const all = await list();
    const ids = [all[0]!.ownership.id, all[3]!.ownership.id];
    expect((await list(engineer, `?ownerships=${ids.join(',')}`)).map((d) => d.serial)).toEqual([all[0]!.serial, all[3]!.serial]);
    for (const bad of ['1,x', '1,,2', '99999999999']) {
      const res = await get(`/api/devices/?ownerships=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ownerships: [expect.any(String)] });
    }
  });

  it('answers the detail with every camera field, and 404 for a camera the user cannot see', async () => {
    const res = await get('/api/device/NLC21017/');
    expect(res.statusCode).toBe(200);
    const detail = deviceSchema.parse(res.json());
    expect(Object.keys(detail)).toEqual(expect.arrayContaining([
      'SoftwareVersionId', 'ConfigurationId', 'AvailableSoftwareUpdates', 'AllowedToUpdate', 'HardwareVersionInformation', 'ProductCode',
      'ProductCodeDescription', 'MacAddress', 'Wifi', 'Status', 'nickname', 'lastSeenOnline', 'UpdatedAt', 'WarrantyEndDate',
      'snapshotCount', 'mostRecentSnapshot',
    ]));
    expect(detail.AvailableSoftwareUpdates).toEqual([{ Active: false, PublishedAt: '2026-11-20T08:00:00.000Z', SoftwareVersionId: '3.5.0', ConfigurationId: 'CFG-S500-350' }]);
    expect((await get('/api/device/STF40001/')).statusCode).toBe(404);
    expect((await get('/api/device/NOSUCH1/')).statusCode).toBe(404);
  });

  it('renames a camera (at most 100 characters) and refuses other users and demo users', async () => {
    const res = await post('/api/device/NLC21033/nickname/', { nickname: '  Substation B  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Device>().nickname).toBe('Substation B');
    expect((await get('/api/device/NLC21033/')).json<Device>().nickname).toBe('Substation B');
    // Snapshots show the nickname as their device label.
    const snaps = (await get('/api/snapshots/?page_size=5&device_serial=NLC21033')).json<{ results: { device_serial: string; device_label: string }[] }>();
    expect(snaps.results.filter((s) => s.device_serial === 'NLC21033').every((s) => s.device_label === 'Substation B')).toBe(true);

    const long = await post('/api/device/NLC21033/nickname/', { nickname: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ nickname: ['Ensure this field has no more than 100 characters.'] });
    expect((await post('/api/device/NLC21033/nickname/', {})).json()).toEqual({ nickname: ['This field is required.'] });
    expect((await post('/api/device/NLC21033/nickname/', { nickname: 'x'.repeat(100) })).statusCode).toBe(200);

    expect((await post('/api/device/NLC21033/nickname/', { nickname: 'Mine' }, staff)).statusCode).toBe(404);
    // 409 with the reason, not 403: the viewer ends the session on any 403.
    const demoRename = await post('/api/device/DEMO0001/nickname/', { nickname: 'Mine' }, demo);
    expect(demoRename.statusCode).toBe(409);
    expect(demoRename.json()).toEqual({ detail: 'Demo users cannot rename cameras.', code: 'demoUser', nickname: ['Demo users cannot rename cameras.'] });
  });

  it('serves manuals of every category with links that really serve a PDF', async () => {
    const res = await get('/api/downloads/usermanuals/list/?device_serial=NLC21017&lang=de');
    expect(res.statusCode).toBe(200);
    const answer = manualListSchema.parse(res.json());
    expect(answer).toMatchObject({ device_serial: 'NLC21017', ProductCode: 'ACX-S500', lang: 'de' });
    for (const category of MANUAL_CATEGORIES) expect(answer.manuals[category].length).toBeGreaterThan(0);
    expect(answer.manuals.usermanuals[0]!.language).toBe('de');
    expect(answer.manuals.licenses[0]!.language).toBe('en');
    const cert = answer.manuals.calibration_certificate[0]!;
    const file = await fetch(cert.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(await file.arrayBuffer());
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain('NLC21017');

    expect((await fetch(`${cert.url.split('?')[0]}?token=forged`)).status).toBe(403);
    expect((await get('/api/downloads/usermanuals/list/?device_serial=STF40001')).statusCode).toBe(404);
    const bad = await get('/api/downloads/usermanuals/list/?lang=de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ device_serial: ['This field is required.'] });
  });

  it('notifies update available and pairing lost', async () => {
    const mine = deviceNotificationListSchema.parse((await get('/api/device-notifications/')).json());
    expect(mine.filter((n) => n.kind === 'updateAvailable').map((n) => [n.serial, n.SoftwareVersionId]).sort()).toEqual([
      ['NLC21004', '3.5.0'],
      ['NLC21033', '3.5.0'],
      ['NWU30103', '3.5.0'],
    ]);
    expect(mine.some((n) => n.kind === 'pairingLost')).toBe(false);
    // A demo user cannot update, so gets no update notice, though their cameras have updates.
    const demoCameras = await list(demo);
    expect(demoCameras.some((d) => d.ownership.isActive && d.AllowedToUpdate && d.AvailableSoftwareUpdates.some((u) => u.Active))).toBe(true);
    expect(deviceNotificationListSchema.parse((await get('/api/device-notifications/', demo)).json()).filter((n) => n.kind === 'updateAvailable')).toEqual([]);

    const ofStaff = deviceNotificationListSchema.parse((await get('/api/device-notifications/', staff)).json());
    expect(ofStaff.filter((n) => n.kind === 'pairingLost')).toEqual([
      expect.objectContaining({ serial: 'STF40009', createdAt: '2026-11-10T07:30:00.000Z', id: expect.stringMatching(/^pairingLost:\d+$/) }),
    ]);
    // The lost pairing is listed as an inactive entry after the active ones.
    const staffList = await list(staff);
    expect(staffList.map((d) => [d.serial, d.ownership.isActive])).toEqual([
      ['STF40001', true],
      ['STF40002', true],
      ['STF40009', false],
    ]);
    expect(staffList[2]).toMatchObject({ snapshotCount: 0, mostRecentSnapshot: null });
  });

  it('refuses to remove an organization camera, for its owner and for a group member (409, not a logout 403)', async () => {
    for (const [serial, token] of [['NWU30101', orgadmin], ['NWU30103', engineer]] as const) {
      const res = await post(`/api/device/${serial}/remove/`, undefined, token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ msg: 'organizationDevice', detail: expect.stringMatching(/organization/) });
    }
    expect((await list(orgadmin)).find((d) => d.serial === 'NWU30101')!.ownership.isActive).toBe(true);
  });

  /** The ids of the user's visible snapshots of `serial` (the list filtered by camera). */
  const snapshotIdsOf = async (serial: string, token = engineer) =>
    (await get(`/api/snapshots/?page_size=200&device_serial=${serial}`, token))
      .json<{ results: { id: number; device_serial: string }[] }>()
      .results.filter((s) => s.device_serial === serial)
      .map((s) => s.id)
      .sort((a, b) => a - b);

  it('removes a camera: answers SUCCESS, ends the pairing; the entry stays as inactive and its snapshots stay visible', async () => {
    expect((await post('/api/device/NLC21004/remove/', undefined, staff)).statusCode).toBe(404);
    const demoRemove = await post('/api/device/DEMO0001/remove/', undefined, demo);
    expect(demoRemove.statusCode).toBe(409);
    expect(demoRemove.json()).toMatchObject({ code: 'demoUser' });

    const before = (await list()).find((d) => d.serial === 'NLC21004')!;
    const taken = await snapshotIdsOf('NLC21004');
    expect(taken.length).toBeGreaterThan(0);

    const res = await post('/api/device/NLC21004/remove/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('SUCCESS');
    const after = await list();
    expect(after.map((d) => [d.serial, d.ownership.isActive])).toEqual([
      ['NLC21017', true],
      ['NLC21033', true],
      ['NWU30103', true],
      ['NLC21004', false],
    ]);
    // The inactive entry still counts the snapshots of its pairing, and they stay in the list and open.
    expect(after.find((d) => d.serial === 'NLC21004')).toMatchObject({
      ownership: { id: before.ownership.id, isActive: false, unpairedAt: expect.any(String) },
      snapshotCount: before.snapshotCount,
      mostRecentSnapshot: before.mostRecentSnapshot,
    });
    expect(await snapshotIdsOf('NLC21004')).toEqual(taken);
    expect((await get(`/api/snapshots/${taken[0]}/`)).statusCode).toBe(200);
    // Still the user's own: their media and an export, which needs ownership, work as before.
    expect((await get(`/vod/devices/NLC21004/job-item/${taken[0]}`)).statusCode).toBe(200);
    expect((await post(`/vod/jobs/devices/NLC21004/export/${taken[0]}`)).statusCode).toBe(202);
    expect((await post('/api/device/NLC21004/remove/')).statusCode).toBe(409);
    // A removal by the user is not a lost pairing, and a removed camera offers no update.
    const notices = deviceNotificationListSchema.parse((await get('/api/device-notifications/')).json());
    expect(notices.some((n) => n.kind === 'pairingLost')).toBe(false);
    expect(notices.some((n) => n.serial === 'NLC21004')).toBe(false);
  });

  it("never shows the remover what the camera takes afterwards for someone else", async () => {
    const { db } = liveServicesOf(app);
    const mine = await snapshotIdsOf('NLC21004');
    // staff pairs the removed camera and it sends a snapshot after the removal.
    const later = await insertFixtureSnapshots(db, 'staff', 'NLC21004', [{ kind: 'leak', createdDate: new Date().toISOString() }]);
    const laterId = later.ids[0]!;
    expect(await snapshotIdsOf('NLC21004', staff)).toEqual([laterId]);
    expect((await list(staff)).find((d) => d.serial === 'NLC21004')).toMatchObject({ ownership: { isActive: true, isOwn: true }, snapshotCount: 1 });

    expect(await snapshotIdsOf('NLC21004')).toEqual(mine);
    expect((await get(`/api/snapshots/${laterId}/`)).statusCode).toBe(404);
    expect((await get(`/api/snapshots/?page_size=200`)).json<{ results: { id: number }[] }>().results.map((s) => s.id)).not.toContain(laterId);
    const entry = (await list()).find((d) => d.serial === 'NLC21004')!;
    expect(entry).toMatchObject({ ownership: { isActive: false, isOwn: true }, snapshotCount: mine.length });
    expect(entry.mostRecentSnapshot!.id).not.toBe(laterId);

    // staff removes it in turn: each keeps exactly the snapshots of their own pairing.
    expect((await post('/api/device/NLC21004/remove/', undefined, staff)).statusCode).toBe(200);
    expect(await snapshotIdsOf('NLC21004', staff)).toEqual([laterId]);
    expect(await snapshotIdsOf('NLC21004')).toEqual(mine);
  });

  it('lists a camera paired again once, with the active pairing', async () => {
    const { db } = liveServicesOf(app);
    await db.query(
      `INSERT INTO ownerships (device_id, user_id, paired_at) SELECT d.id, u.id, now() FROM devices d, users u
       WHERE d.serial = 'NLC21004' AND u.username = 'engineer'`,
    );
    const again = (await list()).filter((d) => d.serial === 'NLC21004');
    expect(again).toHaveLength(1);
    expect(again[0]!.ownership.isActive).toBe(true);
  });
});
