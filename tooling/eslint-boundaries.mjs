// Boundary rule of ARCHITECTURE.md and STYLE.md, as a local ESLint plugin:
// - a remote never imports another remote or the shell, and nothing imports an app;
// - workspace packages are imported only through their package.json#exports;
// - a relative import never leaves its own package.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const APPS = ['shell', 'mfe-snapshots', 'mfe-cameras', 'mfe-organization', 'mfe-reseller', 'mfe-reports'];
const PACKAGES = ['shared-domain', 'shared-core', 'shared-ui', 'locales', 'brands', 'tooling'];

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

/** Checks one import specifier from `file`; returns a message or null. */
export function checkImport(file, specifier) {
  const from = packageOf(file);
  if (!from) return null;
  if (specifier.startsWith('.')) {
    const target = packageOf(path.resolve(path.dirname(file), specifier));
    return target === from ? null : `relative import leaves ${from}: import "${target ?? specifier}" by its package name`;
  }
  const [first, second] = specifier.split('/');
  const name = first?.startsWith('@') ? `${first}/${second}` : first;
  if (APPS.includes(name)) {
    return `${from} must not import the app ${name}: areas talk through the shell's contract, the API or the task bus`;
  }
  if (PACKAGES.includes(name)) {
    const subpath = specifier === name ? '.' : `./${specifier.slice(name.length + 1)}`;
    if (!isExported(name, subpath)) return `"${specifier}" is not in ${name}'s package.json#exports`;
  }
  return null;
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
    };
  },
};

export default { rules: { imports: rule } };
