// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultTokenStore,
  localStorageTokenStore,
  memoryTokenStore,
  type StorageLike,
} from '../src/index';
import { USER } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('localStorageTokenStore', () => {
  it('uses the spec keys token and userInfo', () => {
    const store = localStorageTokenStore(localStorage);
    store.setToken('abc');
    store.setUserInfo(USER);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(USER);
    store.clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('returns the same userInfo object until the stored text changes', () => {
    const store = localStorageTokenStore(localStorage);
    store.setUserInfo(USER);
    const first = store.getUserInfo();
    expect(store.getUserInfo()).toBe(first);
    store.setUserInfo({ ...USER, nickname: '新昵称' });
    expect(store.getUserInfo()).not.toBe(first);
    expect(store.getUserInfo()?.nickname).toBe('新昵称');
  });

  it('treats unreadable userInfo and an empty token as absent', () => {
    localStorage.setItem('userInfo', '{not json');
    localStorage.setItem('token', '');
    const store = localStorageTokenStore(localStorage);
    expect(store.getUserInfo()).toBeNull();
    expect(store.getToken()).toBeNull();
  });

  it('notifies subscribers on changes and on storage events from other tabs', () => {
    const store = localStorageTokenStore(localStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setToken('t');
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('memoryTokenStore and defaultTokenStore', () => {
  it('keeps the session in memory', () => {
    const store = memoryTokenStore({ token: 'm1' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setUserInfo(USER);
    expect(store.getToken()).toBe('m1');
    expect(store.getUserInfo()).toBe(USER);
    store.clear();
    expect(store.getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('uses localStorage when it is usable', () => {
    defaultTokenStore().setToken('d1');
    expect(localStorage.getItem('token')).toBe('d1');
  });

  it('falls back to memory when storage access throws', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    vi.stubGlobal('localStorage', throwing);
    const store = defaultTokenStore();
    store.setToken('mem');
    expect(store.getToken()).toBe('mem');
  });
});
