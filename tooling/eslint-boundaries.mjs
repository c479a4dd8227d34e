// Boundary rules of the workspace (docs/architecture.md, "Layers"), as a local ESLint plugin:
// - packages depend one way: shared-domain <- shared-core <- shared-ui <- remotes <- shell, and
//   the api-server builds on shared-domain only (plus the locales' texts it writes for users);
// - a remote never imports another remote or the shell, and nothing imports an app;
// - workspace packages are imported only through their package.json#exports;
// - a relative import never leaves its own package;
// - inside an app, a feature reaches another feature only through that feature's index.ts;
// - a link to another area's route goes through shared-core's route refs, never a string path,
//   and no area reads another area's translation namespace.
// The same checks apply to `require`, `require.resolve`, `createRequire(...)(...)` and to file
// paths built from the module's own folder (`path.join(__dirname, '..', 'other-package')`).
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const APPS = ['shell', 'mfe-snapshots', 'mfe-cameras', 'mfe-organization', 'mfe-reseller', 'mfe-reports'];
const PACKAGES = ['shared-domain', 'shared-core', 'shared-ui', 'locales', 'brands', 'tooling'];

const FRONTEND_BASE = ['shared-domain', 'shared-core', 'shared-ui', 'brands', 'locales', 'tooling'];
/**
 * The workspace packages each package may import (besides itself). Packages not listed here
 * (e2e, tooling) are test and build infrastructure and may import any package.
 */
const MAY_IMPORT = {
  'shared-domain': [],
  brands: [],
  locales: [],
  'shared-core': ['shared-domain', 'brands', 'locales'],
  'shared-ui': ['shared-domain', 'shared-core', 'brands', 'locales'],
  'api-server': ['shared-domain', 'locales'],
  ...Object.fromEntries(APPS.map((app) => [app, FRONTEND_BASE])),
};

function packageOf(file) {
  const relative = path.relative(ROOT, file);
  const top = relative.split(path.sep)[0];
  return [...APPS, ...PACKAGES, 'api-server', 'e2e'].includes(top) ? top : null;
}

const exportsCache = new Map();
/** The subpath patterns a workspace package exports ('.', './load/*'...). */
function exportedSubpaths(pkg) {
  if (!exportsCache.has(pkg)) {
    const json = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
    exportsCache.set(pkg, json.exports ? Object.keys(json.exports) : ['.']);
  }
  return exportsCache.get(pkg);
}

function isExported(pkg, subpath) {
  return exportedSubpaths(pkg).some((pattern) => {
    if (!pattern.includes('*')) return pattern === subpath;
    const [before, after] = pattern.split('*');
    return subpath.startsWith(before) && subpath.endsWith(after) && subpath.length >= before.length + after.length;
  });
}

/**
 * The route prefixes each area owns (the paths of shared-core's route refs,
 * `shared-core/src/contract/routeRefs.ts`). Any other package links to them through those refs,
 * never by a string, so a renamed route cannot leave a dead link behind.
 */
export const AREA_PATHS = {
  'mfe-snapshots': ['/snapshot/'],
  'mfe-cameras': ['/cameras'],
  'mfe-organization': ['/organization', '/dataconnect'],
  'mfe-reseller': ['/reseller'],
  'mfe-reports': ['/components', '/component/', '/shared/reports'],
};
const FRONTEND_PACKAGES = [...APPS, 'shared-ui', 'shared-core'];
/** Files that may spell another area's path: the refs themselves, and the prepaint, which runs before any package loads. */
const PATH_SPELLERS = ['shared-core/src/contract/routeRefs.ts', 'shell/src/prepaint/'];

/** The area whose route `value` (a string, or a template's start) spells, or null. */
export function areaOfPath(value) {
  const route = value.startsWith('#/') ? value.slice(1) : value;
  for (const [area, prefixes] of Object.entries(AREA_PATHS)) {
    for (const prefix of prefixes) {
      if (!route.startsWith(prefix)) continue;
      const next = route.charAt(prefix.length);
      if (prefix.endsWith('/') || next === '' || next === '/' || next === '?' || next === '#') return area;
    }
  }
  return null;
}

