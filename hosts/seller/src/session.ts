import { hasToken } from '@wz/app-kit';

/** Where the seller centre is served (the Vite base without its last slash). */
export const BASENAME = '/seller/wzmall';

/** Guests (and expired sessions) go to the portal's login, which brings them back here afterwards. */
export function toLogin(expired = false): void {
  const back = window.location.pathname + window.location.search;
  window.location.assign(`/login?${expired ? 'flag=100&' : ''}redirect=${encodeURIComponent(back)}`);
}

export { hasToken };
