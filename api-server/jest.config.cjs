// PGlite creates a database per suite in a worker: a few seconds each on 2 busy cores.
module.exports = { ...require('../tooling/jest-preset.cjs').preset(__dirname), testTimeout: 60_000 };
