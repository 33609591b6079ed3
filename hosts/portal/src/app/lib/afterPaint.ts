import { startTransition, useEffect, useState } from 'react';

/**
 * True once `ready` is true and a frame has been painted with it. Set in a transition, so what it
 * mounts renders in time slices instead of one long task.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let done = false;
    const start = () => {
      if (done) return;
      done = true;
      startTransition(() => setAfter(true));
    };
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(start, 0);
    });
    // rAF does not run in hidden tabs; don't wait for the tab to be shown.
    const fallback = window.setTimeout(start, 250);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearTimeout(fallback);
    };
  }, [ready, after]);
  return after;
}
