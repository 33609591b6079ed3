import { useEffect, type RefObject } from 'react';

/**
 * Scrolls a horizontally scrolling row so its current link (`aria-current="page"`) is centred; does
 * nothing when the row does not scroll, and never scrolls the page itself.
 */
export function useCurrentInView(row: RefObject<HTMLElement | null>, pathname: string) {
  useEffect(() => {
    const el = row.current;
    const active = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !active || el.scrollWidth <= el.clientWidth) return;
    // the row is positioned (user.css), so offsetLeft is measured from it
    el.scrollTo({ left: active.offsetLeft - (el.clientWidth - active.offsetWidth) / 2 });
  }, [row, pathname]);
}
