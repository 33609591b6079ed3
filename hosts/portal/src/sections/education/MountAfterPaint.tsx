import { Suspense, type ReactNode } from 'react';
import { useAfterPaint } from '../../app/lib/afterPaint';

/**
 * Below-the-fold blocks (usually a lazy chunk): mounted after the page's first content has painted.
 * Until then an empty box of `minHeight` keeps the footer where it will be.
 */
export function MountAfterPaint({
  ready,
  minHeight,
  children,
}: {
  ready: boolean;
  minHeight: number;
  children: ReactNode;
}) {
  const show = useAfterPaint(ready);
  const placeholder = <div style={{ minHeight }} aria-hidden="true" />;
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
