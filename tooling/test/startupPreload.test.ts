import vm from 'node:vm';
import { preloadTags, starterTag, STARTER_FALLBACK_MS, startupFiles } from '../startupPreload.cjs';

const boundary = { moduleName: './src/index.ts', request: './bootstrap' };
const consume = (name: string) => `consume shared module (default) ${name}@^1.0.0 (strict) (fallback: /x/${name}.js)`;
const provide = (name: string) => `provide shared module (default) ${name}@1.0.0 = /x/${name}.js`;
const consumes = (...names: string[]) => names.map((name) => ({ moduleType: 'consume-shared-module', name: consume(name) }));

/** Stats chunks of a host: bootstrap consumes react-dom and @scope/core; only a lazy page consumes antd. */
const chunks = [
  { id: 1, files: ['main.js'], origins: [{ moduleName: '', request: './src/index.ts' }] },
  { id: 2, files: ['boot.css', 'boot.js'], origins: [boundary], modules: [{ moduleType: 'javascript/auto', name: './src/bootstrap.tsx' }] },
  // The boundary group's file-less chunk of consume modules.
  { id: 3, files: [], origins: [boundary, { moduleName: './src/bootstrap.tsx', request: './Page' }], modules: consumes('react-dom', '@scope/core') },
  // react-dom: the host's provided copy and a fallback copy the runtime never loads.
  { id: 4, files: ['react-dom.js'], origins: [{ moduleName: provide('react-dom') }], modules: consumes('react') },
  { id: 5, files: ['react-dom-fallback.js'], origins: [{ moduleName: consume('react-dom') }] },
  { id: 6, files: ['react.js'], origins: [{ moduleName: provide('react') }, { moduleName: consume('react') }] },
  // @scope/core: provided by nobody, so its fallback.
  { id: 7, files: ['core.js', 'core.js.map'], origins: [{ moduleName: consume('@scope/core') }] },
  // A lazy page and what only it consumes.
  { id: 8, files: ['page.js'], origins: [{ moduleName: './src/bootstrap.tsx', request: './Page' }], modules: consumes('antd') },
  { id: 9, files: ['antd.js'], origins: [{ moduleName: provide('antd') }, { moduleName: consume('antd') }] },
];

describe('startupFiles (preload what start-up fetches after the entry)', () => {
  it('takes the boundary, then what it consumes from the host, recursively, and nothing a later page needs', () => {
    expect(startupFiles(chunks, { entryModule: './src/index.ts', request: './bootstrap' })).toEqual(['boot.css', 'boot.js', 'react-dom.js', 'react.js', 'core.js']);
  });

  it('fails the build when the boundary is not found, rather than preloading nothing', () => {
    expect(() => startupFiles(chunks, { entryModule: './src/main.ts', request: './bootstrap' })).toThrow(/no chunk is loaded by import\('\.\/bootstrap'\)/);
  });

  it('makes head links with the public path, as style for CSS, script for JavaScript (low priority: the HTML paints without it) and fetch (CORS) for data', () => {
    expect(preloadTags(['a.css', 'b.js'], '/', ['remotes.json'])).toEqual([
      { tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'style', href: '/a.css' } },
      { tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/b.js' } },
      { tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: '/remotes.json' } },
    ]);
  });

  describe('starterTag', () => {
    /** Runs the start-up script in a minimal page; answers what it added to the head. */
    function page(prepaintPending: boolean, session = false) {
      const added: Array<{ tag: string; attributes: Record<string, string>; src?: string; async?: boolean }> = [];
      const listeners: Record<string, () => void> = {};
      const timers: Array<() => void> = [];
      const element = (tag: string) => {
        const node = { tag, attributes: {} as Record<string, string>, src: undefined as string | undefined, async: true, setAttribute: (k: string, v: string) => (node.attributes[k] = v) };
        return node;
      };
      const window: Record<string, unknown> = { acvPrepaintPending: prepaintPending };
      const document = {
        documentElement: { classList: { contains: (name: string) => session && name === 'acv-session' } },
        head: { appendChild: (node: (typeof added)[number]) => added.push(node) },
        createElement: element,
        addEventListener: (name: string, f: () => void) => (listeners[name] = f),
      };
      const tag = starterTag(preloadTags(['a.css', 'b.js'], '/', ['remotes.json']), ['/main.1.js'], preloadTags(['layout.js', 'layout.css'], '/'));
      vm.runInNewContext(tag.innerHTML, { document, window, setTimeout: (f: () => void, ms: number) => (ms === STARTER_FALLBACK_MS ? timers.push(f) : undefined) });
      return { added, window, parsed: () => listeners.DOMContentLoaded!(), fallback: () => timers.forEach((f) => f()) };
    }

    it('adds the preloads, then the entry in order, once the document is parsed', () => {
      const { added, parsed, fallback } = page(false);
      expect(added).toEqual([]);
      parsed();
      fallback();
      expect(added.map((node) => (node.tag === 'link' ? node.attributes.href : `${node.src} async=${String(node.async)}`))).toEqual(['/a.css', '/b.js', '/remotes.json', '/main.1.js async=false']);
      expect(added[1]!.attributes).toEqual({ rel: 'preload', as: 'script', fetchpriority: 'low', href: '/b.js' });
    });

    it("adds the signed-in frame's preloads before the entry for a stored session only", () => {
      const { added, parsed } = page(false, true);
      parsed();
      expect(added.map((node) => (node.tag === 'link' ? node.attributes.href : node.src))).toEqual(['/a.css', '/b.js', '/remotes.json', '/layout.js', '/layout.css', '/main.1.js']);
      expect(added[3]!.attributes).toEqual({ rel: 'preload', as: 'script', fetchpriority: 'low', href: '/layout.js' });
    });

    it('waits for the signed-in first paint, at most STARTER_FALLBACK_MS', () => {
      const waiting = page(true);
      waiting.parsed();
      expect(waiting.added).toEqual([]);
      (waiting.window.acvStart as () => void)();
      expect(waiting.added).toHaveLength(4);
      const stuck = page(true);
      stuck.parsed();
      stuck.fallback();
      expect(stuck.added).toHaveLength(4);
    });
  });
});
