import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { PortalClient } from '../client';
import { isApiError } from '../errors';

const ClientContext = createContext<PortalClient | null>(null);

/** Retrying cannot fix a business answer (201/202/…) or unreadable JSON; SWR retries only transport failures. */
export function shouldRetryOnError(error: unknown): boolean {
  return !(isApiError(error) && (error.kind === 'api' || error.kind === 'parse'));
}

/** Props of PortalClientProvider. */
export interface PortalClientProviderProps {
  /** The client every hook below uses. */
  client: PortalClient;
  /** Extra SWR configuration (e.g. `provider: () => new Map()` in tests). */
  swr?: SWRConfiguration;
  children?: ReactNode;
}

/** Shares one PortalClient (and SWR defaults) with the hooks of @wz/sdk/react. */
export function PortalClientProvider({ client, swr, children }: PortalClientProviderProps) {
  const value = useMemo<SWRConfiguration>(() => ({ shouldRetryOnError, ...swr }), [swr]);
  return (
    <ClientContext.Provider value={client}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </ClientContext.Provider>
  );
}

/** The client from the nearest PortalClientProvider. */
export function usePortalClient(): PortalClient {
  const client = useContext(ClientContext);
  if (!client)
    throw new Error('usePortalClient: wrap the tree in <PortalClientProvider client={…}>');
  return client;
}
