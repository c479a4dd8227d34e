import { rspack } from '@rspack/core';
import { createAppConfig } from 'tooling/rspack';

const config = createAppConfig({ dir: import.meta.dirname, name: 'mfe_snapshots', exposes: { './contract': './src/app/contract.ts' } });

// The map tile source is a deployment setting: unset, the offline basemap.
config.plugins.push(
  new rspack.DefinePlugin({
    'process.env.MAP_TILE_URL': JSON.stringify(process.env.MAP_TILE_URL ?? ''),
    'process.env.MAP_TILE_ATTRIBUTION': JSON.stringify(process.env.MAP_TILE_ATTRIBUTION ?? ''),
  }),
);

export default config;
