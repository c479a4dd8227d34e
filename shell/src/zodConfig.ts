import { z } from 'zod';

// zod probes `Function('')` when a schema is created, to pick a faster parser; the CSP forbids
// eval (tooling/serve.mjs), so the probe would be reported as a violation. Imported first by the
// platform stage (startup/platform.ts) and by the bootstrap, before any schema exists:
// shared-core's are created when it is evaluated.
z.config({ jitless: true });
