import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { root } from '../theme/reset.css';

/** Marks our portal containers; the Storybook axe check includes them next to the canvas. */
export const PORTAL_ATTR = 'data-wz-portal';

/** Renders children into a container appended to `document.body` (or `container`) while mounted. */
export function Portal({
  children,
  container,
}: {
  children: ReactNode;
  container?: Element | null;
}) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const el = document.createElement('div');
    el.setAttribute(PORTAL_ATTR, '');
    el.className = root;
    (container ?? document.body).appendChild(el);
    setHost(el);
    return () => {
      el.remove();
    };
  }, [container]);
  return host ? createPortal(children, host) : null;
}
