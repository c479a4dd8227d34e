const preset = require('../tooling/jest-preset.cjs').preset(__dirname, { slow: true });

// Every server a test builds hashes passwords at the test cost (src/testing/jestSetup.ts).
// The seeded database template is built once before the suites (src/testing/jestGlobalSetup.ts).
module.exports = {
  ...preset,
  setupFiles: [...preset.setupFiles, '<rootDir>/src/testing/jestSetup.ts'],
  globalSetup: '<rootDir>/src/testing/jestGlobalSetup.ts',
};
