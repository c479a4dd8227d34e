import { createAppConfig } from 'tooling/rspack';

export default createAppConfig({ dir: import.meta.dirname, name: 'mfe_cameras', exposes: { './contract': './src/app/contract.ts' } });