/** The translation namespace each area owns; no other package reads it. */
export const AREA_NAMESPACES = {
  'mfe-snapshots': 'snapshots',
  'mfe-cameras': 'cameras',
  'mfe-organization': 'organization',
  'mfe-reseller': 'reseller',
  'mfe-reports': 'reports',
};

/** The message for a literal in `file` that names another area's translation key, or null. */
function checkMessageKey(file, value) {
  const from = packageOf(file);
  if (!FRONTEND_PACKAGES.includes(from) || isTestFile(file)) return null;
  const namespace = /^([a-z-]+):[A-Za-z]/.exec(value)?.[1];
  const owner = Object.entries(AREA_NAMESPACES).find(([, ns]) => ns === namespace)?.[0];
  if (!owner || owner === from) return null;
  return `"${value}" reads ${owner}'s messages: an area reads its own namespace and common only`;
}

/** The message for a literal in `file` that spells another area's route, or null. */
function checkPathLiteral(file, value) {
  if (!value.includes('/')) return null;
  const from = packageOf(file);
  if (!FRONTEND_PACKAGES.includes(from) || isTestFile(file)) return null;
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  if (PATH_SPELLERS.some((allowed) => relative === allowed || (allowed.endsWith('/') && relative.startsWith(allowed)))) return null;
  const area = areaOfPath(value);
  if (!area || area === from) return null;
  return `"${value}" is a path of ${area}: link to it through shared-core's route refs (routeRefs.ts)`;
}

/** `<app>/src/features/<name>` of a file, or null when the file is not in a feature. */
function featureOf(file) {
  const parts = path.relative(ROOT, file).split(path.sep);
  return APPS.includes(parts[0]) && parts[1] === 'src' && parts[2] === 'features' && parts.length > 4 ? parts.slice(0, 4).join('/') : null;
}

const isTestFile = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || file.split(path.sep).includes('testing');
const isConfigFile = (file) => /\.config\.[cm]?[jt]s$/.test(file);

/**
 * Whether `target` (a resolved path without extension) is a public entry of `feature`: the folder
 * or its index, and for tests also the feature's `testing` fixtures.
 */
const isFeatureEntry = (target, feature, fromTest) => {
  const relative = path.relative(ROOT, target).split(path.sep).join('/');
  const entries = [feature, `${feature}/index`, ...(fromTest ? [`${feature}/testing`, `${feature}/testing/index`] : [])];
  return entries.includes(relative);
};

/** Checks a path inside the workspace that `file` reaches by a relative specifier or a built path. */
function checkPath(file, target, shown) {
  const from = packageOf(file);
  const to = packageOf(target);
  if (to !== from) return `relative import leaves ${from}: import "${to ?? shown}" by its package name`;
  const ownFeature = featureOf(file);
  const targetFeature = featureOf(path.join(target, 'x'));
  if (ownFeature && targetFeature && targetFeature !== ownFeature && !isFeatureEntry(target, targetFeature, isTestFile(file))) {
    return `"${shown}" reaches inside the feature ${targetFeature.split('/').pop()}: import it through its index.ts`;
  }
  return null;
}

/** Checks one import specifier from `file`; returns a message or null. */
export function checkImport(file, specifier) {
  const from = packageOf(file);
  if (!from) return null;
  if (specifier.startsWith('.')) return checkPath(file, path.resolve(path.dirname(file), specifier), specifier);
  const [first, second] = specifier.split('/');
  const name = first?.startsWith('@') ? `${first}/${second}` : first;
  if (APPS.includes(name)) {
    return `${from} must not import the app ${name}: areas talk through the shell's contract, the API or the task bus`;
  }
  if (name === 'api-server' || name === 'e2e') return `${from} must not import ${name}`;
  if (PACKAGES.includes(name)) {
    const allowed = MAY_IMPORT[from];
    if (allowed && name !== from && !allowed.includes(name)) {
      return `${from} must not import ${name}: ${from} may build on ${allowed.length ? allowed.join(', ') : 'no workspace package'}`;
    }
    const subpath = specifier === name ? '.' : `./${specifier.slice(name.length + 1)}`;
    if (!isExported(name, subpath)) return `"${specifier}" is not in ${name}'s package.json#exports`;
  }
  return null;
}

