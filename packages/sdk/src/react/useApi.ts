import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../errors';
import type { OperationData, OperationId, OperationParams, ReadOperationId } from '../types';
import { usePortalClient } from './context';

type LooseCall = (operation: OperationId, params?: object) => Promise<unknown>;

/** SWR key of a read: `['wz', operationId, params]`. */
export type ApiKey<K extends ReadOperationId = ReadOperationId> = readonly [
  'wz',
  K,
  OperationParams<K>,
];

/** The SWR key the hooks use for an operation and its params (for `mutate`). */
export function apiKey<K extends ReadOperationId>(
  operation: K,
  params: OperationParams<K>,
): ApiKey<K> {
  return ['wz', operation, params] as const;
}

/** True for keys made by apiKey, optionally only for the given operations. */
export function isApiKey(key: unknown, operations?: readonly ReadOperationId[]): key is ApiKey {
  return (
    Array.isArray(key) &&
    key[0] === 'wz' &&
    (!operations || operations.includes(key[1] as ReadOperationId))
  );
}

/** SWR options for a read hook. */
export type ApiConfig<K extends ReadOperationId> = SWRConfiguration<OperationData<K>, ApiError>;

/**
 * Fetches a read operation through the provider's client with SWR.
 * `params` null skips the request (e.g. until an id is known).
 */
export function useApi<K extends ReadOperationId>(
  operation: K,
  params: OperationParams<K> | null,
  config?: ApiConfig<K>,
): SWRResponse<OperationData<K>, ApiError> {
  const client = usePortalClient();
  const key = params === null ? null : apiKey(operation, params);
  return useSWR<OperationData<K>, ApiError, ApiKey<K> | null>(
    key,
    ([, op, p]: ApiKey<K>) => (client.call as LooseCall)(op, p) as Promise<OperationData<K>>,
    config,
  );
}

/** State and trigger of a write hook. */
export interface ApiMutation<K extends OperationId, R = OperationData<K>> {
  /** Sends the write; resolves with the result, rejects with ApiError. */
  trigger(params: OperationParams<K>): Promise<R>;
  /** True while a trigger is pending. */
  isMutating: boolean;
  /** The last result. */
  data: R | undefined;
  /** The last failure. */
  error: ApiError | undefined;
  /** Clears data and error. */
  reset(): void;
}

/** Options of useApiMutation. */
export interface ApiMutationOptions<K extends OperationId, R> {
  /** Reads to revalidate after success. */
  invalidates?: readonly ReadOperationId[];
  /** Turns the operation's data into the hook's result (e.g. adds a message). */
  select?: (data: OperationData<K>, params: OperationParams<K>) => R;
}

/** Runs a write operation and revalidates the reads it affects. */
export function useApiMutation<K extends OperationId, R = OperationData<K>>(
  operation: K,
  options: ApiMutationOptions<K, R> = {},
): ApiMutation<K, R> {
  const client = usePortalClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{ data?: R; error?: ApiError; pending: number }>({
    pending: 0,
  });
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const trigger = useCallback(
    async (params: OperationParams<K>): Promise<R> => {
      setState((s) => ({ ...s, pending: s.pending + 1 }));
      try {
        const data = (await (client.call as LooseCall)(operation, params)) as OperationData<K>;
        const { select, invalidates } = optionsRef.current;
        const result = select ? select(data, params) : (data as unknown as R);
        setState((s) => ({ data: result, pending: s.pending - 1 }));
        if (invalidates?.length) await mutate((key) => isApiKey(key, invalidates));
        return result;
      } catch (error) {
        setState((s) => ({ ...s, error: error as ApiError, pending: s.pending - 1 }));
        throw error;
      }
    },
    [client, operation, mutate],
  );
  const reset = useCallback(() => setState((s) => ({ pending: s.pending })), []);
  return { trigger, isMutating: state.pending > 0, data: state.data, error: state.error, reset };
}
