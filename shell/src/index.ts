import { afterFirstFrame } from './app/afterFirstFrame';

// The entry imports no shared module: the federation's share scope, and every module behind
// it, are set up once the frame index.html carries has been painted (issue 16).
// Async boundary: shared singletons are negotiated before any app code runs (no eager sharing).
void afterFirstFrame().then(() => import('./bootstrap'));
