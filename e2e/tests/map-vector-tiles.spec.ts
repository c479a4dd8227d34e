import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSnapshots, apiToken } from '../support/api';
import { ensureServer, ROOT, SERVERS, stopServer, TMP, waitForClosed, waitForUrl } from '../support/servers';
import { openSignedIn } from '../support/session';

// Vector map styles. The tile source is a build-time deployment setting of
// the snapshots area (MAP_TILE_URL), so this spec builds mfe-snapshots with the setting pointing
// at a MapLibre style with a vector source, serves that build on the snapshots port (3001, an
// origin the shell's CSP allows) together with the style and real Mapbox Vector Tiles made here,
// and restores the normal build afterwards. A broken style (404, not JSON, unreachable) must
// leave the offline basemap and a small note.

const SNAPSHOTS = SERVERS['mfe-snapshots'];
const BUILD = path.join(TMP, 'mfe-snapshots-vector');
const FIXTURE = 'map-fixture';
const STYLE_URL = `http://localhost:${SNAPSHOTS.port}/${FIXTURE}/style.json`;
/** The style's colours (the buildings are what the test looks for on the canvas). */
const LAND = '#e8eadf';
const BUILDING = [200, 85, 61] as const; // #c8553d
/** The offline basemap's land colour (shared-ui basemapLayer.ts). */
const OFFLINE_LAND = [243, 240, 232] as const; // #f3f0e8
const NOTE = 'Detailed map unavailable, showing the offline map';
/** The source's deepest tiles; the map overzooms them to building scale. */
const MAX_ZOOM = 14;

// --- A minimal Mapbox Vector Tile (protobuf) encoder: enough for polygon layers. ---
const varint = (value: number): number[] => {
  const bytes: number[] = [];
  let v = value >>> 0;
  while (v > 127) {
    bytes.push((v & 127) | 128);
    v >>>= 7;
  }
  bytes.push(v);
  return bytes;
};
const zigzag = (n: number) => ((n << 1) ^ (n >> 31)) >>> 0;
const field = (no: number, wire: number) => varint((no << 3) | wire);
const bytesField = (no: number, body: number[]) => [...field(no, 2), ...varint(body.length), ...body];
const varintField = (no: number, value: number) => [...field(no, 0), ...varint(value)];
const utf8 = (text: string) => [...Buffer.from(text, 'utf8')];

/** Rectangles (tile units, extent 4096) as one polygon feature each. */
function polygonLayer(name: string, rectangles: [number, number, number, number][]): number[] {
  const features = rectangles.map(([x0, y0, x1, y1], index) => {
    // MoveTo(1), LineTo(3), ClosePath; clockwise in tile space (y down) is an exterior ring.
    const corners = [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ];
    const geometry: number[] = [];
    let [cx, cy] = [0, 0];
    corners.forEach(([x, y], i) => {
      if (i === 0) geometry.push((1 & 7) | (1 << 3));
      if (i === 1) geometry.push((2 & 7) | (3 << 3));
      geometry.push(zigzag(x! - cx), zigzag(y! - cy));
      [cx, cy] = [x!, y!];
    });
    geometry.push((7 & 7) | (1 << 3));
    const packed = geometry.flatMap(varint);
    return bytesField(2, [...varintField(1, index + 1), ...varintField(3, 3), ...bytesField(4, packed)]);
  });
  return bytesField(3, [...varintField(15, 2), ...bytesField(1, utf8(name)), ...features.flat(), ...varintField(5, 4096)]);
}

/** One tile: land over the whole tile and an 8x8 grid of buildings. */
function siteTile(): Buffer {
  const buildings: [number, number, number, number][] = [];
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const [x, y] = [col * 512 + 64, row * 512 + 96];
      buildings.push([x, y, x + 160 + ((col * 37 + row * 11) % 200), y + 100 + ((row * 53 + col * 7) % 220)]);
    }
  }
  return Buffer.from([...polygonLayer('land', [[-64, -64, 4160, 4160]]), ...polygonLayer('buildings', buildings)]);
}

