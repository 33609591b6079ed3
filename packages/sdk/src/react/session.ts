import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import type { UserInfo } from '../token-store';
import type { OperationParams } from '../types';
import { usePortalClient } from './context';
import { useApiMutation } from './useApi';

/** The current session as the header and guards need it. */
export interface Session {
  token: string | null;
  userInfo: UserInfo | null;
  isLoggedIn: boolean;
  /** nickname, or username when there is no nickname (the header greeting). */
  displayName: string;
}

/** The session from the client's TokenStore; re-renders on login, logout, token rotation and expiry. */
export function useSession(): Session {
  const { tokenStore } = usePortalClient();
  const token = useSyncExternalStore(
    tokenStore.subscribe,
    tokenStore.getToken,
    tokenStore.getToken,
  );
  const userInfo = useSyncExternalStore(
    tokenStore.subscribe,
    tokenStore.getUserInfo,
    tokenStore.getUserInfo,
  );
  return useMemo(
    () => ({
      token,
      userInfo,
      isLoggedIn: token !== null,
      displayName: userInfo?.nickname || userInfo?.username || '',
    }),
    [token, userInfo],
  );
}

/** Revalidates every cached read so user-specific state (isLiked, …) follows the session. */
function useRevalidateAll() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === 'wz'), [mutate]);
}

/** Logs in; stores token and userInfo in the TokenStore. */
export function useLogin() {
  const { tokenStore } = usePortalClient();
  const revalidate = useRevalidateAll();
  return useApiMutation('login', {
    select: (data) => {
      tokenStore.setToken(data.token);
      tokenStore.setUserInfo(data.userInfo);
      void revalidate();
      return data;
    },
  });
}

/** Registers and logs in (stores token and userInfo). */
export function useRegister() {
  const { tokenStore } = usePortalClient();
  const revalidate = useRevalidateAll();
  return useApiMutation('register', {
    select: (data) => {
      tokenStore.setToken(data.token);
      tokenStore.setUserInfo(data.userInfo);
      void revalidate();
      return data;
    },
  });
}

/** Logs out: tells the server (best effort), then clears token and userInfo whatever it answered. */
export function useLogout() {
  const client = usePortalClient();
  const revalidate = useRevalidateAll();
  return useCallback(async () => {
    try {
      if (client.tokenStore.getToken()) await client.call('loginout');
    } catch {
      // The local session ends even when the server call fails (expired token, offline).
    } finally {
      client.tokenStore.clear();
      void revalidate();
    }
  }, [client, revalidate]);
}

/** Sends the registration SMS code. */
export function useSendRegSms() {
  return useApiMutation('sendRegSms');
}

/** Sends the password-reset SMS code. */
export function useSendForgetSms() {
  return useApiMutation('sendForgetSms');
}

/** Resets the password with an SMS code. */
export function useForgetPassword() {
  return useApiMutation('forgetPassword');
}

export type LoginParams = OperationParams<'login'>;
export type RegisterParams = OperationParams<'register'>;
