import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/cx';
import { Portal } from '../../internal/portal';
import { useDomId } from '../../internal/useId';
import * as s from './Popover.css';

export interface PopoverProps {
  /** The trigger: one element that accepts a ref and event handlers (a button, an icon button). */
  children: ReactElement;
  /** What pops over. */
  content: ReactNode;
  /** Optional heading inside the popover. */
  title?: ReactNode;
  /** `click` toggles (default); `hover` opens on pointer hover and keyboard focus. */
  trigger?: 'click' | 'hover';
  /** Side of the trigger. Default `bottom`; flips when there is no room. */
  placement?: 'bottom' | 'top';
  /** Align to the trigger's start, centre (default) or end. */
  align?: 'start' | 'center' | 'end';
  /** Width in px (the spec's category popover is 600). */
  width?: number;
  /** Controlled open state. */
  open?: boolean;
  /** Called when the popover wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name when there is no title. */
  'aria-label'?: string;
  className?: string;
}

/** A floating panel anchored to its trigger; closes on Escape, outside click, or pointer leave (hover). */
export function Popover({
  children,
  content,
  title,
  trigger = 'click',
  placement = 'bottom',
  align = 'center',
  width,
  open: controlled,
  onOpenChange,
  className,
  'aria-label': ariaLabel,
}: PopoverProps) {
  const [inner, setInner] = useState(false);
  const open = controlled ?? inner;
  const setOpen = useCallback(
    (v: boolean) => {
      if (controlled === undefined) setInner(v);
      onOpenChange?.(v);
    },
    [controlled, onOpenChange],
  );
  const anchorRef = useRef<HTMLSpanElement>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  // The panel mounts a render after `open` (the portal host is created in an effect): measure then.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);
  const id = useDomId('wz-popover');
  const closeTimer = useRef<number | undefined>(undefined);

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
  }, [placement, align]);

  useLayoutEffect(() => {
    if (!open) {
      setPos(null);
      return;
    }
    if (panel) place();
  }, [open, panel, place]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        // Captured first and stopped, so a dialog around the trigger stays open.
        e.stopPropagation();
        setOpen(false);
        (anchorRef.current?.firstElementChild as HTMLElement | null)?.focus();
      }
    };
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!anchorRef.current?.contains(t) && !panelRef.current?.contains(t)) setOpen(false);
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
  }, [open, place, setOpen]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const hoverProps =
    trigger === 'hover'
      ? {
          onMouseEnter: () => {
            window.clearTimeout(closeTimer.current);
            setOpen(true);
          },
          onMouseLeave: () => {
            // A short grace period lets the pointer travel from the trigger to the panel.
            closeTimer.current = window.setTimeout(() => setOpen(false), 150);
          },
          onFocus: () => setOpen(true),
          onBlur: (e: ReactFocusEvent) => {
            if (!panelRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
          },
        }
      : {};

  const triggerEl = isValidElement<Record<string, unknown>>(children)
    ? cloneElement(children, {
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
        'aria-haspopup': 'dialog',
        onClick: (e: ReactMouseEvent) => {
          (children.props.onClick as ((e: ReactMouseEvent) => void) | undefined)?.(e);
          if (trigger === 'click') setOpen(!open);
        },
      })
    : children;

  return (
    <span ref={anchorRef} className={s.anchor} {...hoverProps}>
      {triggerEl}
      {open && (
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
            onMouseEnter={hoverProps.onMouseEnter}
            onMouseLeave={hoverProps.onMouseLeave}
          >
            {title ? (
              <div id={`${id}-title`} className={s.title}>
                {title}
              </div>
            ) : null}
            {content}
          </div>
        </Portal>
      )}
    </span>
  );
}
