import { z } from 'zod';

// zod probes `Function('')` when a schema is created, to pick a faster parser; the CSP forbids
// eval (tooling/serve.mjs), so the probe would be reported as a violation. Set before any
// schema exists: shared-core's are created when the bootstrap chunk loads.
z.config({ jitless: true });

// Async boundary: shared singletons are negotiated before any app code runs (no eager sharing).
import('./bootstrap');
