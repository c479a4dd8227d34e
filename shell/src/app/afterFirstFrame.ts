/** How long start-up waits for a frame where none comes (a tab opened in the background). */
export const FIRST_FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has had the chance to paint a frame: after the next animation frame
 * and the task that follows it (the frame is drawn between them), or after
 * {@link FIRST_FRAME_WAIT_MS} where no frame comes. The entry waits for it before evaluating the
 * platform's modules: on a slow CPU their evaluation would otherwise come first and hold
 * back the frame index.html carries (docs/architecture.md, start-up).
 */
export function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

/**
 * Resolves in a later task, so that the work before it ends its task there: `scheduler.yield()`
 * where the browser has it (the continuation goes ahead of other queued tasks, after input and
 * rendering), a zero timeout elsewhere. Start-up evaluates its modules in stages with it
 * (index.ts).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
