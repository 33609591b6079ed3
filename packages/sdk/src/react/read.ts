import { useCallback } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../errors';
import { fetchRead, type Read, type ReadFactory, type ReadKey } from '../facts';
import type { OperationData, OperationParams, ReadOperationId } from '../types';
import { usePortalClient } from './context';

/** SWR options of a read. */
export type ReadConfig<K extends ReadOperationId = ReadOperationId> = SWRConfiguration<
  OperationData<K>,
  ApiError
>;

/** What a read hook returns (SWR's response, typed by the operation). */
export type ReadResult<K extends ReadOperationId> = SWRResponse<OperationData<K>, ApiError>;

/**
 * Fetches a read (`reads.educationInfo({ id, type })`) through the provider's client, cached and
 * deduplicated by SWR under `read.key`. `null` sends nothing (e.g. until an id is known).
 */
export function useRead<K extends ReadOperationId>(
  read: Read<K> | null,
  config?: ReadConfig<K>,
): ReadResult<K> {
  const client = usePortalClient();
  // The key carries all the fetch needs, so one fetcher per client serves every read.
  const fetcher = useCallback(
    (key: ReadKey<K>) => fetchRead(client, { key, operation: key[1], params: key[2] }),
    [client],
  );
  const swr = useSWR<OperationData<K>, ApiError, ReadKey<K> | null>(read?.key ?? null, fetcher, config);
  // SWR reports isLoading on the first render even when the data is already there (a `fallback`, e.g.
  // a server rendering's answers): loading means no data yet, so the page renders what it has. Getters
  // keep SWR's tracking of what the component reads.
  return {
    mutate: swr.mutate,
    get data() {
      return swr.data;
    },
    get error() {
      return swr.error;
    },
    get isValidating() {
      return swr.isValidating;
    },
    get isLoading() {
      return swr.isLoading && swr.data === undefined;
    },
  };
}

/** The hook of one read operation: `(params | null, config?)`, named `use` + its operationId. */
export type ReadHook<K extends ReadOperationId> = (
  params: OperationParams<K> | null,
  config?: ReadConfig<K>,
) => ReadResult<K>;

/** Builds `use<OperationId>` from a read's factory (`readHook(educationInfo)`; every named read hook is exactly this). */
export function readHook<K extends ReadOperationId>(factory: ReadFactory<K>): ReadHook<K> {
  return function useOperation(params, config) {
    return useRead(params === null ? null : factory(...([params] as never)), config);
  };
}
