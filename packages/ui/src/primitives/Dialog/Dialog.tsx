import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/cx';
import { useFocusTrap } from '../../internal/focus';
import { Portal } from '../../internal/portal';
import { useDomId } from '../../internal/useId';
import * as s from './Dialog.css';

export type DialogCloseReason = 'escape' | 'overlay' | 'close-button';

export interface DialogProps {
  /** Whether the dialog is shown. The dialog is controlled: closing only asks, via `onClose`. */
  open: boolean;
  /** Called when the user asks to close (Escape, overlay click, × button), with the reason. */
  onClose?: (reason: DialogCloseReason) => void;
  /** Heading; also the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  children?: ReactNode;
  /** Buttons row under the body. */
  footer?: ReactNode;
  /** Panel width: a number is px, a string is any CSS length (e.g. `'50%'`). Default 520. */
  width?: number | string;
  /** A click on the dimmed backdrop closes the dialog. Default true. */
  closeOnOverlay?: boolean;
  /** The Escape key closes the dialog. Default true. */
  closeOnEscape?: boolean;
  /** Show the × button in the header. Default true. */
  closable?: boolean;
  /** Extra class on the panel. */
  className?: string;
  /** Extra class on the body. */
  bodyClassName?: string;
  /** Inline style for the body (e.g. to remove padding around a video). */
  bodyStyle?: CSSProperties;
}

/** Open dialogs, innermost last: Escape closes only the top one. */
const openDialogs: symbol[] = [];
let scrollLocks = 0;
let savedOverflow = '';

/**
 * A modal dialog rendered into `document.body`: focus moves in, Tab stays inside, and focus returns
 * to the opener on close; page scroll is locked while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  width = 520,
  closeOnOverlay = true,
  closeOnEscape = true,
  closable = true,
  className,
  bodyClassName,
  bodyStyle,
  'aria-label': ariaLabel,
}: DialogProps) {
  if (!open) return null;
  return (
    <Portal>
      <DialogPanel
        {...{
          onClose,
          title,
          footer,
          width,
          closeOnOverlay,
          closeOnEscape,
          closable,
          className,
          bodyClassName,
          bodyStyle,
        }}
        ariaLabel={ariaLabel}
      >
        {children}
      </DialogPanel>
    </Portal>
  );
}

function DialogPanel({
  onClose,
  title,
  children,
  footer,
  width,
  closeOnOverlay,
  closeOnEscape,
  closable,
  className,
  bodyClassName,
  bodyStyle,
  ariaLabel,
}: Omit<DialogProps, 'open' | 'aria-label'> & { ariaLabel?: string }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useDomId('wz-dialog-title');
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  // The overlay closes only when the press also started on it (not a text selection dragged out).
  const downOnOverlay = useRef(false);

  useFocusTrap(panelRef, true);

  // A body that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
  const bodyRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = bodyRef.current;
    if (!el) return;
    const check = () => setBodyScrolls(el.scrollHeight > el.clientHeight + 1);
    check();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    ro?.observe(el);
    return () => ro?.disconnect();
  }, []);

  useEffect(() => {
    const token = Symbol('dialog');
    openDialogs.push(token);
    if (scrollLocks++ === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || openDialogs[openDialogs.length - 1] !== token) return;
      // Swallow Escape either way so it doesn't reach the page behind a dialog that refuses it.
      e.stopPropagation();
      if (closeOnEscape) onCloseRef.current?.('escape');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      if (--scrollLocks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [closeOnEscape]);

  return (
    <div
      className={s.overlay}
      data-testid="wz-dialog-overlay"
      onMouseDown={(e) => {
        downOnOverlay.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && downOnOverlay.current && closeOnOverlay)
          onCloseRef.current?.('overlay');
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        className={cx(s.panel, className)}
        style={{ maxWidth: typeof width === 'number' ? `${width}px` : width }}
      >
        {(title || closable) && (
          <div className={s.header}>
            {title ? (
              <h2 id={titleId} className={s.title}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {closable && (
              <button
                type="button"
                className={s.close}
                aria-label="关闭"
                onClick={() => onCloseRef.current?.('close-button')}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        )}
        <div
          ref={bodyRef}
          className={cx(s.body, bodyClassName)}
          style={bodyStyle}
          tabIndex={bodyScrolls ? 0 : undefined}
        >
          {children}
        </div>
        {footer ? <div className={s.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
