import crypto from 'node:crypto';
import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * Serving and security headers, on the static server a deployment copies
 * (tooling/serve.mjs): precompressed files, cache headers, a second visit that fetches only
 * what must be revalidated, security headers, and no CSP violation on the main pages.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

/** A raw GET (no decompression), so Content-Encoding and sizes are what the server sent. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      })
      .on('error', reject);
  });
}

/** The shell's index.html as served. */
function pageHtml(): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    http.get('http://localhost:3000/', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(text));
    }).on('error', reject);
  });
}

/** The shell's main script, read from its index.html. */
async function mainScript(): Promise<string> {
  const html = await pageHtml();
  // Named in the head's start-up script, which adds it (tooling/startupPreload.cjs starterTag).
  return `http://localhost:3000/${/"\/?(main\.[0-9a-f]{8}\.js)"/.exec(html)![1]}`;
}

test('scripts are served precompressed: brotli, else gzip, else plain', async () => {
  const url = await mainScript();
  const plain = await get(url);
  const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
  const gz = await get(url, { 'accept-encoding': 'gzip' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(br.headers['content-encoding']).toBe('br');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  expect(br.bytes).toBeLessThan(gz.bytes);
  expect(gz.bytes).toBeLessThan(plain.bytes / 2.5);
  const remoteEntry = await get('http://localhost:3001/v0.1.0/remoteEntry.js', { 'accept-encoding': 'br' });
  expect(remoteEntry.headers['content-encoding']).toBe('br');
  // The page, written per response (its nonce), is compressed as it goes out.
  const page = { plain: await get('http://localhost:3000/'), br: await get('http://localhost:3000/', { 'accept-encoding': 'gzip, br' }), gz: await get('http://localhost:3000/#/', { 'accept-encoding': 'gzip' }) };
  expect([page.plain.headers['content-encoding'], page.br.headers['content-encoding'], page.gz.headers['content-encoding']]).toEqual([undefined, 'br', 'gzip']);
  expect(page.br.headers.vary).toMatch(/Accept-Encoding/i);
  expect(page.br.bytes).toBeLessThan(page.plain.bytes / 2.5);
  expect(page.gz.bytes).toBeLessThan(page.plain.bytes / 2.5);
});

test('hashed and versioned files are immutable; the page, the registry and manifests are revalidated', async () => {
  const immutable = 'public, max-age=31536000, immutable';
  expect((await get(await mainScript())).headers['cache-control']).toBe(immutable);
  expect((await get('http://localhost:3001/v0.1.0/remoteEntry.js')).headers['cache-control']).toBe(immutable);
  for (const url of ['http://localhost:3000/', 'http://localhost:3000/index.html', 'http://localhost:3000/remotes.json', 'http://localhost:3001/v0.1.0/mf-manifest.json']) {
    expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
  }
});

test('a second visit fetches only the files that must be revalidated', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/#/login');
  await expect(first.getByRole('button', { name: 'Sign in' }).last()).toBeVisible();
  await first.waitForLoadState('networkidle');
  await first.close();

  const second = await context.newPage();
  const cdp = await context.newCDPSession(second);
  await cdp.send('Network.enable');
  const fromNetwork: string[] = [];
  const fromCache: string[] = [];
  const servedFromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!/^http:\/\/localhost:300\d\//.test(response.url)) return;
    (response.fromDiskCache || servedFromCache.has(requestId) ? fromCache : fromNetwork).push(response.url);
  });
  await second.goto('/#/login');
  await expect(second.getByRole('button', { name: 'Sign in' }).last()).toBeVisible();
  await second.waitForLoadState('networkidle');
  const revalidated = /(\/|\.html|remotes\.json|mf-manifest\.json|maintenance\.json)$/;
  expect(fromNetwork.filter((url) => !revalidated.test(new URL(url).pathname)), 'fetched again although immutable').toEqual([]);
  expect(fromCache.length).toBeGreaterThan(5);
});

test('index.html preloads what start-up fetches after the entry, and the login page runs every preloaded chunk', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === 'http://localhost:3000' && /\.(?:js|css|json)$/.test(url.pathname)) requested.push(url.pathname.slice(1));
  });
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Sign in' }).last()).toBeVisible();
  // The head's start-up script adds the preloads as the document is parsed (for a signed-in
  // visitor's list, once its first cards are painted: prepaint.spec.ts).
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="preload"]')].map((link) => ({ href: link.getAttribute('href')!.replace(/^\//, ''), as: link.getAttribute('as'), priority: link.getAttribute('fetchpriority') })),
  );
  const preloaded = links.map((link) => link.href);
  expect(preloaded.length).toBeGreaterThan(5);
  // Scripts at low priority: the first paint, the frame in the HTML, waits for none of them.
  expect(links.filter((link) => link.as === 'script' && link.priority !== 'low')).toEqual([]);
  // Nothing the runtime asks for itself after the entry: not the start-up chunks, not the
  // registry (preloaded too, read once), not English's namespaces (bundled with start-up; another
  // language's two would come here).
  expect(preloaded).toContain('remotes.json');
  const late = requested.filter((file) => !preloaded.includes(file) && !/^main\.[0-9a-f]{8}\.js$/.test(file) && file !== 'maintenance.json');
  expect(late, 'not preloaded').toEqual([]);
  expect(requested.filter((file) => file === 'remotes.json')).toHaveLength(1);
  // Every preloaded chunk ran: no preload was wasted on a file the page does not use.
  const ran = await page.evaluate(() => ((self as unknown as { rspackChunkshell: [(string | number)[]][] }).rspackChunkshell ?? []).flatMap((entry) => entry[0]).map(String));
  const preloadedChunks = preloaded.filter((file) => file.endsWith('.js')).map((file) => file.split('.')[0]!);
  expect(preloadedChunks.filter((id) => !ran.includes(id))).toEqual([]);
});

