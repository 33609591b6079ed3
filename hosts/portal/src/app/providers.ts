/**
 * The providers around the app: the configuration, the SDK client and the shell-wide SWR policy.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { Middleware, SWRConfiguration } from 'swr';
import type { PortalClient } from '@wz/sdk';
import { PortalClientProvider } from '@wz/sdk/react';
import type { PortalConfig } from './lib/config';
import { trackPending } from './lib/pending';

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
  const swr = useMemo(() => (fallback ? { ...swrConfig, fallback } : swrConfig), [fallback]);
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

