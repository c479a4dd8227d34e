import { z } from 'zod';
import { afterFirstFrame } from './app/afterFirstFrame';

// zod probes `Function('')` when a schema is created, to pick a faster parser; the CSP forbids
// eval (tooling/serve.mjs), so the probe would be reported as a violation. Set before any
// schema exists: shared-core's are created when the bootstrap chunk loads.
z.config({ jitless: true });

// The frame index.html carries is painted first, then the platform's modules run.
// Async boundary: shared singletons are negotiated before any app code runs (no eager sharing).
void afterFirstFrame().then(() => import('./bootstrap'));
