/**
 * Runs `task` once the browser is idle (the current page rendered and painted, input handled),
 * within `timeout` ms at the latest; where there is no idle callback (jsdom, old Safari), after
 * a short timer. Returns a function that cancels the task if it has not run yet.
 *
 * For work a page does not need for its first paint: the other areas' contracts, the
 * live channel's connection, the rest of a long list's checks.
 */
export function whenIdle(task: () => void, timeout = 1500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
