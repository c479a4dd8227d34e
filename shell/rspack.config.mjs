import { createAppConfig } from 'tooling/rspack';

export default createAppConfig({ dir: import.meta.dirname, name: 'shell', isHost: true });
