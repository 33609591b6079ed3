import { useCallback } from 'react';
import { useSession } from '@wz/sdk/react';
import { requestLogin } from './loginPrompt';

const RESUME_KEY = 'wz:resume';
/** A guest who went to log in and came back later than this started over: the action is not finished for them. */
const RESUME_MS = 15 * 60 * 1000;

const here = () => window.location.pathname + window.location.search;

/**
 * Writes that need a member (like, collect, rate, gift, remark, comment): a guest gets the shell's
 * login-check dialog instead of a request the server would refuse. With an `action` (`collect`, `phone`),
 * the page it was pressed on finishes it once the guest has logged in and come back (`useResumedAction`).
 */
export function useRequireLogin(): (action?: string) => boolean {
  const { isLoggedIn: loggedIn } = useSession();
  return useCallback(
    (action?: string) => {
      if (loggedIn) return true;
      if (action) rememberAction(action);
      requestLogin();
      return false;
    },
    [loggedIn],
  );
}

/** Notes that a guest pressed `action` on this page before being sent to log in (see `takeResumedAction`). */
export function rememberAction(action: string) {
  try {
    sessionStorage.setItem(RESUME_KEY, JSON.stringify({ path: here(), action, at: Date.now() }));
  } catch {
    // Without storage the guest presses it again after login.
  }
}

/** `/login?redirect=…` back to this page (the login page goes there once the member is in). */
export function loginPathBack(): string {
  return `/login?redirect=${encodeURIComponent(here())}`;
}

/** The guest said 再看看: nothing is waiting for a login. */
export function dropResumedAction() {
  try {
    sessionStorage.removeItem(RESUME_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * True once when the member has just logged in to do `action` on this very page (the entry is taken:
 * a reload does not do it twice).
 */
export function takeResumedAction(action: string): boolean {
  try {
    const raw = sessionStorage.getItem(RESUME_KEY);
    if (!raw) return false;
    const entry = JSON.parse(raw) as { path?: unknown; action?: unknown; at?: unknown };
    if (entry.path !== here() || entry.action !== action) return false;
    sessionStorage.removeItem(RESUME_KEY);
    return typeof entry.at === 'number' && Date.now() - entry.at < RESUME_MS;
  } catch {
    return false;
  }
}
