// Shared jest settings for every package: swc transforms TypeScript and TSX
// (fast, no type check: `tsc` does that), jotai 3 and other ESM-only packages
// are transformed too.
const path = require('node:path');

/** @param {string} dir package directory  @param {{ dom?: boolean, slow?: boolean }} [opts] */
function preset(dir, opts = {}) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: opts.dom ? 'jsdom' : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(tsx?|jsx?|mjs)$': [
        path.join(__dirname, 'jest-transform.cjs'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages (jotai 3, parts of antd's dependency tree) must be compiled too; swc is
    // fast enough to transform node_modules, and jest caches the result.
    transformIgnorePatterns: [],
    moduleNameMapper: { '\\.(css|svg|png|jpg)$': path.join(__dirname, 'jest-file-stub.cjs') },
    setupFiles: opts.dom ? [path.join(__dirname, 'jest-dom-setup.cjs')] : [],
    setupFilesAfterEnv: [
      ...(opts.dom ? [require.resolve('@testing-library/jest-dom', { paths: [dir] })] : []),
      ...(opts.slow ? [path.join(__dirname, 'jest-slow-setup.cjs')] : []),
    ],
  };
}
module.exports = { preset };
