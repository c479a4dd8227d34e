import { createAppConfig } from 'tooling/rspack';

export default createAppConfig({ dir: import.meta.dirname, name: 'mfe_reports', exposes: { './contract': './src/app/contract.ts' } });
