module.exports = require('../tooling/jest-preset.cjs').preset(__dirname);
