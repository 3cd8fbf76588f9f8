/**
 * Runs `task` once the page has finished loading and the browser has a quiet moment (at the
 * latest 3 s later). Returns a function that cancels it.
 */
export function whenPageIsIdle(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: 3000 });
    } else {
      timeoutHandle = window.setTimeout(run, 200);
    }
  };

  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timeoutHandle !== undefined) window.clearTimeout(timeoutHandle);
  };
}
