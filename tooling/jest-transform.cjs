// jest's transform: swc (TypeScript, TSX), after rewriting the workspace's named imports of antd
// and its icons to one module each, as the builds do (perModuleImports.cjs). From the package's
// root, every DOM suite evaluated all of antd and all 800 icons: about 3 s a suite here.
const path = require('node:path');
const swcJest = require('@swc/jest');
const { rewritePerModuleImports, resolvesFrom } = require('./perModuleImports.cjs');

const exists = new Map();
/** The rewrite for workspace sources; packages in node_modules are left as they come. */
function rewrite(source, filename) {
  if (filename.includes(`${path.sep}node_modules${path.sep}`) || !/\.(t|j)sx?$/.test(filename)) return source;
  const dir = path.dirname(filename);
  if (!exists.has(dir)) exists.set(dir, resolvesFrom(dir));
  return rewritePerModuleImports(source, exists.get(dir));
}

module.exports = {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      ...swc,
      process: (source, filename, jestOptions) => swc.process(rewrite(source, filename), filename, jestOptions),
      processAsync: (source, filename, jestOptions) => swc.processAsync(rewrite(source, filename), filename, jestOptions),
      getCacheKey: (source, filename, ...rest) => swc.getCacheKey(rewrite(source, filename), filename, ...rest),
    };
  },
};
