const preset = require('../tooling/jest-preset.cjs').preset(__dirname, { slow: true });

// Every server a test builds hashes passwords at the test cost (src/testing/jestSetup.ts).
module.exports = { ...preset, setupFiles: [...preset.setupFiles, '<rootDir>/src/testing/jestSetup.ts'] };
