import { createClientWith, type PortalClient, type PortalClientOptions } from './client';
import { loadOperation } from './load-operation';

/**
 * Creates the portal API client: form encoding, signing, bearer auth, timeout, envelope and session
 * handling. It takes every operation of the contract by name; an operation's facts come with its read
 * descriptor (`reads.*`) or load with the first call of its section, so a first load carries no table.
 */
export function createPortalClient(options: PortalClientOptions): PortalClient {
  return createClientWith(options, loadOperation);
}
