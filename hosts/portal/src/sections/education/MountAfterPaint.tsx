import { Suspense, type ReactNode } from 'react';
import { useAfterPaint } from '../../app/lib/afterPaint';

/**
 * Below-the-fold blocks (usually a lazy chunk): mounted after the page's first content has painted.
 * Until then a box of `minHeight` keeps the footer where it will be, holding `early` (what the server's
 * HTML can show of them already: a resume as text).
 */
export function MountAfterPaint({
  ready,
  minHeight,
  early,
  children,
}: {
  ready: boolean;
  minHeight: number;
  early?: ReactNode;
  children: ReactNode;
}) {
  const show = useAfterPaint(ready);
  const placeholder = early ? <div style={{ minHeight }}>{early}</div> : <div style={{ minHeight }} aria-hidden="true" />;
  return show ? (
    <Suspense fallback={placeholder}>
      <div className="edu-deferred" style={{ containIntrinsicSize: `auto ${minHeight}px` }}>
        {children}
      </div>
    </Suspense>
  ) : (
    placeholder
  );
}
