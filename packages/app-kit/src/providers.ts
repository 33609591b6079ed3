/**
 * The providers around the app: the configuration, the SDK client and the shell-wide SWR policy.
 */
import { createContext, createElement, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import type { PortalClient } from '@wz/sdk';
import { PortalClientProvider } from '@wz/sdk/react';
import type { PortalConfig } from './config';
import { trackPending } from './pending';
import { hasToken } from './session';

const ConfigContext = createContext<PortalConfig | null>(null);

/** Reads report to the top progress bar while they are on the way. */
const trackReads: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const tracked: typeof fetcher =
    fetcher && ((...args: unknown[]) => trackPending(Promise.resolve(fetcher(...args))) as never);
  return useSWRNext(key, tracked, config);
};

/**
 * The server renders for guests: on the page it rendered, a member's hooks fetch its answers again once
 * mounted (their own state, e.g. liked) and a guest's keep them (SWR would refetch fallback data, which
 * is work on the phone right after hydration for nothing). A key is the server's only until its first
 * mount: later visits revalidate as usual.
 */
function serverAnswers(keys: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = key === null ? '' : unstable_serialize(key);
    const fromServer = keys.has(serialized);
    useEffect(() => {
      if (fromServer) keys.delete(serialized);
    }, [fromServer, serialized]);
    return useSWRNext(key, fetcher, fromServer ? { ...config, revalidateOnMount: hasToken() } : config);
  };
}

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
  fallback,
  children,
}: {
  client: PortalClient;
  config: PortalConfig;
  /**
   * Answers the server rendered the page with, by SWR key (`unstable_serialize(read.key)`): the hooks
   * start with them, so hydration renders what the server did.
   */
  fallback?: Record<string, unknown>;
  children: ReactNode;
}) {
  const swr = useMemo(
    () =>
      !fallback
        ? swrConfig
        : typeof window === 'undefined'
          ? // The server renders once from the answers: no fetch to track, no mount to revalidate on.
            { ...swrConfig, fallback, use: [] }
          : { ...swrConfig, fallback, use: [trackReads, serverAnswers(new Set(Object.keys(fallback)))] },
    [fallback],
  );
  return createElement(
    ConfigContext.Provider,
    { value: config },
    createElement(PortalClientProvider, { client, swr }, children),
  );
}

export function usePortalConfig(): PortalConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('PortalProvider is missing');
  return config;
}