test('every static response carries the security headers; the CSP allows exactly the registry origins and the API', async () => {
  for (const url of ['http://localhost:3000/', 'http://localhost:3000/remotes.json', await mainScript(), 'http://localhost:3002/v0.1.0/remoteEntry.js', 'http://localhost:3002/nope.js']) {
    const { headers } = await get(url);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('no-referrer');
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
  }
  const csp = (await get('http://localhost:3000/')).headers['content-security-policy'] as string;
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!.split(' ').slice(1);
  const remotes = [1, 2, 3, 4, 5].map((n) => `http://localhost:300${n}`);
  // The three inline scripts, index.html's boot script, its start-up script and its signed-in
  // first paint, by the hash of what was served.
  const inline = [...(await pageHtml()).matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
  expect(inline).toHaveLength(3);
  const hashes = inline.map((body) => `'sha256-${crypto.createHash('sha256').update(body!).digest('base64')}'`);
  expect(directive('script-src').sort()).toEqual(["'self'", ...remotes, ...hashes].sort());
  expect(directive('connect-src').sort()).toEqual(["'self'", ...remotes, 'http://localhost:8000', 'ws://localhost:8000'].sort());
  // Only the API may be framed (the shared report page embeds its PDF).
  expect(directive('frame-src')).toEqual(['http://localhost:8000']);
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).not.toMatch(/script-src[^;]*'nonce/);
});

test('the public header is painted from the HTML before any script, where the login page draws it; not for a stored session', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const violations = await watchViolations(page);
  // No script but the page's own inline one: what the first paint shows.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/#/login');
  const boot = page.locator('header.acv-boot-header');
  await expect(boot).toHaveText('Acoustic Imaging Cloud');
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  const before = await boot.locator('span').boundingBox();
  const logoBefore = await boot.locator('img').boundingBox();
  expect(await page.title()).toBe('Acoustic Imaging Cloud');

  await page.unroute(/\.js$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' }).last()).toBeVisible();
  await expect(boot).toHaveCount(0);
  // React's header puts the title and logo exactly where the HTML's were: nothing jumps.
  const title = await page.getByTestId('product-title').boundingBox();
  expect([title!.x, title!.y, title!.height]).toEqual([before!.x, before!.y, before!.height]);
  expect(await page.locator('.acv-public-header img').boundingBox()).toEqual(logoBefore);

  // A stored session goes to the signed-in frame: the public header would flash, so it is not shown.
  await page.evaluate(() => localStorage.setItem('acv.session', '{}'));
  await page.route(/\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(boot).toBeHidden();
  await page.evaluate(() => localStorage.removeItem('acv.session'));
  expect(violations).toEqual([]);
});

test('on a slow CPU the HTML frame is painted before the platform starts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A phone's CPU: the start-up modules' evaluation takes long enough to hold the first paint back.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Sign in' }).last()).toBeVisible();
  const [paint, start] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    performance.getEntriesByName('acv:start')[0]?.startTime,
  ]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(paint, 'first contentful paint').toBeDefined();
  expect(start, 'start-up mark').toBeDefined();
  expect(paint!).toBeLessThan(start!);
});

test('the signed-in shell cannot be framed by another origin', async ({ page }) => {
  await page.setContent('<iframe src="http://localhost:3000/#/login" width="400" height="300"></iframe>');
  await page.waitForTimeout(1_000);
  const frame = page.frames().find((f) => f.url().startsWith('http://localhost:3000'));
  const framed = frame ? await frame.locator('input[type=password]').count().catch(() => 0) : 0;
  expect(framed).toBe(0);
});

/** Collects `securitypolicyviolation` events of every document the page shows. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test('no Content-Security-Policy violation across the main pages', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Sign in' }).last()).toBeVisible();
  await page.goto('/#/download');
  await expect(page.getByRole('heading', { level: 1, name: 'Viewer download' })).toBeVisible();
  await signIn(page, 'engineer');
  await page.locator('[data-snapshot-id]').first().waitFor();
  const id = await page.locator('[data-snapshot-id]').first().getAttribute('data-snapshot-id');
  await page.goto(`/#/snapshot/${id}`);
  await page.getByTestId('snapshot-detail').waitFor();
  await page.waitForLoadState('networkidle');
  for (const [path, heading] of [['/cameras', 'Cameras'], ['/organization', 'Organization'], ['/components', 'Components']] as const) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/#/faq');
  await page.waitForLoadState('networkidle');
  // antd's runtime styles carry the page's nonce (read from its meta tag).
  const nonced = await page.evaluate(() => {
    const nonce = (document.querySelector('meta[property="csp-nonce"]') as HTMLMetaElement).nonce;
    const styles = [...document.querySelectorAll('style')].filter((s) => s.hasAttribute('data-css-hash') || s.hasAttribute('data-rc-order') || s.hasAttribute('data-token-hash'));
    return { nonce: nonce?.length ?? 0, styles: styles.length, withNonce: styles.filter((s) => s.nonce === nonce).length };
  });
  expect(nonced.nonce).toBeGreaterThan(10);
  expect(nonced.styles).toBeGreaterThan(0);
  expect(nonced.withNonce).toBe(nonced.styles);
  expect(violations).toEqual([]);
});
