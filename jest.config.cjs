// Root jest: one run over every package's project.
module.exports = {
  projects: ['shared-domain', 'shared-core', 'shared-ui', 'brands', 'api-server', 'shell', 'mfe-snapshots', 'mfe-cameras', 'mfe-organization', 'mfe-reseller', 'mfe-reports', 'tooling']
    .map((p) => `<rootDir>/${p}`),
  // One worker per core. Jest's default leaves one core to itself, which on CI's 2 cores meant
  // one worker: 1,016 s for the unit tests; with two, 654 s (the suites wait on PGlite and
  // scrypt as much as they compute).
  maxWorkers: '100%',
};
