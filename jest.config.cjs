// Root jest: one run over every package's project.
module.exports = {
  projects: ['shared-core', 'shared-ui', 'brands', 'api-server', 'shell', 'mfe-snapshots', 'mfe-cameras', 'mfe-organization', 'mfe-reseller', 'mfe-reports', 'tooling']
    .map((p) => `<rootDir>/${p}`),
};
