/**
 * The providers around the app: the configuration, the SDK client and the shell-wide SWR policy.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import type { PortalClient } from '@wz/sdk';
import { PortalClientProvider } from '@wz/sdk/react';
import type { PortalConfig } from './lib/config';
import { trackPending } from './lib/pending';
import { hasToken } from './lib/session';

const ConfigContext = createContext<PortalConfig | null>(null);

/** Reads report to the top progress bar while they are on the way. */
const trackReads: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const tracked: typeof fetcher =
    fetcher && ((...args: unknown[]) => trackPending(Promise.resolve(fetcher(...args))) as never);
  return useSWRNext(key, tracked, config);
};

/**
 * The server renders for guests: a member's hooks fetch the server's answers again once mounted (their
 * own state, e.g. liked). Guests keep them (SWR does not refetch fallback data on its own).
 */
function refetchForMembers(keys: ReadonlySet<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const again = key !== null && keys.has(unstable_serialize(key)) && hasToken();
    return useSWRNext(key, fetcher, again ? { ...config, revalidateOnMount: true } : config);
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
      fallback
        ? { ...swrConfig, fallback, use: [trackReads, refetchForMembers(new Set(Object.keys(fallback)))] }
        : swrConfig,
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

