import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useDomId } from '../../internal/useId';
import * as s from './Popover.css';

// The panel (placement, listeners, portal) loads on the first pointer or focus on a trigger: a header with
// popovers costs only its triggers in a page's first load.
const loadPanel = () => import('./PopoverPanel');
const PopoverPanel = lazy(loadPanel);

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
  const id = useDomId('wz-popover');
  const closeTimer = useRef<number | undefined>(undefined);

  const close = useCallback(() => setOpen(false), [setOpen]);
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
    <span ref={anchorRef} className={s.anchor} {...hoverProps} onPointerEnter={loadPanel} onFocusCapture={loadPanel}>
      {triggerEl}
      {open && (
        <Suspense fallback={null}>
          <PopoverPanel
            id={id}
            anchorRef={anchorRef}
            panelRef={panelRef}
            close={close}
            title={title}
            ariaLabel={ariaLabel}
            placement={placement}
            align={align}
            width={width}
            className={className}
            onMouseEnter={hoverProps.onMouseEnter}
            onMouseLeave={hoverProps.onMouseLeave}
          >
            {content}
          </PopoverPanel>
        </Suspense>
      )}
    </span>
  );
}
