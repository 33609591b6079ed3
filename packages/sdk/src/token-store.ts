import type { components } from './generated/api';

/** The logged-in user as stored beside the token. */
export type UserInfo = components['schemas']['UserInfo'];

/** Where the session lives. The client re-reads the token before every send. */
export interface TokenStore {
  getToken(): string | null;
  setToken(token: string): void;
  getUserInfo(): UserInfo | null;
  setUserInfo(info: UserInfo | null): void;
  /** Removes token and user info. */
  clear(): void;
  /** Calls `listener` after any change (also changes from other tabs for localStorage). */
  subscribe(listener: () => void): () => void;
}

/** Minimal Storage surface (localStorage, sessionStorage, or a test double). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const TOKEN_KEY = 'token';
const USER_KEY = 'userInfo';

function parseUser(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as UserInfo) : null;
  } catch {
    return null;
  }
}

/** A TokenStore on localStorage keys `token` and `userInfo` (the spec's keys). */
export function localStorageTokenStore(storage: StorageLike = globalThis.localStorage): TokenStore {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  let cachedRaw: string | null = null;
  let cachedUser: UserInfo | null = null;
  return {
    getToken: () => storage.getItem(TOKEN_KEY) || null,
    setToken(token) {
      storage.setItem(TOKEN_KEY, token);
      emit();
    },
    getUserInfo() {
      const raw = storage.getItem(USER_KEY);
      // Same object while the stored text is unchanged, so React snapshots stay stable.
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedUser = parseUser(raw);
      }
      return cachedUser;
    },
    setUserInfo(info) {
      if (info) storage.setItem(USER_KEY, JSON.stringify(info));
      else storage.removeItem(USER_KEY);
      emit();
    },
    clear() {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(USER_KEY);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
      };
      const target = typeof window === 'undefined' ? undefined : window;
      target?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        target?.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** A TokenStore in memory (servers, tests, embeds that must not touch the page's storage). */
export function memoryTokenStore(
  initial: { token?: string | null; userInfo?: UserInfo | null } = {},
): TokenStore {
  let token = initial.token ?? null;
  let userInfo = initial.userInfo ?? null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    getToken: () => token,
    setToken(next) {
      token = next;
      emit();
    },
    getUserInfo: () => userInfo,
    setUserInfo(info) {
      userInfo = info;
      emit();
    },
    clear() {
      token = null;
      userInfo = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** localStorage when the environment has a usable one, memory otherwise. */
export function defaultTokenStore(): TokenStore {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      storage.getItem(TOKEN_KEY);
      return localStorageTokenStore(storage);
    }
  } catch {
    // Storage access can throw (sandboxed iframes, privacy modes): fall back to memory.
  }
  return memoryTokenStore();
}
