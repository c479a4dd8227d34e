import { pngWorkerSource } from './pngWorkerSource';

/**
 * Starts the bulk PNG worker (rendering and zipping off the main thread) as a `blob:`
 * script, for the reasons createNlzCheckWorker gives (the CSP allows `blob:` workers; this
 * remote's chunks come from another origin than the page's). jszip comes as its own file, emitted
 * beside this remote's chunks and loaded by the worker with importScripts (the CSP's script-src
 * allows the remotes' origins). Jest replaces this module (jsdom has no Worker).
 */
export function createPngWorker(): Worker {
  const jszipUrl = new URL('jszip/dist/jszip.min.js', import.meta.url).href;
  const url = URL.createObjectURL(new Blob([pngWorkerSource(jszipUrl)], { type: 'text/javascript' }));
  try {
    return new Worker(url, { name: 'bulk-png' });
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
