// One Rspack + Module Federation 2 config for every app (shell and remotes), so
// the federation rules (docs/architecture.md) live in one place:
// - no build-time remotes; the shell registers them at runtime from the registry;
// - `shareStrategy: 'loaded-first'`, async startup through `import('./bootstrap')`;
// - the singleton list with explicit `requiredVersion` read from what is installed;
// - `dts: false`, `dev: false` (the type plugin downloads and can hang builds here);
// - remotes get an absolute, versioned public path: `<origin>/v<version>/`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { writeAntdStaticCss } from './antdStaticCss.mjs';
import { preloadTags, starterTag, startupFiles } from './startupPreload.cjs';
import perModuleImports from './perModuleImports.cjs';
import { contractSummary } from './contractSummary.mjs';
import { localRegistry } from './registry.mjs';
import { sharedPackage, skewRules } from './skew.mjs';
import { currentCommit } from './git.mjs';

const { PER_MODULE_PATHS } = perModuleImports;

/** Packages every app shares as singletons (docs/architecture.md, the remote contract). */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // react-router is not shared on its own: only react-router-dom imports it, so it travels
  // inside react-router-dom's shared chunk, tree-shaken with it.
  'react-router-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'jotai',
  // antd and @ant-design/icons are shared per module (PER_MODULE_SHARED below), not whole.
  '@ant-design/cssinjs',
  'dayjs',
  'i18next',
  'react-i18next',
  'shared-core',
  'shared-ui',
  'brands',
];

/**
 * Shared packages that travel tree-shaken. A shared module cannot be tree-shaken by
 * the app that provides it, because a remote may use any export. The workspace knows every
 * consumer, though, so each app provides (and falls back to) a generated module that re-exports
 * exactly the union of the exports the workspace's sources import from the package: the same
 * set in every build, so whichever app's copy the singleton negotiation picks serves all of
 * them (Module Federation's `treeShaking: { mode: 'server-calc' }`, computed at build time).
 */
export const UNION_SHARED = ['react-router-dom'];

/**
 * Libraries shared per module: `import { Button } from 'antd'` is rewritten at build
 * time to `import Button from 'antd/es/button'` (swc's transformImport), and every such module
 * path the workspace uses is its own shared module, so a page loads only the components its
 * code imports. A component's internals (config-provider context, motion, rc-util...) are
 * relative imports inside the package, not shared: they are one instance only if every shared
 * module comes from the same container. So in production the shell provides all of them
 * (`providedEverywhere`, the workspace's union) and the remotes bring no copy (`import: false`).
 */
const PER_MODULE_SHARED = [
  {
    pkg: 'antd',
    // ConfigProvider -> antd/es/config-provider, theme -> antd/es/theme (perModuleImports.cjs,
    // which jest's transform shares)
    request: (name) => PER_MODULE_PATHS.antd(name, 'es'),
    transform: { libraryName: 'antd', libraryDirectory: 'es', camelToDashComponentName: true },
  },
  {
    pkg: '@ant-design/icons',
    request: (name) => PER_MODULE_PATHS['@ant-design/icons'](name, 'es'),
    transform: { libraryName: '@ant-design/icons', customName: '@ant-design/icons/es/icons/{{ member }}' },
  },
];

/** Every shared module path of PER_MODULE_SHARED the workspace imports, with its package. */
export function perModuleRequests() {
  const files = workspaceSources();
  return PER_MODULE_SHARED.flatMap(({ pkg, request }) => usedExports(pkg, files).map((name) => ({ pkg, request: request(name) })));
}

const WORKSPACE = path.resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = ['shell', 'shared-domain', 'shared-core', 'shared-ui', 'brands', 'locales'];

