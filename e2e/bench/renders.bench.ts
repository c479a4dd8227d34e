import { test, type Browser } from '@playwright/test';
import { API, apiSnapshots } from '../support/api';
import { PASSWORD } from '../support/session';

/**
 * How much React renders while a signed-in page loads, and when its largest paint
 * comes. A stand-in for React DevTools' hook counts each commit and the components that ran in
 * it (a fiber with React's PerformedWork flag), from a cold load of the list and of a leak
 * snapshot's detail until the network has been idle 2 s. Also the page's own largest contentful
 * paint (PerformanceObserver), at CPU 1x and 4x. Median of 3 loads each.
 */

interface Figures {
  commits: number;
  renders: number;
  lcpMs: number;
  lcpElement: string;
}

/** Installed before any script: React calls the hook on every commit, production builds too. */
function countRenders() {
  const stats = { commits: 0, renders: 0, lcp: [0, ''] as [number, string] };
  (window as unknown as { __renders: typeof stats }).__renders = stats;
  const ran = (fiber: { flags: number; type: unknown }) =>
    (fiber.flags & 1) === 1 && (typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null));
  type Fiber = { flags: number; type: unknown; child: Fiber | null; sibling: Fiber | null };
  const count = (fiber: Fiber | null): number => {
    let n = 0;
    for (let f = fiber; f; f = f.sibling) n += (ran(f) ? 1 : 0) + count(f.child);
    return n;
  };
  const renderers = new Map<number, unknown>();
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      stats.commits += 1;
      stats.renders += count(root.current.child);
    },
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
      stats.lcp = [Math.round(entry.startTime), entry.element ? `${entry.element.tagName.toLowerCase()}.${String(entry.element.className).split(' ')[0]}` : '?'];
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function measure(browser: Browser, path: string, cpu: number, tokens: { access: string; refresh: string }): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(countRenders);
  await page.goto('/#/login');
  await page.evaluate((t) => localStorage.setItem('acv.session', JSON.stringify(t)), tokens);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto('about:blank');
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const stats = await page.evaluate(() => (window as unknown as { __renders: { commits: number; renders: number; lcp: [number, string] } }).__renders);
  await context.close();
  return { commits: stats.commits, renders: stats.renders, lcpMs: stats.lcp[0], lcpElement: stats.lcp[1] };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('React renders and largest paint while the list and a detail load', async ({ browser }) => {
  const answer = await fetch(`${API}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'engineer', password: PASSWORD }),
  });
  const tokens = (await answer.json()) as { access: string; refresh: string };
  const leak = (await apiSnapshots(tokens.access, 'type=leak&page_size=1')).results[0]!.id;
  for (const [name, path] of [['list', '/#/'], ['leak detail', `/#/snapshot/${leak}`]] as const) {
    for (const cpu of [1, 4]) {
      const runs: Figures[] = [];
      for (let i = 0; i < 3; i++) runs.push(await measure(browser, path, cpu, tokens));
      console.log(
        `${name.padEnd(12)} CPU ${cpu}x: ${median(runs.map((r) => r.commits))} commits, ${median(runs.map((r) => r.renders)).toLocaleString('en')} component renders, ` +
          `largest paint ${median(runs.map((r) => r.lcpMs))} ms (${runs[0]!.lcpElement}) (median of 3)`,
      );
    }
  }
});
