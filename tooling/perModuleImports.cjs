// Where a named import of a library shared per module lives: `Button` of antd in
// `antd/<dir>/button`, `SearchOutlined` of the icons in `@ant-design/icons/<dir>/icons/SearchOutlined`.
// Rspack's builds rewrite imports to these paths with `es` (tooling/rspack.mjs); jest does the
// same with `lib`, the CommonJS the package's root index itself requires (jest-transform.cjs).

const dashed = (name) => name.replace(/^[A-Z]/, (c) => c.toLowerCase()).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** @type {Record<string, (name: string, dir: 'es' | 'lib') => string>} */
const PER_MODULE_PATHS = {
  antd: (name, dir) => `antd/${dir}/${dashed(name)}`,
  '@ant-design/icons': (name, dir) => `@ant-design/icons/${dir}/icons/${name}`,
};

// At the start of a line only: a statement, not text in a string or a comment.
const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*(['"])(antd|@ant-design\/icons)\2;?/gm;

/**
 * Rewrites `import { A, B as C, type D } from 'antd'` in `source` to one default import per
 * module (`import A from 'antd/lib/a'; import C from 'antd/lib/b'`), keeping type-only members
 * and any name without a module of its own (`exists` says) on an import from the package.
 * @param {string} source
 * @param {(request: string) => boolean} exists
 */
function rewritePerModuleImports(source, exists) {
  return source.replace(IMPORT, (whole, members, quote, pkg) => {
    const kept = [];
    const imports = [];
    for (const raw of members.split(',').map((m) => m.trim()).filter(Boolean)) {
      const match = /^(type\s+)?([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/.exec(raw);
      const request = match && !match[1] ? PER_MODULE_PATHS[pkg](match[2], 'lib') : undefined;
      if (!match || !request || !exists(request)) kept.push(raw);
      else imports.push(`import ${match[3] ?? match[2]} from ${quote}${request}${quote};`);
    }
    if (kept.length) imports.unshift(`import { ${kept.join(', ')} } from ${quote}${pkg}${quote};`);
    // As many lines as the source's import, so stack traces keep the source's line numbers.
    return imports.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
  });
}

/** `exists` for {@link rewritePerModuleImports}: resolves from `dir`, remembering the answers. */
function resolvesFrom(dir) {
  const known = new Map();
  return (request) => {
    if (!known.has(request)) {
      try {
        require.resolve(request, { paths: [dir] });
        known.set(request, true);
      } catch {
        known.set(request, false);
      }
    }
    return known.get(request);
  };
}

module.exports = { PER_MODULE_PATHS, rewritePerModuleImports, resolvesFrom };
