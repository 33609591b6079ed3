import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiError } from '../errors';
import { clearedBy } from '../clears';
import type { OperationData, OperationParams, WriteOperationId } from '../types';
import { usePortalClient } from './context';

/** State and trigger of a write. */
export interface Write<K extends WriteOperationId, R = OperationData<K>> {
  /** Sends the write (every call is a request of its own); resolves with the result, rejects with ApiError. */
  trigger(params: OperationParams<K>): Promise<R>;
  /** Refetches the reads this write affects, again (e.g. when the order it created is paid later). */
  revalidate(params: OperationParams<K>): Promise<void>;
  /** True while a trigger is pending. */
  isMutating: boolean;
  /** The last result. */
  data: R | undefined;
  /** The last failure. */
  error: ApiError | undefined;
  /** Clears data and error. */
  reset(): void;
}

/** Options of useWrite. */
export interface WriteOptions<K extends WriteOperationId, R> {
  /** Turns the operation's data into the hook's result (e.g. adds the spec's message). */
  select?: (data: OperationData<K>, params: OperationParams<K>) => R;
}

type LooseCall = (operation: string, params?: object) => Promise<unknown>;

/**
 * Runs a write: never cached, deduplicated, retried or refetched (it does not go through SWR), and after
 * success refetches exactly the cached reads the contract's `x-invalidates` names for these params.
 */
export function useWrite<K extends WriteOperationId, R = OperationData<K>>(
  operation: K,
  options: WriteOptions<K, R> = {},
): Write<K, R> {
  const client = usePortalClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{ data?: R; error?: ApiError; pending: number }>({
    pending: 0,
  });
  const selectRef = useRef(options.select);
  useEffect(() => {
    selectRef.current = options.select;
  });

  const revalidate = useCallback(
    async (params: OperationParams<K>) => {
      // the write's facts came with its section's table when it was sent (the client caches them)
      await mutate(clearedBy((await client.operation(operation)).invalidates, params));
    },
    [client, mutate, operation],
  );

  const trigger = useCallback(
    async (params: OperationParams<K>): Promise<R> => {
      setState((s) => ({ ...s, pending: s.pending + 1 }));
      let result: R;
      try {
        const data = (await (client.call as LooseCall)(operation, params)) as OperationData<K>;
        const select = selectRef.current;
        result = select ? select(data, params) : (data as unknown as R);
      } catch (error) {
        setState((s) => ({ ...s, error: error as ApiError, pending: s.pending - 1 }));
        throw error;
      }
      setState((s) => ({ data: result, pending: s.pending - 1 }));
      await revalidate(params);
      return result;
    },
    [client, operation, revalidate],
  );
  const reset = useCallback(() => setState((s) => ({ pending: s.pending })), []);
  return {
    trigger,
    revalidate,
    isMutating: state.pending > 0,
    data: state.data,
    error: state.error,
    reset,
  };
}
