/**
 * The host's single seam to @wz/sdk's hooks: a typed read hook (SWR), imperative calls and the
 * session. Pages import from here only, so they stay thin (the providers are in app/providers.ts).
 */
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import {
  isApiError,
  type CallArgs,
  type OperationData,
  type OperationId,
  type UserInfo,
} from '@wz/sdk';
import {
  isApiKey,
  useApi,
  useLogin,
  useLogout as useSdkLogout,
  usePortalClient,
  useRegister,
  useSession as useSdkSession,
} from '@wz/sdk/react';
import { useNavigate } from 'react-router-dom';
import { resetLoginCheck } from './loginPrompt';

export { useApi, useLogin, useRegister };
export type { UserInfo };
export type TuijianBlock = OperationData<'getTuijianList'>[number];
export type LoginResult = OperationData<'login'>;

type CallFn = <K extends OperationId>(
  operation: K,
  ...args: CallArgs<K>
) => Promise<OperationData<K>>;

/** Imperative calls (polling, one-off writes): resolves with `data`, rejects with ApiError. */
export function useApiCall(): CallFn {
  return usePortalClient().call;
}

export interface SessionState {
  loggedIn: boolean;
  token: string | null;
  userInfo: UserInfo | null;
}

/** The session as stored by the SDK's TokenStore; re-renders on login, logout, renewal and other tabs. */
export function useSession(): SessionState {
  const s = useSdkSession();
  return useMemo(() => ({ loggedIn: s.isLoggedIn, token: s.token, userInfo: s.userInfo }), [s]);
}

/** For logins that don't go through useLogin (QR login): store the session, refetch user-dependent reads. */
export function useSessionActions() {
  const { tokenStore } = usePortalClient();
  const { mutate } = useSWRConfig();
  const signIn = useCallback(
    (result: LoginResult) => {
      tokenStore.setToken(result.token);
      tokenStore.setUserInfo(result.userInfo);
      void mutate((key) => isApiKey(key));
    },
    [tokenStore, mutate],
  );
  return { signIn };
}

/**
 * Logout (spec §4): tell the server (best effort), clear token and user info, reset the login-check
 * counter and go home.
 */
export function useLogout() {
  const logout = useSdkLogout();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    resetLoginCheck();
    navigate('/');
  }, [logout, navigate]);
}

/** The server text of a failed call, or a fallback for transport failures. */
export function apiErrorMessage(err: unknown, fallback: string): string {
  if (isApiError(err) && err.msg) return err.msg;
  return fallback;
}
