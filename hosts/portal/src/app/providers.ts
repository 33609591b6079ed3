/**
 * The providers around the app: the configuration, the SDK client and the shell-wide SWR policy.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
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

