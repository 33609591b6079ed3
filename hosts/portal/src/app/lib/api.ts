/**
 * The host's session seam to @wz/sdk: the session in the shape the shell uses, and logout with the
 * portal's own steps. Reads and writes come straight from @wz/sdk/react.
 */
import { useCallback, useMemo } from 'react';
import type { OperationData, UserInfo } from '@wz/sdk';
import {
  useLogin,
  useLogout as useSdkLogout,
  useRegister,
  useSession as useSdkSession,
} from '@wz/sdk/react';
import { useNavigate } from 'react-router-dom';
import { resetLoginCheck } from '@wz/app-kit';

export { useLogin, useRegister };
export type { UserInfo };
export type TuijianBlock = OperationData<'getTuijianList'>[number];

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
