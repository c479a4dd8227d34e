import { checkNlzBytes, nlzCheckWorkerMain } from './nlzCheckCore';

/**
 * Starts the .nlz check worker from its own source text, as a `blob:` script (the CSP allows
 * `blob:` workers: worker-src). Not Rspack's `new Worker(new URL('./x.worker.ts',
 * import.meta.url))`: in this federated build the worker entry gets the Module Federation
 * runtime, which fails outside a page ("Cannot read properties of undefined (reading
 * 'setGlobalFederationConstructor')"), and this remote's chunks come from another origin than
 * the page's, from which a worker cannot be started directly. The worker needs no module: its
 * two functions are self-contained. Jest replaces this module (jsdom has no Worker).
 */
export function createNlzCheckWorker(): Worker {
  const source = `"use strict";\nconst check = ${checkNlzBytes.toString()};\n(${nlzCheckWorkerMain.toString()})(check);\n`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return new Worker(url, { name: 'nlz-check' });
  } finally {
    // The worker has its script once it starts; the URL is not needed after that.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