/** The XYZ tile of a place at zoom `z`. */
function tileOf(latitude: number, longitude: number, z: number) {
  const n = 2 ** z;
  const rad = (latitude * Math.PI) / 180;
  return {
    x: Math.floor(((longitude + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

/** The style and the tiles around a place: its tile at every zoom, and its neighbours at the deepest. */
function writeFixture(dir: string, place: { latitude: number; longitude: number }) {
  const root = path.join(dir, FIXTURE);
  fs.rmSync(root, { recursive: true, force: true });
  const tile = siteTile();
  const write = (z: number, x: number, y: number) => {
    fs.mkdirSync(path.join(root, 'tiles', String(z), String(x)), { recursive: true });
    fs.writeFileSync(path.join(root, 'tiles', String(z), String(x), `${y}.pbf`), tile);
  };
  for (let z = 0; z <= MAX_ZOOM; z += 1) {
    const { x, y } = tileOf(place.latitude, place.longitude, z);
    if (z < MAX_ZOOM) write(z, x, y);
    else for (let dx = -1; dx <= 1; dx += 1) for (let dy = -1; dy <= 1; dy += 1) write(z, x + dx, y + dy);
  }
  const style = {
    version: 8,
    name: 'e2e site',
    // As cloud styles do: the source names a TileJSON, whose tile URL is relative to it.
    sources: { site: { type: 'vector', url: 'site.json' } },
    layers: [
      { id: 'land', type: 'fill', source: 'site', 'source-layer': 'land', paint: { 'fill-color': LAND } },
      { id: 'buildings', type: 'fill', source: 'site', 'source-layer': 'buildings', paint: { 'fill-color': `rgb(${BUILDING.join(',')})`, 'fill-outline-color': '#7a2e20' } },
    ],
  };
  fs.writeFileSync(path.join(root, 'style.json'), JSON.stringify(style));
  fs.writeFileSync(path.join(root, 'site.json'), JSON.stringify({ tilejson: '3.0.0', tiles: ['tiles/{z}/{x}/{y}.pbf'], minzoom: 0, maxzoom: MAX_ZOOM, attribution: 'E2E site map' }));
}

/** How many canvas pixels of the map have (about) this colour. */
async function pixelsOf(map: Locator, rgb: readonly [number, number, number]): Promise<number> {
  return map.evaluate((element, [r, g, b]) => {
    let count = 0;
    for (const canvas of element.querySelectorAll('canvas')) {
      if (!canvas.width || !canvas.height) continue;
      const context = canvas.getContext('2d');
      if (!context) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! > 200 && Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 12) count += 1;
      }
    }
    return count;
  }, rgb);
}

/** Opens the detail of `id` signed in as the engineer, its map drawn. */
async function openLocatedDetail(page: Page, id: number): Promise<Locator> {
  await openSignedIn(page, 'engineer', `/#/snapshot/${id}`);
  const map = page.getByRole('region', { name: 'Snapshot location' });
  // The map loads OpenLayers once it comes near the viewport.
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('canvas').first()).toBeVisible();
  return map;
}

test.describe('map with a vector style', () => {
  let token: string;
  let snapshot: { id: number; latitude: number; longitude: number };
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    // One production build of mfe-snapshots (about 10 s on 2 idle cores).
    test.setTimeout(240_000);
    token = await apiToken('engineer');
    const located = (await apiSnapshots(token, 'type=leak&page_size=50')).results.find((s) => s.meta.latitude !== null && s.meta.longitude !== null);
    snapshot = { id: located!.id, latitude: located!.meta.latitude!, longitude: located!.meta.longitude! };
    // The deployment setting, as a deployment sets it: an environment variable of the build.
    const built = spawnSync(path.join(ROOT, 'mfe-snapshots', 'node_modules', '.bin', 'rspack'), ['build'], {
      cwd: path.join(ROOT, 'mfe-snapshots'),
      env: { ...process.env, NODE_ENV: 'production', MAP_TILE_URL: STYLE_URL, MAP_TILE_ATTRIBUTION: '', OUT_DIR: BUILD },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (built.status !== 0) throw new Error(`mfe-snapshots build with MAP_TILE_URL failed:\n${built.stdout}\n${built.stderr}`);
    writeFixture(BUILD, snapshot);
    await stopServer('mfe-snapshots');
    server = spawn(process.execPath, [path.join(ROOT, 'tooling', 'serve.mjs'), BUILD, String(SNAPSHOTS.port)], { cwd: ROOT, stdio: 'ignore', detached: true });
    await waitForUrl(`http://127.0.0.1:${SNAPSHOTS.port}/${FIXTURE}/style.json`);
  });

  test.afterAll(async () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        server.kill('SIGTERM');
      }
      await waitForClosed(SNAPSHOTS.port);
    }
    await ensureServer('mfe-snapshots');
  });

  test('draws the vector tiles of the configured style at building scale, with the scale bar', async ({ page }) => {
    const tiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/${FIXTURE}/tiles/`) && response.ok()) tiles.push(response.url());
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    const map = await openLocatedDetail(page, snapshot.id);
    // The map asked for the style's vector tiles (overzoomed from the source's deepest level).
    await expect.poll(() => tiles.filter((url) => url.includes(`/tiles/${MAX_ZOOM}/`)).length).toBeGreaterThan(0);
    const { x, y } = tileOf(snapshot.latitude, snapshot.longitude, MAX_ZOOM);
    expect(tiles).toContain(`${STYLE_URL.replace('style.json', '')}tiles/${MAX_ZOOM}/${x}/${y}.pbf`);
    // ...and drew their features: buildings in the style's fill colour, not the offline basemap.
    await expect.poll(() => pixelsOf(map, BUILDING), { timeout: 20_000 }).toBeGreaterThan(500);
    // (A few anti-aliased pixels of the marker's edge may come close to it; the basemap would be thousands.)
    expect(await pixelsOf(map, OFFLINE_LAND)).toBeLessThan(50);
    await expect(map.getByText(NOTE)).toHaveCount(0);
    await expect(map.locator('.ol-scale-line-inner')).toHaveText(/^\d+ m$/);
    await expect(map.locator('.ol-attribution')).toContainText('E2E site map');

    if (process.env.MAP_SHOTS) {
      await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: path.join(process.env.MAP_SHOTS, 'detail-vector-desktop.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      // Phones show the location under the Detail tab.
      await page.getByRole('tab', { name: 'Detail' }).click();
      await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect.poll(() => pixelsOf(map, BUILDING), { timeout: 20_000 }).toBeGreaterThan(200);
      await page.screenshot({ path: path.join(process.env.MAP_SHOTS, 'detail-vector-phone.png') });
    }
  });

  const TILEJSON_URL = STYLE_URL.replace('style.json', 'site.json');
  for (const [broken, url, answer] of [
    ['answers 404', STYLE_URL, { status: 404, body: 'Not found' }],
    ['is not JSON', STYLE_URL, { status: 200, contentType: 'text/html', body: '<html><body>Sign in</body></html>' }],
    ['cannot be reached', STYLE_URL, null],
    ['names a tile source that refuses (403)', TILEJSON_URL, { status: 403, body: 'Invalid key' }],
  ] as const) {
    test(`a style that ${broken} leaves the offline basemap and says so`, async ({ page }) => {
      await page.route(url, (route) => (answer ? route.fulfill(answer) : route.abort('connectionrefused')));
      await page.setViewportSize({ width: 1366, height: 900 });
      const map = await openLocatedDetail(page, snapshot.id);
      await expect(map.getByRole('status')).toHaveText(NOTE);
      await expect.poll(() => pixelsOf(map, OFFLINE_LAND), { timeout: 20_000 }).toBeGreaterThan(500);
      expect(await pixelsOf(map, BUILDING)).toBe(0);
      // The map still works: the scale bar and the marker's place in the fields.
      await expect(map.locator('.ol-scale-line-inner')).toHaveText(/^\d+ m$/);
      await expect(page.getByLabel('Latitude (degrees)')).toHaveValue(String(snapshot.latitude));
      if (process.env.MAP_SHOTS && broken === 'answers 404') await page.screenshot({ path: path.join(process.env.MAP_SHOTS, 'detail-vector-fallback.png') });
    });
  }
});
