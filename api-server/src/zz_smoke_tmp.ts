import { buildServer } from './app';
import { snapshotPageSchema, snapshotDetailSchema } from 'shared-core/schemas';
(async () => {
  let t = Date.now();
  const app = await buildServer({ dataDir: '/tmp/snapx/smoke', fresh: true });
  console.log('build', Date.now() - t);
  const tok = (await app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'engineer', password: 'viewer-demo-1' } })).json().access;
  const h = { authorization: `Bearer ${tok}` };
  t = Date.now();
  const list = await app.inject({ method: 'GET', url: '/api/snapshots/?page_size=3', headers: h });
  console.log('list', list.statusCode, Date.now() - t);
  const body = list.json();
  const parsed = snapshotPageSchema.safeParse(body);
  console.log(parsed.success ? 'page ok' : JSON.stringify(parsed.error.issues.slice(0, 5)), body.count, body.next);
  const id = body.results[0].id;
  const det = await app.inject({ method: 'GET', url: `/api/snapshots/${id}/`, headers: h });
  const dp = snapshotDetailSchema.safeParse(det.json());
  console.log('detail', det.statusCode, dp.success ? 'ok' : JSON.stringify(dp.error.issues.slice(0, 5)));
  for (const p of ['picture/', 'heatmap_still/', 'heatmap/', 'signal/', 'audible-wav/', 'thumbnail-url/', 'wav-url/', 'video-bfv/?begin=0&end=2', 'weather/', 'address/', 'analytics/leak/', 'analytics/pd/', 'analytics/pattern/', 'analytics/mech/', 'analytics/locations/']) {
    t = Date.now();
    const r = await app.inject({ method: 'GET', url: `/api/snapshots/${id}/${p}`, headers: h });
    console.log(p, r.statusCode, r.headers['content-type'], r.rawPayload.length, Date.now() - t, r.headers['content-type']?.toString().includes('json') ? r.body.slice(0, 150) : '');
  }
  const tu = (await app.inject({ method: 'GET', url: `/api/snapshots/${id}/thumbnail-url/`, headers: h })).json().url;
  const m = await app.inject({ method: 'GET', url: tu.replace(/^http:\/\/[^/]+/, '') });
  console.log('media', m.statusCode, m.headers['content-type'], m.rawPayload.length);
  const e = await app.inject({ method: 'POST', url: `/api/snapshots/${id}/distance/`, headers: h, payload: { distance: 7 } });
  console.log('edit', e.statusCode, e.json().source_distance, e.json().leak);
  const o = await app.inject({ method: 'GET', url: `/openapi.json` });
  console.log('openapi', o.statusCode, Object.keys(o.json().paths).filter((p: string) => p.includes('snap')).length, JSON.stringify(o.json()).includes('x-undocumented'));
  await app.close();
})();
