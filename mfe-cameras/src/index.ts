// Async boundary: shared singletons are negotiated before any app code runs (no eager sharing).
import('./bootstrap');