/** Every .ts/.tsx source (not tests) of the apps and shared packages of the workspace. */
function workspaceSources() {
  const roots = [
    ...SOURCE_ROOTS,
    ...fs.readdirSync(WORKSPACE).filter((name) => name.startsWith('mfe-')),
  ].map((name) => path.join(WORKSPACE, name, 'src'));
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'testing' && entry.name !== '__tests__') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(full);
      }
    }
  };
  roots.forEach(walk);
  return files;
}

/** The value exports the workspace imports (or re-exports) from `pkg`, sorted. Throws on `import *`. */
export function usedExports(pkg, files = workspaceSources()) {
  const quoted = pkg.replace(/[/\-@.]/g, (c) => `\\${c}`);
  const named = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${quoted}['"]`, 'g');
  const star = new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+['"]${quoted}['"]|import\\(\\s*['"]${quoted}['"]`);
  const used = new Set();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(pkg)) continue;
    if (star.test(text)) throw new Error(`${file} imports all of ${pkg}: import the names it uses instead`);
    for (const match of text.matchAll(named)) {
      if (match[1]) continue;
      for (const spec of match[2].split(',')) {
        const name = spec.trim();
        if (!name || name.startsWith('type ')) continue;
        used.add(name.split(/\s+as\s+/)[0].trim());
      }
    }
  }
  return [...used].sort();
}

/**
 * Writes the re-export module of `pkg` for the app in `dir` and returns its path. It imports the
 * package by its resolved file, so the alias that points `pkg` at this module does not loop.
 */
function unionModule(dir, pkg) {
  const names = usedExports(pkg);
  const pkgDir = path.join(dir, 'node_modules', pkg);
  const manifest = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const entry = fs.realpathSync(path.join(pkgDir, manifest.module ?? manifest.main ?? 'index.js'));
  const file = path.join(dir, 'node_modules', '.cache', 'shared-union', `${pkg.replace(/[@/]/g, '_')}.mjs`);
  const text = `// Generated by tooling/rspack.mjs: the exports of ${pkg} the workspace uses.\nexport { ${names.join(', ')} } from ${JSON.stringify(entry)};\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/** `resolve.alias` entries that point each UNION_SHARED package at its re-export module. */
function unionAliases(dir) {
  return Object.fromEntries(UNION_SHARED.map((pkg) => [`${pkg}$`, unionModule(dir, pkg)]));
}

/**
 * antd's heavier components, which only a few pages use: their modules and their static CSS
 * keep chunks of their own rather than joining the host's `antd` chunk (see its cache group).
 * InputNumber, Drawer, Steps, Descriptions and Radio only dialogs and the detail use (17 KB gz
 * off the list's first load). Not Form: its folder holds hooks every input uses.
 */
const ANTD_OWN_CHUNKS = 'table|tree|tree-select|slider|image|tour|switch|breadcrumb|divider|statistic|auto-complete|watermark|calendar|transfer|cascader|qr-code|carousel|mentions|date-picker|time-picker|input-number|drawer|steps|descriptions|radio';

/**
 * Production builds style antd from static CSS (tooling/antdStaticCss.mjs) and run it with
 * `theme.zeroRuntime` (shared-ui PlatformProviders): the rule that makes each antd style module
 * import its CSS. Development builds (and jest) keep antd's run-time styles.
 */
function antdStaticCssRule(dir) {
  const files = writeAntdStaticCss(dir, path.join(dir, 'node_modules', '.cache', 'antd-css'));
  return {
    test: (file) => Object.hasOwn(files, file),
    loader: path.join(import.meta.dirname, 'antdCssLoader.cjs'),
    options: { files },
  };
}

/** The apps' ports (README), also used to compose registries. */
export const PORTS = {
  shell: 3000,
  'mfe-snapshots': 3001,
  'mfe-cameras': 3002,
  'mfe-organization': 3003,
  'mfe-reseller': 3004,
  'mfe-reports': 3005,
};

/**
 * Writes what a build is beside its output: a remote's `contract.json` (its contract
 * summary, tooling/contractSummary.mjs), the shell's `platform.json` (the edition, and the
 * version of every package it provides to the remotes, which the deploy command checks a
 * remote's manifest against). Both carry the build's identity: version, build id (`BUILD_ID`,
 * or the compilation's hash), commit and time.
 */
class BuildInfoPlugin {
  constructor({ dir, name, version, isHost, brand, provided }) {
    Object.assign(this, { dir, name, version, isHost, brand, provided });
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const build = {
          version: this.version,
          buildId: process.env.BUILD_ID || (compilation.hash ?? 'local').slice(0, 10),
          commit: process.env.BUILD_COMMIT || currentCommit(),
          builtAt: new Date().toISOString(),
        };
        const info = this.isHost
          ? {
              edition: this.brand,
              ...build,
              shared: this.provided,
            }
          : contractSummary({ dir: this.dir, name: this.name, build });
        compilation.emitAsset(this.isHost ? 'platform.json' : 'contract.json', new rspack.sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
}

/** The version of each package a shell provides to its remotes (package -> version). */
function providedVersions(dir) {
  return Object.fromEntries(Object.entries(sharedConfig(dir)).map(([request, { version }]) => [sharedPackage(request), version]));
}

/**
 * The registry a local run serves beside the shell (`npm start`, the end-to-end servers): the
 * edition's remotes on their local ports (PORTS), composed from their contracts
 * (tooling/registry.mjs). A deployed shell has none: the deploy command writes it.
 */
class LocalRegistryPlugin {
  constructor(brand) {
    this.brand = brand;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LocalRegistryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LocalRegistryPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const registry = localRegistry(this.brand, (remote) => `http://localhost:${PORTS[remote.dir]}/v${remote.version}/mf-manifest.json`);
        compilation.emitAsset('remotes.json', new rspack.sources.RawSource(`${JSON.stringify(registry, null, 2)}\n`));
      });
    });
  }
}