const stringOf = (node) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null);
const isDirname = (node) =>
  (node?.type === 'Identifier' && node.name === '__dirname') ||
  (node?.type === 'MemberExpression' && node.object?.type === 'MetaProperty' && node.property?.name === 'dirname');

/** The specifier of `require('x')`, `require.resolve('x')` or `createRequire(...)('x')`, else null. */
function requiredSpecifier(node) {
  const callee = node.callee;
  const isRequire =
    (callee.type === 'Identifier' && callee.name === 'require') ||
    (callee.type === 'MemberExpression' && callee.object?.type === 'Identifier' && callee.object.name === 'require' && callee.property?.name === 'resolve') ||
    (callee.type === 'CallExpression' && callee.callee?.type === 'Identifier' && callee.callee.name === 'createRequire');
  return isRequire ? stringOf(node.arguments[0]) : null;
}

/** The path of `path.join|resolve(__dirname or import.meta.dirname, 'literal', ...)`, else null. */
function builtPath(file, node) {
  const callee = node.callee;
  if (callee.type !== 'MemberExpression' || !['join', 'resolve'].includes(callee.property?.name)) return null;
  if (callee.object?.type !== 'Identifier' || callee.object.name !== 'path') return null;
  const [base, ...rest] = node.arguments;
  if (!isDirname(base)) return null;
  const segments = [];
  for (const argument of rest) {
    const value = stringOf(argument);
    if (value === null) break;
    segments.push(value);
  }
  return segments.length ? { target: path.resolve(path.dirname(file), ...segments), shown: segments.join('/') } : null;
}

/** Checks a path a module builds to read files; packages it may import are fine to read. */
function checkBuiltPath(file, target, shown) {
  const from = packageOf(file);
  const to = packageOf(target);
  if (!from || to === from || to === null || isTestFile(file)) return null;
  const allowed = MAY_IMPORT[from];
  if (!allowed || allowed.includes(to)) return null;
  return `${from} must not read "${shown}" (${to}): ${from} may build on ${allowed.length ? allowed.join(', ') : 'no workspace package'}`;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Enforce package and area boundaries' }, schema: [] },
  create(context) {
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const message = checkImport(context.filename, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const parent = node.parent?.type;
        if (parent === 'ImportDeclaration' || parent === 'ExportNamedDeclaration' || parent === 'ExportAllDeclaration' || parent === 'ImportExpression') {
          const namespace = /^locales\/load\/([a-z-]+)$/.exec(node.value)?.[1];
          const message = namespace && checkMessageKey(context.filename, `${namespace}:x`);
          if (message) context.report({ node, message: `${packageOf(context.filename)} loads another area's messages (${node.value})` });
          return;
        }
        const message = checkPathLiteral(context.filename, node.value) ?? checkMessageKey(context.filename, node.value);
        if (message) context.report({ node, message });
      },
      TemplateLiteral(node) {
        const head = node.quasis[0]?.value.cooked ?? '';
        const message = checkPathLiteral(context.filename, head) ?? checkMessageKey(context.filename, head);
        if (message) context.report({ node, message });
      },
      CallExpression(node) {
        // A package's jest and build configs load the workspace's shared tooling by path.
        if (isConfigFile(context.filename)) return;
        const specifier = requiredSpecifier(node);
        if (specifier !== null) {
          const message = checkImport(context.filename, specifier);
          if (message) context.report({ node, message });
          return;
        }
        const built = builtPath(context.filename, node);
        const message = built && checkBuiltPath(context.filename, built.target, built.shown);
        if (message) context.report({ node, message });
      },
    };
  },
};

export default { rules: { imports: rule } };
