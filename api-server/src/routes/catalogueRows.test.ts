import type { FastifyInstance } from 'fastify';
import { insertFixtureSnapshots } from '../jobs/jobsTestKit';
import { liveServicesOf } from '../live';
import { login, startTestServer } from '../testing/testServer';

jest.setTimeout(180_000);

/**
 * Server conditions of error-catalogue rows (spec 001 section 8) that need data the demo seed
 * does not hold. The viewer's reading of each answer is produced in shared-domain's
 * errorCatalogue.rows.server.test.ts; docs/security-audit.md maps every row to its tests.
 */
describe('error catalogue: server conditions beyond the seed', () => {
  let app: FastifyInstance;
  let access: string;

  beforeAll(async () => {
    app = await startTestServer();
    access = (await login(app, 'engineer')).access;
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } });

  it('catalogue row 16, a snapshot without a time signal: the detail says none is available and the signal read answers 404', async () => {
    const { db } = liveServicesOf(app);
    const { ids } = await insertFixtureSnapshots(db, 'engineer', 'TJCAT1', [{ kind: 'leak', createdDate: '2026-03-01T10:00:00Z' }]);
    const id = ids[0]!;
    // With its signal, as the fixture makes it.
    expect((await get(`/api/snapshots/${id}/`)).json()).toMatchObject({ signal_available: true });
    expect((await get(`/api/snapshots/${id}/signal/`)).statusCode).toBe(200);
    // A snapshot recorded without one (an imported .nlz may carry none).
    await db.query('UPDATE snapshots SET signal_blob_id = NULL WHERE id = $1', [id]);
    expect((await get(`/api/snapshots/${id}/`)).json()).toMatchObject({ signal_available: false });
    const signal = await get(`/api/snapshots/${id}/signal/`);
    expect(signal.statusCode).toBe(404);
    expect(signal.json()).toEqual({ detail: expect.any(String) });
    // The rest of the snapshot still reads.
    expect((await get(`/api/snapshots/${id}/picture/`)).statusCode).toBe(200);
  });
});
