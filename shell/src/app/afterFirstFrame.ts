/** How long start-up waits for a frame where none comes (a tab opened in the background). */
export const FIRST_FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has had the chance to paint a frame: after the next animation frame
 * and the task that follows it (the frame is drawn between them), or after
 * {@link FIRST_FRAME_WAIT_MS} where no frame comes. The entry waits for it before evaluating the
 * platform's modules (issue 16): on a slow CPU their evaluation otherwise came first, holding
 * back the frame index.html carries (the login page's first paint, 2.6 s to 1.3 s under
 * Lighthouse's mobile preset on this machine).
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
