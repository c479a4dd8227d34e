import type { FastifyInstance } from 'fastify';
import { addressSchema, leakResultSchema, mechResultSchema, pdResultSchema, snapshotDetailSchema, snapshotPageSchema, type SnapshotDetail, type SnapshotListItem as Snapshot } from 'shared-domain/schemas';
import { buildServer } from '../app';
import { login, seededDataDir, removeDataDir } from '../testing/testServer';

jest.setTimeout(180_000);

/** POST /api/snapshots/{id}/<edit>/ and DELETE .../deactivate/, then a restart. */

describe('snapshot edits', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const tokens: Record<string, string> = {};
  let mine: Snapshot[];
  let leak: Snapshot;
  let si2Leak: Snapshot;
  let pd: Snapshot;
  let mech: Snapshot;
  let foreign: Snapshot;
  let demoSnapshot: Snapshot;
  let staffSi2: Snapshot;

  const auth = (user: string) => (user ? { authorization: `Bearer ${tokens[user]}` } : {});
  const post = (s: Snapshot, edit: string, payload: unknown, user = 'engineer') =>
    app.inject({ method: 'POST', url: `/api/snapshots/${s.id}/${edit}/`, headers: { ...auth(user), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const detail = async (s: Snapshot, user = 'engineer'): Promise<SnapshotDetail> =>
    snapshotDetailSchema.parse((await app.inject({ method: 'GET', url: `/api/snapshots/${s.id}/`, headers: auth(user) })).json());
  const listAll = async (user: string, query = '') =>
    snapshotPageSchema.parse((await app.inject({ method: 'GET', url: `/api/snapshots/?page_size=20000${query}`, headers: auth(user) })).json()).results;
  /** The detail as JSON with every signed media link's `exp` and `sig` left out. */
  const unsigned = (d: SnapshotDetail): unknown => JSON.parse(JSON.stringify(d).replace(/\?exp=\d+&sig=[\w-]+/g, '?signed'));
  /** Posts an edit expecting success; answers the returned detail. */
  const ok = async (s: Snapshot, edit: string, payload: unknown, user = 'engineer') => {
    const res = await post(s, edit, payload, user);
    expect({ edit, status: res.statusCode, body: res.statusCode === 200 ? 'ok' : res.body }).toEqual({ edit, status: 200, body: 'ok' });
    return res;
  };
  const okDetail = async (s: Snapshot, edit: string, payload: unknown, user = 'engineer') => {
    const body = snapshotDetailSchema.parse((await ok(s, edit, payload, user)).json());
    // The answer is what a later read returns (a signed media link's expiry may move on a minute
    // between the two calls, so links are compared without their signature).
    expect(unsigned(await detail(s, user))).toEqual(unsigned(body));
    return body;
  };
  const fails = async (s: Snapshot, edit: string, payload: unknown, field: string, user = 'engineer') => {
    const res = await post(s, edit, payload, user);
    expect({ edit, payload, status: res.statusCode }).toEqual({ edit, payload, status: 400 });
    expect(res.json()[field]).toEqual([expect.any(String)]);
  };

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    for (const user of ['engineer', 'orgadmin', 'demo', 'staff']) tokens[user] = (await login(app, user)).access;
    mine = await listAll('engineer');
    // List rows carry the slim meta: the cost mode is read from the detail.
    for (const s of mine.filter((s) => s.device_serial === 'NLC21004' && s.leak?.gas === 'AIR' && s.leak.leakDetected && s.leak.leakSize !== null)) {
      if ((await detail(s)).meta.cost_mode === 'energy') {
        leak = s;
        break;
      }
    }
    si2Leak = mine.find((s) => s.device_serial === 'NLC21017' && s.leak)!;
    pd = mine.find((s) => s.pd && s.pd.classification.length > 0)!;
    mech = mine.find((s) => s.mech?.analysis_available)!;
    foreign = (await listAll('orgadmin', '&serials=NWU30102'))[0]!;
    demoSnapshot = (await listAll('demo'))[0]!;
    staffSi2 = (await listAll('staff', '&serials=STF40001&type=leak'))[0]!;
    expect([leak, si2Leak, pd, mech, foreign, demoSnapshot, staffSi2].every(Boolean)).toBe(true);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const EDITS: [string, unknown][] = [
    ['distance', { distance: 5 }],
    ['voltage', { voltage: 110 }],
    ['acfrequency', { acfrequency: 50 }],
    ['location', { location: null }],
    ['change_address', { latitude: 60.2, longitude: 24.6 }],
    ['tags', { tags: ['a'] }],
    ['dynamicrange', { value: null }],
    ['temperature', { temperature: 20 }],
    ['humidity', { humidity: 50 }],
    ['specificpower', { specific_power: 11.7 }],
    ['energycost', { value: 0.1 }],
    ['volumecost', { value: 0.1 }],
    ['masscost', { value: 0.1 }],
    ['costmode', { cost_mode: 'energy' }],
    ['currency', { currency: 'EUR' }],
    ['gas-type', { gas: 'AIR' }],
    ['fixed', { fixed: 0 }],
    ['starred', { starred: 0 }],
    ['heatmap-mode', { mode: 'multi' }],
    ['picture-brightness', { picture_brightness: 0.2 }],
    ['comments', { comments: '' }],
    ['label', { text: 'x' }],
    ['utilization', { hours: 24, days: 7, weeks: 52 }],
    ['analysistime', { audioTime: 0 }],
  ];

  describe('authorization', () => {
    it.each(EDITS)("answers 404 for another user's snapshot: %s", async (edit, payload) => {
      const res = await post(foreign, edit, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    });

    it.each(EDITS)('answers 401 without a token: %s', async (edit, payload) => {
      expect((await post(leak, edit, payload, '')).statusCode).toBe(401);
    });

    it.each(['tags', 'dynamicrange', 'comments', 'distance', 'temperature'])('refuses demo users with 403: %s', async (edit) => {
      const payload = Object.fromEntries(EDITS)[edit];
      const res = await post(demoSnapshot, edit, payload, 'demo');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    });

    it('lets demo users star, label and fix', async () => {
      expect((await okDetail(demoSnapshot, 'starred', { starred: 1 }, 'demo')).starred).toBe(true);
      expect((await okDetail(demoSnapshot, 'label', { text: 'Demo label' }, 'demo')).label).toBe('Demo label');
      const res = await app.inject({ method: 'DELETE', url: `/api/snapshots/${demoSnapshot.id}/deactivate/`, headers: auth('demo') });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('analysis inputs recompute the stored summary', () => {
    const analytics = async (s: Snapshot, kind: string) => (await app.inject({ method: 'GET', url: `/api/snapshots/${s.id}/analytics/${kind}/`, headers: auth('engineer') })).json();

    it('distance: 0.3-500 m, changes the leak size the list shows', async () => {
      const before = leak.leak!.leakSize!;
      const after = await okDetail(leak, 'distance', { distance: leak.source_distance * 2 });
      expect(after.source_distance).toBe(leak.source_distance * 2);
      expect(after.meta.distance).toBe(leak.source_distance * 2);
      expect(after.leak!.leakSize!).toBeGreaterThan(before);
      expect(after.leak!.leakSize!).toBeCloseTo(leakResultSchema.parse(await analytics(leak, 'leak')).leakSize!, 3);
      const listed = (await listAll('engineer', '&type=leak&ordering=-leak_size')).find((s) => s.id === leak.id)!;
      expect(listed.leak!.leakSize).toBe(after.leak!.leakSize);
      await fails(leak, 'distance', { distance: 0.2 }, 'distance');
      await fails(leak, 'distance', { distance: 501 }, 'distance');
      await fails(leak, 'distance', { distance: 'far' }, 'distance');
      await fails(leak, 'distance', {}, 'distance');
      expect((await okDetail(leak, 'distance', { distance: '0.3' })).source_distance).toBe(0.3);
    });

    it('temperature in °C (or °F) is stored in kelvin; humidity 0-100', async () => {
      expect((await okDetail(leak, 'temperature', { temperature: 30 })).meta.current_env_temperature_kelvin).toBe(303.15);
      expect((await okDetail(leak, 'temperature', { temperature: 86, unit: 'FAHRENHEIT' })).meta.current_env_temperature_kelvin).toBe(303.15);
      await fails(leak, 'temperature', { temperature: -274 }, 'temperature');
      await fails(leak, 'temperature', { temperature: 1900, unit: 'FAHRENHEIT' }, 'temperature');
      await fails(leak, 'temperature', { temperature: 20, unit: 'KELVIN' }, 'unit');
      const humid = await okDetail(leak, 'humidity', { humidity: 55 });
      expect(humid.meta).toMatchObject({ humidity: 55, current_relative_humidity_percent: 55 });
      await fails(leak, 'humidity', { humidity: 101 }, 'humidity');
      await fails(leak, 'humidity', { humidity: -1 }, 'humidity');
      expect(humid.leak!.leakSize!).toBeCloseTo(leakResultSchema.parse(await analytics(leak, 'leak')).leakSize!, 3);
    });

    it('costs, specific power, cost mode and utilisation change the leak cost', async () => {
      await okDetail(leak, 'costmode', { cost_mode: 'energy' });
      await okDetail(leak, 'specificpower', { specific_power: 10 });
      const cheap = await okDetail(leak, 'energycost', { value: 0.1 });
      const dear = await okDetail(leak, 'energycost', { value: 0.2 });
      expect(dear.meta.energy_cost).toBe(0.2);
      const cost = (s: SnapshotDetail) => leakResultSchema.parse({ ...s.leak, leakCost: 0, isPd: false, currency: 'EUR', costMode: 'energy', audioTime: 0 });
      expect(cost(dear)).toBeTruthy();
      const costs = async () => leakResultSchema.parse(await analytics(leak, 'leak')).leakCost!;
      const dearCost = await costs();
      await okDetail(leak, 'energycost', { value: 0.1 });
      expect(await costs()).toBeCloseTo(dearCost / 2, 6);
      expect(cheap.meta.energy_cost).toBe(0.1);
      await okDetail(leak, 'utilization', { hours: 12, days: 7, weeks: 52 });
      expect(await costs()).toBeCloseTo(dearCost / 4, 6);
      // The list's card shows the cost, and none with cost mode off.
      expect((await okDetail(leak, 'costmode', { cost_mode: 'energy' })).leak!.cost).toBeCloseTo(await costs(), 1);
      const off = await okDetail(leak, 'costmode', { cost_mode: 'off' });
      expect(await costs()).toBe(0);
      expect(off.leak!.cost).toBeNull();
      const volume = await okDetail(leak, 'volumecost', { value: 0.03 });
      const mass = await okDetail(leak, 'masscost', { value: 2.5 });
      expect(volume.meta.volume_cost).toBe(0.03);
      expect(mass.meta.mass_cost).toBe(2.5);
      await okDetail(leak, 'costmode', { cost_mode: 'volume' });
      expect(await costs()).toBeGreaterThan(0);
      await fails(leak, 'costmode', { cost_mode: 'free' }, 'cost_mode');
      await fails(leak, 'energycost', { value: -0.1 }, 'value');
      await fails(leak, 'volumecost', { value: 10001 }, 'value');
      await fails(leak, 'masscost', {}, 'value');
      await fails(leak, 'specificpower', { specific_power: 1001 }, 'specific_power');
      await fails(leak, 'utilization', { hours: 25, days: 7, weeks: 52 }, 'hours');
      await fails(leak, 'utilization', { hours: 8.5, days: 7, weeks: 52 }, 'hours');
      await fails(leak, 'utilization', { hours: 8, days: 8, weeks: 52 }, 'days');
      await fails(leak, 'utilization', { hours: 8, days: 5, weeks: 0 }, 'weeks');
      const util = await okDetail(leak, 'utilization', { hours: 8, days: 5, weeks: 48 });
      expect(util.meta.utilization).toMatchObject({ current_util_hours: 8, current_util_days: 5, current_util_weeks: 48 });
    });

    it('utilisation is checked against the edition of the X-Edition header, else NL (spec 000 section 5)', async () => {
      const postAs = (edition: string | undefined, payload: unknown) =>
        app.inject({
          method: 'POST',
          url: `/api/snapshots/${leak.id}/utilization/`,
          headers: { ...auth('engineer'), 'content-type': 'application/json', ...(edition ? { 'x-edition': edition } : {}) },
          payload: JSON.stringify(payload),
        });
      const costs = async () => leakResultSchema.parse(await analytics(leak, 'leak')).leakCost!;
      await okDetail(leak, 'costmode', { cost_mode: 'energy' });
      await okDetail(leak, 'utilization', { hours: 24, days: 7, weeks: 52 });
      const weekly = await costs();
      expect(weekly).toBeGreaterThan(0);

      // UE counts days per year (1-365) and sends weeks 1: 8760 h against 8736 h.
      const ue = await postAs('ue', { hours: 24, days: 365, weeks: 1 });
      expect(ue.statusCode).toBe(200);
      expect(snapshotDetailSchema.parse(ue.json()).meta.utilization).toMatchObject({ current_util_hours: 24, current_util_days: 365, current_util_weeks: 1 });
      expect(await costs()).toBeCloseTo((weekly * 8760) / 8736, 4);

      const refused: [string | undefined, unknown, Record<string, string[]>][] = [
        ['UE', { hours: 24, days: 366, weeks: 1 }, { days: ['Ensure this value is between 1 and 365.'] }],
        ['UE', { hours: 0, days: 200, weeks: 53 }, { hours: ['Ensure this value is between 1 and 24.'], weeks: ['Ensure this value is between 1 and 52.'] }],
        [undefined, { hours: 24, days: 365, weeks: 1 }, { days: ['Ensure this value is between 1 and 7.'] }],
        ['NL', { hours: 24, days: 8, weeks: 52 }, { days: ['Ensure this value is between 1 and 7.'] }],
        ['FLIR', { hours: 24, days: 8, weeks: 52 }, { days: ['Ensure this value is between 1 and 7.'] }],
        ['XX', { hours: 24, days: 7, weeks: 52 }, { 'X-Edition': ['"XX" is not a valid choice; use NL, FLIR, UE.'] }],
      ];
      for (const [edition, payload, errors] of refused) {
        const res = await postAs(edition, payload);
        expect({ edition, payload, status: res.statusCode, body: res.json() }).toEqual({ edition, payload, status: 400, body: errors });
      }
      // Nothing refused was stored.
      expect((await detail(leak)).meta.utilization).toMatchObject({ current_util_hours: 24, current_util_days: 365, current_util_weeks: 1 });
    });

    it('currency is an ISO 4217 code', async () => {
      expect((await okDetail(leak, 'currency', { currency: 'gbp' })).meta.currency).toBe('GBP');
      await fails(leak, 'currency', { currency: 'XYZ' }, 'currency');
      await fails(leak, 'currency', { currency: 3 }, 'currency');
    });

    it('gas-type follows the SI2 rule and the white/blacklists; STEAM is not analysed', async () => {
      const steam = await okDetail(leak, 'gas-type', { gas: 'steam' });
      expect(steam.meta.leak_type).toBe('STEAM');
      expect(steam.leak).toMatchObject({ gas: 'STEAM', leakSize: null });
      expect((await listAll('engineer', '&gas=STEAM')).map((s) => s.id)).toContain(leak.id);
      await fails(leak, 'gas-type', { gas: 'METHANE' }, 'gas'); // not an SI2 microphone
      const other = await okDetail(leak, 'gas-type', { gas: 'OTHER', description: 'R134a' });
      expect(other.meta.leak_type_description).toBe('R134a');
      expect((await okDetail(leak, 'gas-type', { gas: 'AIR' })).leak!.leakSize).not.toBeNull();
      const methane = await okDetail(si2Leak, 'gas-type', { gas: 'METHANE' });
      expect(methane.leak!.gas).toBe('METHANE');
      await fails(staffSi2, 'gas-type', { gas: 'HYDROGEN' }, 'gas', 'staff'); // blacklisted
      await fails(leak, 'gas-type', { gas: 'PLASMA' }, 'gas');
      await fails(si2Leak, 'gas-type', { gas: 'SULPHUR_HEXAFLUORIDE' }, 'gas'); // not one of the gas types (spec 000 section 3)
    });

    it('voltage and AC frequency recompute the PD severity', async () => {
      const high = await okDetail(pd, 'voltage', { voltage: 400 });
      expect(high.meta.voltage).toBe(400);
      const analysed = pdResultSchema.parse(await analytics(pd, 'pd'));
      expect(high.pd).toMatchObject({ severity_min: analysed.severityMinPr, severity_max: analysed.severityMaxPr });
      const low = await okDetail(pd, 'voltage', { voltage: 10 });
      expect(low.pd!.severity_max).toBeGreaterThanOrEqual(high.pd!.severity_max);
      expect((await okDetail(pd, 'voltage', { voltage: -5 })).meta.voltage).toBe(0);
      await fails(pd, 'voltage', { voltage: 'high' }, 'voltage');
      await fails(pd, 'voltage', { voltage: 2000 }, 'voltage');
      expect((await okDetail(pd, 'acfrequency', { acfrequency: 0 })).meta.acfreq).toBe(0);
      expect((await okDetail(pd, 'acfrequency', { acfrequency: 60 })).meta.acfreq).toBe(60);
      await fails(pd, 'acfrequency', { acfrequency: 10 }, 'acfrequency');
      await fails(pd, 'acfrequency', { acfrequency: 451 }, 'acfrequency');
    });

    it('analysistime rounds to 0.5 s, keeps heatmap options and recomputes the mechanical summary', async () => {
      const target = mech.analysis_time === 0 ? 0.6 : 0.1;
      const res = await okDetail(mech, 'analysistime', { audioTime: target, heatmapOptions: { smoothing: 2 } });
      expect(res.analysis_time).toBe(target === 0.6 ? 0.5 : 0);
      expect(res.meta.heatmap_options).toEqual({ smoothing: 2 });
      const analysed = mechResultSchema.parse(await analytics(mech, 'mech'));
      expect(res.mech).toMatchObject({ fromAudioTime: analysed.fromAudioTime, kurtosis: analysed.kurtosis, possible_fault: analysed.possible_fault });
      expect(res.meta.mech_analysis_kurtosis).toBe(analysed.kurtosis);
      await fails(mech, 'analysistime', { audioTime: -1 }, 'audioTime');
      await fails(mech, 'analysistime', { audioTime: 9999 }, 'audioTime');
      await fails(mech, 'analysistime', { audioTime: 1, heatmapOptions: 'x' }, 'heatmapOptions');
    });
  });

  describe('annotations', () => {
    it('tags are NFC-normalised, split on spaces and deduplicated; the tags filter sees them', async () => {
      const res = await okDetail(mech, 'tags', { tags: ['pump  Pru\u0308fung', 'pump', 'Prüfung', 'B'] });
      expect(res.tags).toEqual(['pump', 'Prüfung', 'B']);
      expect((await listAll('engineer', '&tags=B')).map((s) => s.id)).toContain(mech.id);
      expect((await okDetail(mech, 'tags', { tags: [] })).tags).toEqual([]);
      await fails(mech, 'tags', { tags: 'pump' }, 'tags');
      await fails(mech, 'tags', { tags: ['x'.repeat(101)] }, 'tags');
      await fails(mech, 'tags', { tags: Array.from({ length: 101 }, (_, i) => `t${i}`) }, 'tags');
    });

    it('label up to 2048 characters, comments up to 10000', async () => {
      expect((await okDetail(mech, 'label', { text: 'Motor M-9 bearing NDE' })).label_detail.text).toBe('Motor M-9 bearing NDE');
      expect((await listAll('engineer', `&label=${encodeURIComponent('nde m-9')}`)).map((s) => s.id)).toEqual([mech.id]);
      expect((await okDetail(mech, 'label', { text: 'x'.repeat(2048) })).label).toHaveLength(2048);
      await fails(mech, 'label', { text: 'x'.repeat(2049) }, 'text');
      await fails(mech, 'label', {}, 'text');
      expect((await okDetail(mech, 'comments', { comments: 'Checked twice.' })).comments).toBe('Checked twice.');
      await fails(mech, 'comments', { comments: 'x'.repeat(10001) }, 'comments');
      await fails(mech, 'comments', { comments: null }, 'comments');
    });

    it('starred and fixed take 0 or 1; the fixed date may not precede creation', async () => {
      expect((await okDetail(leak, 'starred', { starred: 1 })).starred).toBe(true);
      expect((await okDetail(leak, 'starred', { starred: false })).starred).toBe(false);
      await fails(leak, 'starred', { starred: 2 }, 'starred');
      await fails(leak, 'starred', { starred: 'yes' }, 'starred');
      const created = Date.parse(leak.created_date) / 1000;
      const fixed = await okDetail(leak, 'fixed', { fixed: 1, fixed_date_utc_ts: created + 86400 });
      expect(fixed).toMatchObject({ fixed: true, fixed_date: new Date((created + 86400) * 1000).toISOString() });
      expect((await listAll('engineer', '&fixed=1')).map((s) => s.id)).toContain(leak.id);
      await fails(leak, 'fixed', { fixed: 1, fixed_date_utc_ts: created - 60 }, 'fixed_date_utc_ts');
      await fails(leak, 'fixed', { fixed: 3 }, 'fixed');
      expect(await okDetail(leak, 'fixed', { fixed: 0 })).toMatchObject({ fixed: false, fixed_date: null });
      expect((await okDetail(leak, 'fixed', { fixed: 1 })).fixed_date).not.toBeNull();
    });

    it('heatmap mode, picture brightness and dynamic range (not below the default)', async () => {
      expect((await okDetail(pd, 'heatmap-mode', { mode: 'standard' })).meta.heatmap_mode).toBe('single');
      expect((await okDetail(pd, 'heatmap-mode', { mode: 'multi' })).meta.heatmap_mode).toBe('multi');
      await fails(pd, 'heatmap-mode', { mode: 'rainbow' }, 'mode');
      expect((await okDetail(pd, 'picture-brightness', { picture_brightness: 0.55 })).meta.picture_brightness).toBe(0.55);
      await fails(pd, 'picture-brightness', { picture_brightness: 1.5 }, 'picture_brightness');
      const d = await detail(pd);
      const { min, max } = d.level_range!;
      const lowest = min + 0.8 * (max - min);
      const still = (await app.inject({ method: 'GET', url: `/api/snapshots/${pd.id}/heatmap_still/`, headers: auth('engineer') })).rawPayload;
      const chosen = Math.round((lowest + (max - lowest) / 2) * 100) / 100;
      expect((await okDetail(pd, 'dynamicrange', { value: chosen })).dynamicrange_lin).toBe(chosen);
      const narrower = (await app.inject({ method: 'GET', url: `/api/snapshots/${pd.id}/heatmap_still/`, headers: auth('engineer') })).rawPayload;
      expect(narrower).not.toEqual(still);
      await fails(pd, 'dynamicrange', { value: lowest - 1 }, 'value');
      await fails(pd, 'dynamicrange', { value: max + 1 }, 'value');
      expect((await okDetail(pd, 'dynamicrange', { value: null })).dynamicrange_lin).toBeNull();
    });
  });

  describe('concurrent edits (meta edits and bulk tag)', () => {
    it('20 concurrent tag additions all survive; removal takes only the named tags', async () => {
      const target = mine.find((s) => s.id !== leak.id && s.id !== pd.id && s.id !== mech.id)!;
      const adds = Array.from({ length: 20 }, (_, i) => post(target, 'tags/add', { tags: [`bulk${i}`] }));
      const answers = await Promise.all(adds);
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const tags = (await detail(target)).tags;
      for (let i = 0; i < 20; i += 1) expect(tags).toContain(`bulk${i}`);
      const removed = snapshotDetailSchema.parse((await ok(target, 'tags/remove', { tags: ['bulk3', 'bulk7'] })).json());
      expect(removed.tags).not.toContain('bulk3');
      expect(removed.tags).not.toContain('bulk7');
      expect(removed.tags).toHaveLength(tags.length - 2);
      expect((await post(target, 'tags/add', { tags: [] })).statusCode).toBe(400);
      expect((await post(demoSnapshot, 'tags/add', { tags: ['x'] }, 'demo')).statusCode).toBe(403);
    });

    it('inputs sent together leave the stored leak figures equal to a recompute, and nested meta keeps every field', async () => {
      const analytics = async (s: Snapshot) => leakResultSchema.parse((await app.inject({ method: 'GET', url: `/api/snapshots/${s.id}/analytics/leak/`, headers: auth('engineer') })).json());
      const answers = await Promise.all([
        post(leak, 'humidity', { humidity: 35 }),
        post(leak, 'temperature', { temperature: 5 }),
        post(leak, 'distance', { distance: 7 }),
        post(leak, 'specificpower', { specific_power: 21 }),
        post(leak, 'voltage', { voltage: 66 }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const now = await detail(leak);
      expect(now.meta).toMatchObject({ humidity: 35, current_env_temperature_kelvin: 278.15, distance: 7, specific_power: 21, voltage: 66 });
      expect((now.meta.input_data as { inputs_values: Record<string, unknown> }).inputs_values).toMatchObject({ distance: 7, voltage_kv: 66 });
      const listed = (await listAll('engineer', '&type=leak&ordering=-leak_size')).find((s) => s.id === leak.id)!;
      expect(listed.leak!.leakSize!).toBeCloseTo((await analytics(leak)).leakSize!, 3);
    });
  });

  describe('location', () => {
    it('moves, re-clusters, refreshes the address and removes', async () => {
      const target = mine.find((s) => s.locations.length > 0 && s.id !== leak.id)!;
      const before = addressSchema.parse((await app.inject({ method: 'GET', url: `/api/snapshots/${target.id}/address/`, headers: auth('engineer') })).json());
      // Far from every demo site: a new cluster of its own.
      const moved = await okDetail(target, 'location', { location: { latitude: 48.8566, longitude: 2.3522 } });
      expect(moved.locations).toEqual([{ latitude: 48.8566, longitude: 2.3522 }]);
      expect(moved.meta).toMatchObject({ latitude: 48.8566, longitude: 2.3522 });
      const after = addressSchema.parse((await app.inject({ method: 'GET', url: `/api/snapshots/${target.id}/address/`, headers: auth('engineer') })).json());
      expect(after.place.Label).not.toBe(before.place.Label);
      const places = (await app.inject({ method: 'GET', url: '/api/snapshots/locations/', headers: auth('engineer') })).json();
      const cluster = places.clusters.find((c: { snapshotIds: number[] }) => c.snapshotIds.includes(target.id));
      expect(cluster.snapshotIds).toEqual([target.id]);
      expect((await listAll('engineer', `&cluster=${cluster.id}`)).map((s) => s.id)).toEqual([target.id]);

      const addressed = addressSchema.parse((await ok(target, 'change_address', { latitude: 60.2056, longitude: 24.6558 })).json());
      expect(addressed.place.Label).toContain('Plant 2 Compressor House');
      expect((await detail(target)).locations).toEqual([{ latitude: 60.2056, longitude: 24.6558 }]);

      await fails(target, 'location', { location: { latitude: 91, longitude: 0 } }, 'location.latitude');
      await fails(target, 'location', { location: { latitude: 10 } }, 'location.longitude');
      await fails(target, 'change_address', { latitude: 0, longitude: 200 }, 'longitude');
      const removed = await okDetail(target, 'location', { location: null });
      expect(removed.locations).toEqual([]);
      expect((await app.inject({ method: 'GET', url: `/api/snapshots/${target.id}/weather/`, headers: auth('engineer') })).statusCode).toBe(404);
    });
  });

  describe('deactivate', () => {
    it('hides the snapshot from every read', async () => {
      const victim = mine.find((s) => s.device_serial === 'NLC21033' && ![leak, pd, mech].some((k) => k.id === s.id))!;
      const thumb = (await app.inject({ method: 'GET', url: `/api/snapshots/${victim.id}/thumbnail-url/`, headers: auth('engineer') })).json().url as string;
      const fileName = (await detail(victim)).file_name;
      expect(fileName).toMatch(/\.nlz$/);
      const res = await app.inject({ method: 'DELETE', url: `/api/snapshots/${victim.id}/deactivate/`, headers: auth('engineer') });
      expect(res.statusCode).toBe(204);
      // The owner's stale link still learns which file is gone; nobody else learns anything.
      const gone = await app.inject({ method: 'GET', url: `/api/snapshots/${victim.id}/`, headers: auth('engineer') });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ detail: 'Not found.', file_name: fileName });
      const stranger = await app.inject({ method: 'GET', url: `/api/snapshots/${victim.id}/`, headers: auth('demo') });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ detail: 'Not found.' });
      expect((await listAll('engineer')).map((s) => s.id)).not.toContain(victim.id);
      expect((await app.inject({ method: 'GET', url: thumb.replace(/^https?:\/\/[^/]+/, '') })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `/api/snapshots/${victim.id}/deactivate/`, headers: auth('engineer') })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `/api/snapshots/${foreign.id}/deactivate/`, headers: auth('engineer') })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `/api/snapshots/${victim.id}/deactivate/` })).statusCode).toBe(401);
    });
  });

  describe('restart', () => {
    it('keeps every edit and deletion, and does not reseed', async () => {
      const before = await listAll('engineer');
      const details = await Promise.all([leak, pd, mech].map((s) => detail(s)));
      await app.close();
      app = await buildServer({ dataDir });
      for (const user of ['engineer', 'orgadmin', 'demo', 'staff']) tokens[user] = (await login(app, user)).access;
      const after = await listAll('engineer');
      // Signed links differ only in their expiry; compare the rest.
      const strip = (rows: Snapshot[]) => rows.map(({ thumbnail_url: _t, heatmap_still_url: _h, ...rest }) => rest);
      expect(strip(after)).toEqual(strip(before));
      for (const [i, s] of [leak, pd, mech].entries()) {
        const { thumbnail_url: _a, heatmap_still_url: _b, picture_url: _c, ...now } = await detail(s);
        const { thumbnail_url: _d, heatmap_still_url: _e, picture_url: _f, ...then } = details[i]!;
        expect(now).toEqual(then);
      }
      expect((await detail(demoSnapshot, 'demo')).label).toBe('Demo label');
    });
  });
});
