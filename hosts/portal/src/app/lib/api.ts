/**
 * The host's single seam to @wz/sdk: the client in context, a typed read hook (SWR), imperative calls
 * and the session. Route modules import from here only, so they stay thin.
 */
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useMemo,
  type ReactNode,
} from 'react';
import { useSWRConfig, type Middleware, type SWRConfiguration } from 'swr';
import {
  isApiError,
  type CallArgs,
  type OperationData,
  type OperationId,
  type PortalClient,
  type UserInfo,
} from '@wz/sdk';
import {
  PortalClientProvider,
  isApiKey,
  useApi,
  useLogin,
  useLogout as useSdkLogout,
  usePortalClient,
  useRegister,
  useSession as useSdkSession,
} from '@wz/sdk/react';
import { useNavigate } from 'react-router-dom';
import type { PortalConfig } from './config';
import { resetLoginCheck } from './loginPrompt';
import { trackPending } from './pending';

export { useApi, useLogin, useRegister };
export type { UserInfo };
export type TuijianBlock = OperationData<'getTuijianList'>[number];
export type LoginResult = OperationData<'login'>;

const ConfigContext = createContext<PortalConfig | null>(null);

/** Reads report to the top progress bar while they are on the way. */
const trackReads: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const tracked: typeof fetcher =
    fetcher && ((...args: unknown[]) => trackPending(Promise.resolve(fetcher(...args))) as never);
  return useSWRNext(key, tracked, config);
};

/** Shell-wide SWR policy; the SDK's provider adds "retry transport failures only". */
const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  dedupingInterval: 5000,
  errorRetryCount: 2,
  use: [trackReads],
};

export function PortalProvider({
  client,
  config,
  children,
}: {
  client: PortalClient;
  config: PortalConfig;
  children: ReactNode;
}) {
  return createElement(
    ConfigContext.Provider,
    { value: config },
    createElement(PortalClientProvider, { client, swr: swrConfig }, children),
  );
}

export function usePortalConfig(): PortalConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('PortalProvider is missing');
  return config;
}

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
