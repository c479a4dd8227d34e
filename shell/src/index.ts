import { afterFirstFrame, nextTask } from './app/afterFirstFrame';

// The entry imports no shared module: the federation's share scope, and every module behind
// it, are set up once the frame index.html carries has been painted.
// Async boundary: shared singletons are negotiated before any app code runs (no eager sharing).
//
// Start-up's modules are evaluated in three tasks, not one, for total blocking time: React's
// DOM renderer; zod's configuration and shared-core; then the bootstrap and the shell's own
// modules. As one task they would block the main thread for over 200 ms. index.html preloads
// every stage's files (STARTUP_REQUESTS in tooling/rspack.mjs), so a stage waits for no round trip.
void afterFirstFrame()
  .then(() => import('./startup/react'))
  .then(nextTask)
  .then(() => import('./startup/platform'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