/** Reads the version of `pkg` as installed for the app in `dir` (pnpm links each dependency). */
export function installedVersion(dir, pkg) {
  const file = path.join(dir, 'node_modules', pkg, 'package.json');
  if (!fs.existsSync(file)) throw new Error(`${pkg} is shared but not a dependency of ${dir}`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** The `shared` option: every singleton with its real version and a caret range. */
export function sharedConfig(dir, { providedByHostOnly = false } = {}) {
  const whole = SINGLETONS.map((key) => {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = installedVersion(dir, pkg);
    return [key, { singleton: true, requiredVersion: `^${version}`, version, eager: false }];
  });
  const perModule = perModuleRequests().map(({ pkg, request }) => {
    const version = installedVersion(dir, pkg);
    return [
      request,
      { singleton: true, requiredVersion: `^${version}`, version, eager: false, ...(providedByHostOnly ? { import: false } : {}) },
    ];
  });
  return Object.fromEntries([...whole, ...perModule]);
}

/**
 * The host's module that makes it provide every per-module shared path of the workspace, used
 * by its own code or not (a remote may need any of them): lazy imports that never run.
 */
function providedEverywhere(dir) {
  const file = path.join(dir, 'node_modules', '.cache', 'shared-union', 'provide-all.mjs');
  const imports = perModuleRequests().map(({ request }) => `  () => import(${JSON.stringify(request)}),`).join('\n');
  const text = `// Generated by tooling/rspack.mjs: never called; it makes the host provide these shared modules.\nexport const provided = [\n${imports}\n];\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `.br` and `.gz` beside every emitted text file of 1 KB or more, so the static server
 * (tooling/serve.mjs) sends them compressed without compressing per request.
 */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const out = compiler.options.output.path;
      const files = Object.keys(compilation.assets).filter((name) => /\.(?:js|css|html|json|svg|txt)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(out, name);
          const body = await fs.promises.readFile(file);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzip(body, { level: 9 }),
          ]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}

/**
 * The host entry's `import()` requests, one per start-up stage (shell/src/index.ts): each is
 * evaluated in a task of its own, and all their files are preloaded together.
 */
const STARTUP_REQUESTS = ['./startup/react', './startup/platform', './bootstrap'];

/**
 * The bootstrap's `import()` requests of a signed-in visitor's frame (shell/src/bootstrap.tsx):
 * preloaded for a stored session only, so the bootstrap can evaluate them one task after the
 * other without waiting for the second one's files.
 */
const SIGNED_IN_REQUESTS = ['./app/FullApp', './app/layout/SignedInLayout'];

/**
 * Puts the files of the host's start-up (its async boundary and the shared modules behind it,
 * ./startupPreload.cjs) in index.html as preloads, so they come beside the entry rather than
 * after it has run.
 */
export class StartupPreloadPlugin {
  constructor(publicPath) {
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('StartupPreloadPlugin', async (data) => {
        const { chunks } = compilation.getStats().toJson({ all: false, ids: true, chunks: true, chunkOrigins: true, chunkModules: true });
        const files = [...new Set(STARTUP_REQUESTS.flatMap((request) => startupFiles(chunks, { entryModule: './src/index.ts', request })))];
        const signedIn = [...new Set(SIGNED_IN_REQUESTS.flatMap((request) => startupFiles(chunks, { entryModule: './src/bootstrap.tsx', request })))].filter(
          (file) => !files.includes(file),
        );
        // The registry (remotes.json) too: start-up reads it before the first render. Links and
        // entry are added by the head's start-up script (starterTag), which may wait for the
        // signed-in first paint.
        const entries = data.assetTags.scripts.map((tag) => tag.attributes.src).filter((src) => typeof src === 'string');
        data.assetTags.scripts = data.assetTags.scripts.filter((tag) => typeof tag.attributes.src !== 'string');
        data.assetTags.styles.push(starterTag(preloadTags(files, this.publicPath, ['remotes.json']), entries, preloadTags(signedIn, this.publicPath)));
        return data;
      });
    });
  }
}

/** The remotes a monolith build bundles into the shell: federation name, folder, exposed contract. */
const MONOLITH_REMOTES = [
  ['mfe_snapshots', 'mfe-snapshots'],
  ['mfe_cameras', 'mfe-cameras'],
  ['mfe_organization', 'mfe-organization'],
  ['mfe_reseller', 'mfe-reseller'],
  ['mfe_reports', 'mfe-reports'],
];

/**
 * Monolith build mode (MONOLITH=1): the shell and every remote bundled as one app,
 * without federation, for the side-by-side benchmark (and the path to a desktop build). The
 * shell's federation runtime import is replaced by this module: `loadRemote('x/contract')`
 * becomes a lazy import of that remote's contract source, so areas stay separate chunks.
 */
function monolithRuntime(dir) {
  const file = path.join(dir, 'node_modules', '.cache', 'monolith', 'federation-runtime.mjs');
  const loaders = MONOLITH_REMOTES.map(
    ([name, folder]) => `  ${name}: () => import(${JSON.stringify(path.join(WORKSPACE, folder, 'src', 'app', 'contract.ts'))}),`,
  ).join('\n');
  const text = `// Generated by tooling/rspack.mjs (monolith build): remotes are bundled, not federated.
const contracts = {
${loaders}
};
export function registerRemotes() {}
export function registerPlugins() {}
export function satisfy() {
  return true;
}
export async function loadRemote(id) {
  const [name, expose] = id.split('/');
  if (!contracts[name] || expose !== 'contract') throw new Error(\`\${id} is not part of this build\`);
  return contracts[name]();
}
`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/** The api-server's address the apps are built for (their `API_URL`). */
const API_URL = process.env.API_URL ?? 'http://localhost:8000';

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What index.html paints before any script. The host's page carries the public frame's
 * header, the edition's logo and product title, exactly as `PublicLayout` draws it (light.css's
 * `.acv-public-header`; e2e `the public header is painted from the HTML` holds them to the same
 * place): the login page's frame shows at the first paint instead of a spinner until the
 * platform's 236 KB have run. A visitor with a stored session gets the signed-in frame next, so
 * one inline script (the token store's key, shared-core `tokenStore.ts`) hides the header for
 * them; serve.mjs allows exactly that script by its hash. A remote's page has the spinner only.
 * @param {string} dir the app's folder
 * @param {string} brand the edition's code
 * @param {boolean} isHost whether the app is the shell
 */
export function bootParameters(dir, brand, isHost) {
  const identities = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', 'brands', 'src', 'identity.json'), 'utf8'));
  const identity = identities[brand];
  if (!isHost || !identity) return { title: 'Acoustic Imaging', bootHead: '', bootFrame: '', bootBody: '' };
  const logo = `data:image/svg+xml;utf8,${encodeURIComponent(identity.logoSvg)}`;
  const bootHead = `
    <style>
      .acv-boot-header { display: flex; align-items: center; gap: 12px; box-sizing: border-box; height: 64px; padding: 0 12px; background: #fff; border-bottom: 1px solid #e5e7eb; white-space: nowrap; color: rgba(0, 0, 0, 0.88); font-family: ${identity.fontFamily}; font-size: 14px; line-height: 1.5714; }
      .acv-boot-header span { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; font-size: 16px; font-weight: 600; }
      @media (max-width: 767.98px) { .acv-boot-header { gap: 4px; } }
      .acv-session .acv-boot-header { display: none; }
    </style>
    <script>try { if (localStorage.getItem('acv.session')) document.documentElement.classList.add('acv-session'); } catch (e) {}</script>`;
  const bootFrame = `<header class="acv-boot-header"><img src="${logo}" alt="" width="28" height="28" /><span>${escapeHtml(identity.productTitle)}</span></header>`;
  const prepaint = prepaintScript(dir, {
    apiUrl: API_URL,
    sessionKey: 'acv.session',
    productTitle: identity.productTitle,
    logo,
    fontFamily: identity.fontFamily,
    navBackground: identity.navBackground,
    navText: identity.navText,
  });
  // The drawn page's first requests go to the api-server: its connections (one for fetch(),
  // one for images, which travel with credentials) open while the page is read.
  const api = escapeHtml(API_URL);
  const preconnect = `<link rel="preconnect" href="${api}" crossorigin /><link rel="preconnect" href="${api}" />`;
  return { title: identity.productTitle, bootHead: `${bootHead}\n    <style>${prepaint.css}</style>${preconnect}`, bootFrame, bootBody: prepaint.script };
}

/**
 * The host's signed-in first paint (shell `src/prepaint/prepaint.ts`): that one file
 * transpiled and minified on its own (it imports nothing) into the inline script index.html runs
 * after `#root`, and its style for the head. serve.mjs allows the script by its hash, like the
 * boot script. The options are the edition's identity, the api-server's address (the app's
 * API_URL) and the token store's key.
 * @param {string} dir the shell's folder
 * @param {Record<string, string>} options `PrepaintOptions`
 * @returns {{ script: string, css: string }}
 */
function prepaintScript(dir, options) {
  const file = path.join(dir, 'src', 'prepaint', 'prepaint.ts');
  const { code } = rspack.experiments.swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2019' },
    module: { type: 'commonjs' },
  });
  const exports = {};
  new Function('exports', code)(exports);
  const wrapped = `(function (exports) {\n${code}\nexports.startPrepaint(${JSON.stringify(options).replace(/</g, '\\u003c')});\n})({});`;
  const { code: minified } = rspack.experiments.swc.minifySync(wrapped, { compress: true, mangle: true });
  return { script: `<script>${minified}</script>`, css: exports.PREPAINT_CSS.replace(/\s+/g, ' ').trim() };
}

/**
 * Builds the Rspack config of one app.
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, isHost?: boolean }} app
 */
export function createAppConfig({ dir, name, exposes, isHost = false }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const production = process.env.NODE_ENV !== 'development';
  const monolith = isHost && process.env.MONOLITH === '1';
  const port = Number(process.env.PORT ?? PORTS[pkg.name]);
  const origin = (process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, '');
  const brand = (process.env.BRAND ?? 'NL').toUpperCase();
  const versionDir = `v${pkg.version}`;
  // The host is served at its origin's root; a remote's files live under a
  // versioned folder so a deployment is immutable and a rollback is one registry edit.
  // The deploy command (scripts/deploy.mjs) names the published folder itself: PUBLIC_PATH, with
  // the output written straight into OUT_DIR.
  const deployPath = !isHost && process.env.PUBLIC_PATH ? process.env.PUBLIC_PATH.replace(/\/?$/, '/') : null;
  const publicPath = isHost ? '/' : deployPath ?? `${origin}/${versionDir}/`;
  const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
  const outputPath = isHost || deployPath ? outDir : path.join(outDir, versionDir);
  // Production federated builds: the shell provides every per-module shared path, remotes none.
  const federatedProduction = production && !monolith;
  // What the shell provides to its remotes: written to platform.json for the deploy command's skew
  // check, and built into the shell for the same check at run time.
  const provided = isHost ? providedVersions(dir) : null;

  return {
    name: pkg.name,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: isHost && federatedProduction ? ['./src/index.ts', providedEverywhere(dir)] : './src/index.ts' },
    output: {
      path: outputPath,
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // Named like the chunks, so the static server caches them as immutable (serve.mjs HASHED):
      // the workers' libraries (`new URL('mqtt/dist/mqtt.min', import.meta.url)`) and images.
      assetModuleFilename: production ? '[name].[contenthash:8][ext]' : '[name][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        ...unionAliases(dir),
        ...(monolith ? { '@module-federation/enhanced/runtime$': monolithRuntime(dir) } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            transformImport: PER_MODULE_SHARED.map(({ transform }) => transform),
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        ...(production && isHost ? [antdStaticCssRule(dir)] : []),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset' },
      ],
    },
    experiments: { css: true },
    optimization: {
      minimize: production,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        // The browsers antd 6 supports (CSS variables, :where, logical properties). With its
        // default targets Lightning CSS spells every logical property out for old browsers,
        // once per right-to-left language: antd's static CSS would grow from 0.8 to 3.6 MB.
        new rspack.LightningCssMinimizerRspackPlugin({
          minimizerOptions: { targets: ['chrome >= 99', 'edge >= 99', 'firefox >= 97', 'safari >= 15.4'] },
        }),
      ],
      // The host provides antd and the icons one module at a time: their common internals
      // (config provider, theme, motion, rc-util...) in one chunk and the icons in one, instead
      // of dozens of small files that each page would fetch and each compress alone.
      ...(isHost && federatedProduction
        ? {
            splitChunks: {
              cacheGroups: {
                // The login page carries no antd (shell App), so the rest of the first load
                // is the signed-in frame and an area's page: antd's modules there come in one
                // chunk (one request, compressed together, the small helpers every component
                // uses once instead of a copy beside each), as a monolith build has them.
                antd: {
                  // Heavier components only a few pages use (Table, Tree, Slider, Image, Tour, and
                  // the date picker that only the list's filter popover and a fixed leak's detail
                  // show) keep chunks of their own, fetched with those pages (but their locale texts and
                  // contexts, which antd's locale modules and other components import, stay here, as
                  // does the drawer's focus hook, which antd's Modal imports).
                  // The static CSS of antd's style modules (antdStaticCssRule) goes the same way.
                  test: new RegExp(String.raw`[\\/]node_modules[\\/](?:antd[\\/]es[\\/][^\\/]+[\\/](?:locale[\\/]|[^\\/]*[Cc]ontext\.js)|antd[\\/]es[\\/]drawer[\\/]useFocusable\.js|antd[\\/]es[\\/](?!(?:${ANTD_OWN_CHUNKS})[\\/])|\.cache[\\/]antd-css[\\/](?!(?:${ANTD_OWN_CHUNKS})_)|@rc-component[\\/](?!(?:table|tree|tree-select|slider|image|tour|switch|cascader|mentions|qrcode|input-number|drawer|steps)[\\/]|picker[\\/](?!(?:es|lib)[\\/]locale[\\/]))|antd[\\/](?!es[\\/])|@ant-design[\\/](?!icons)[^\\/]+[\\/]|rc-[^\\/]+[\\/]|(?:is-mobile|react-is|compute-scroll-into-view|scroll-into-view-if-needed|throttle-debounce|@emotion|stylis|@babel[\\/]runtime|clsx|json2mq|string-convert|copy-to-clipboard|toggle-selection)[\\/])`),
                  name: 'antd',
                  chunks: 'async',
                  enforce: true,
                  priority: 10,
                },
                icons: {
                  test: /[\\/]node_modules[\\/]@ant-design[\\/](?:icons|icons-svg)[\\/]/,
                  name: 'icons',
                  chunks: 'async',
                  enforce: true,
                  priority: 20,
                },
              },
            },
          }
        : {}),
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.BRAND': JSON.stringify(brand),
        'process.env.API_URL': JSON.stringify(API_URL),
        'process.env.APP_VERSION': JSON.stringify(pkg.version),
        // The shell's run-time skew check: the deploy command's rules, with what this
        // build provides.
        ...(provided ? { 'process.env.PLATFORM_SKEW': JSON.stringify(JSON.stringify(skewRules(provided))) } : {}),
        // antd's styles come from static CSS in production (antdStaticCssRule).
        'process.env.ANTD_STATIC_CSS': JSON.stringify(production ? '1' : ''),
      }),
      new rspack.HtmlRspackPlugin({
        // Only the app's own entry: a remote's container entry is for the shell, not this page.
        chunks: ['main'],
        template: fs.existsSync(path.join(dir, 'public', 'index.html'))
          ? path.join(dir, 'public', 'index.html')
          : path.join(import.meta.dirname, 'index.html'),
        templateParameters: bootParameters(dir, brand, isHost),
      }),
      ...(isHost
        ? [
            // A deployed shell's registry is the deploy command's (REGISTRY=deployed).
            ...(process.env.REGISTRY === 'deployed' ? [] : [new LocalRegistryPlugin(brand)]),
            new rspack.CopyRspackPlugin({
              patterns: [
                // Deployment files operations may replace without a rebuild (maintenance plan).
                { from: path.join(dir, 'public'), to: '.', noErrorOnMissing: true, globOptions: { ignore: ['**/index.html'] } },
              ],
            }),
          ]
        : []),
      // A monolith build has no federation: the shell imports the remotes' contracts directly.
      ...(monolith
        ? []
        : [
            new ModuleFederationPlugin({
              name,
              ...(exposes ? { exposes, filename: 'remoteEntry.js' } : {}),
              shared: sharedConfig(dir, { providedByHostOnly: federatedProduction && !isHost }),
              shareStrategy: 'loaded-first',
              manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
              dts: false,
              dev: false,
              // One federation runtime per page: the shell provides it, the remotes'
              // entries use it instead of each carrying a copy. A remote then runs only inside a
              // shell (its standalone page is for development builds, which keep their own).
              // `target: 'web'` drops the runtime's Node.js loading code from every entry.
              ...(production
                ? { experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } } }
                : {}),
            }),
          ]),
      ...(monolith ? [] : [new BuildInfoPlugin({ dir, name, version: pkg.version, isHost, brand, provided })]),
      ...(production && isHost ? [new StartupPreloadPlugin(publicPath)] : []),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port,
      host: 'localhost',
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: isHost,
      devMiddleware: { publicPath },
    },
  };
}
