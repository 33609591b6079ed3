import type { MouseEvent } from 'react';
import { isHttpUrl } from '../internal/safeUrl';

/** A same-site path (`/house/12`) or an http(s) URL; anything else (javascript:, data:) is dropped. */
export function linkHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return isHttpUrl(value) ? value : undefined;
}

/**
 * For `onNavigate` props: a plain left click goes to the app's router; modified clicks (new tab,
 * new window, download) stay with the browser, so the link keeps working as a link.
 */
export function routerClick(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  onNavigate: ((href: string) => void) | undefined,
) {
  if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  onNavigate(href);
}
