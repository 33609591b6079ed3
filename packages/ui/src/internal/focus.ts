import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(el: HTMLElement): HTMLElement[] {
  return Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (n) =>
      !n.hasAttribute('disabled') &&
      n.getAttribute('aria-hidden') !== 'true' &&
      n.getClientRects().length > 0,
  );
}

/**
 * True when `node` sits in a portal layer opened after the one holding `container` (a popover opened
 * from inside a dialog): focus may go there without being pulled back.
 */
function inLaterLayer(container: HTMLElement, node: Node): boolean {
  const own = container.closest('[data-wz-portal]');
  const other = (node instanceof Element ? node : node.parentElement)?.closest('[data-wz-portal]');
  if (!other || other === own) return false;
  return !own || Boolean(own.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/** Active traps, innermost last: only the top one acts, so a confirm dialog can open over a dialog. */
const stack: HTMLElement[] = [];

/**
 * While `active`: moves focus into `ref` (the element marked `data-autofocus`, else the first
 * focusable, else the container), keeps Tab and Shift+Tab inside it, and on deactivation gives focus
 * back to whatever had it before.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const container = ref.current;
    if (!container) return;
    const previous = document.activeElement as HTMLElement | null;
    stack.push(container);
    const isTop = () => stack[stack.length - 1] === container;

    const initial =
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      focusableIn(container)[0] ??
      container;
    initial.focus({ preventScroll: true });

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || !isTop()) return;
      const items = focusableIn(container);
      if (items.length === 0) {
        e.preventDefault();
        container.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      if (e.shiftKey && (current === first || !container.contains(current))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (current === last || !container.contains(current))) {
        e.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes (a click on the page behind, a script) is pulled back in.
    const onFocusIn = (e: FocusEvent) => {
      if (
        isTop() &&
        e.target instanceof Node &&
        !container.contains(e.target) &&
        !inLaterLayer(container, e.target)
      ) {
        (focusableIn(container)[0] ?? container).focus({ preventScroll: true });
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(container), 1);
      if (previous && typeof previous.focus === 'function' && previous.isConnected) {
        previous.focus({ preventScroll: true });
      }
    };
  }, [ref, active]);
}
