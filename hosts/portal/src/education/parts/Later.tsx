import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

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

/**
 * Below-the-fold blocks (usually a lazy chunk): mounted after the page's first content has painted.
 * Until then an empty box of `minHeight` keeps the footer where it will be.
 */
export function Later({
  ready,
  minHeight,
  children,
}: {
  ready: boolean;
  minHeight: number;
  children: ReactNode;
}) {
  const show = useAfterPaint(ready);
  const placeholder = <div className="edu-later" style={{ minHeight }} aria-hidden="true" />;
  return show ? (
    <Suspense fallback={placeholder}>
      <div className="edu-below" style={{ containIntrinsicSize: `auto ${minHeight}px` }}>
        {children}
      </div>
    </Suspense>
  ) : (
    placeholder
  );
}
