import { useSyncExternalStore } from 'react';
import { IS_FLAG_KEY } from '../session';

/**
 * The login-check counter (spec §4): an action that needs a member bumps it; at 1 the shell shows
 * "not logged in" with 去登录 / 再看看, and either answer resets it to 0.
 */
let counter = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function requestLogin() {
  counter += 1;
  emit();
}

export function resetLoginCheck() {
  counter = 0;
  emit();
}

export function useLoginCheckCounter(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => counter,
    () => 0,
  );
}

/** Remembers that the next /login visit was caused by a missing or expired session. */
export function markLoginRedirect() {
  try {
    localStorage.setItem(IS_FLAG_KEY, '100');
  } catch {
    // Without storage the login page simply does not reload.
  }
}

const FLASH_KEY = 'wz:flash';

/** A message that must survive the reload the login page does on flag 100. */
export function setFlash(message: string) {
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Best effort.
  }
}

export function takeFlash(): string | undefined {
  try {
    const m = sessionStorage.getItem(FLASH_KEY) ?? undefined;
    sessionStorage.removeItem(FLASH_KEY);
    return m;
  } catch {
    return undefined;
  }
}
