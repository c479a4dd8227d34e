module.exports = require('./jest-preset.cjs').preset(__dirname);
