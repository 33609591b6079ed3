import { useCallback, useEffect, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { cx } from '../../internal/cx';
import { Portal } from '../../internal/portal';
import * as s from './Popover.css';

export interface PopoverPanelProps {
  id: string;
  anchorRef: RefObject<HTMLSpanElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  close(): void;
  title?: ReactNode;
  ariaLabel?: string;
  placement: 'bottom' | 'top';
  align: 'start' | 'center' | 'end';
  width?: number;
  className?: string;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  children: ReactNode;
}

/** The open popover: placed beside its trigger (flipping when there is no room), closed by Escape or an outside press. */
export default function PopoverPanel({ id, anchorRef, panelRef, close, title, ariaLabel, placement, align, width, className, onMouseEnter, onMouseLeave, children }: PopoverPanelProps) {
  // The panel mounts a render after the portal host is created (in an effect): measure then.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);

  const place = useCallback(() => {
    const a = anchorRef.current?.firstElementChild ?? anchorRef.current;
    const p = panelRef.current;
    if (!a || !p) return;
    const r = a.getBoundingClientRect();
    const pw = p.offsetWidth;
    const ph = p.offsetHeight;
    const gap = 8;
    let top = placement === 'bottom' ? r.bottom + gap : r.top - ph - gap;
    if (placement === 'bottom' && top + ph > window.innerHeight && r.top - ph - gap >= 0)
      top = r.top - ph - gap;
    if (placement === 'top' && top < 0) top = r.bottom + gap;
    let left =
      align === 'start' ? r.left : align === 'end' ? r.right - pw : r.left + r.width / 2 - pw / 2;
    left = Math.max(8, Math.min(left, window.innerWidth - pw - 8));
    setPos({ top, left });
  }, [anchorRef, panelRef, placement, align]);

  useLayoutEffect(() => {
    if (panel) place();
  }, [panel, place]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        // Captured first and stopped, so a dialog around the trigger stays open.
        e.stopPropagation();
        close();
        (anchorRef.current?.firstElementChild as HTMLElement | null)?.focus();
      }
    };
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!anchorRef.current?.contains(t) && !panelRef.current?.contains(t)) close();
    };
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [anchorRef, panelRef, place, close]);

  return (
    <Portal>
      <div
        ref={(el) => {
          panelRef.current = el;
          setPanel(el);
        }}
        id={id}
        role="dialog"
        aria-label={title ? undefined : ariaLabel}
        aria-labelledby={title ? `${id}-title` : undefined}
        className={cx(s.popover, className)}
        style={{
          width,
          top: pos?.top ?? -9999,
          left: pos?.left ?? -9999,
          visibility: pos ? 'visible' : 'hidden',
        }}
        onMouseEnter={onMouseEnter}
        onMouseLeave={onMouseLeave}
      >
        {title ? (
          <div id={`${id}-title`} className={s.title}>
            {title}
          </div>
        ) : null}
        {children}
      </div>
    </Portal>
  );
}
