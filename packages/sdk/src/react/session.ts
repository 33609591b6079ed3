import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { PASSWORD_RESET_MESSAGE } from '../messages';
import { isReadKey } from '../facts';
import type { UserInfo } from '../token-store';
import type { OperationData, OperationParams } from '../types';
import { usePortalClient } from './context';
import { useWrite } from './write';

/** The current session as the header and guards need it. */
export interface Session {
  token: string | null;
  userInfo: UserInfo | null;
  isLoggedIn: boolean;
  /** nickname, or username when there is no nickname (the header greeting). */
  displayName: string;
}

/** The server renders for guests; hydration starts from that and then reads the browser's session. */
const noSession = () => null;

/**
 * The session from the client's TokenStore; re-renders on login, logout, token rotation and expiry.
 * Server rendering and hydration see no session (the token lives in the browser), so both agree.
 */
export function useSession(): Session {
  const { tokenStore } = usePortalClient();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.getToken, noSession);
  const userInfo = useSyncExternalStore(tokenStore.subscribe, tokenStore.getUserInfo, noSession);
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

/** What a login answers (password, registration or QR login). */
export type LoginResult = OperationData<'login'>;

/** Revalidates every cached read so user-specific state (isLiked, …) follows the session. */
function useRevalidateAll() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => isReadKey(key)), [mutate]);
}

/** Stores a login's token and userInfo, then refetches every read (QR login uses it too). */
export function useSignIn() {
  const { tokenStore } = usePortalClient();
  const revalidate = useRevalidateAll();
  return useCallback(
    (result: LoginResult) => {
      tokenStore.setToken(result.token);
      tokenStore.setUserInfo(result.userInfo);
      void revalidate();
      return result;
    },
    [tokenStore, revalidate],
  );
}

/** Logs in; stores token and userInfo in the TokenStore. */
export function useLogin() {
  return useWrite('login', { select: useSignIn() });
}

/** Registers and logs in (stores token and userInfo). */
export function useRegister() {
  return useWrite('register', { select: useSignIn() });
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

/** Resets the password with an SMS code (see useSmsCode 'forget'); the result carries 密码已重置，请使用新密码登录. */
export function useForgetPassword() {
  return useWrite('forgetPassword', {
    select: () => ({ message: PASSWORD_RESET_MESSAGE }),
  });
}

export type LoginParams = OperationParams<'login'>;
export type RegisterParams = OperationParams<'register'>;
