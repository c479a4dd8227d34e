import { createAppConfig } from 'tooling/rspack';

export default createAppConfig({ dir: import.meta.dirname, name: 'mfe_snapshots', exposes: { './contract': './src/app/contract.ts' } });
