import type { components, operations as Operations } from './generated/api';
import type { Operations as OperationTable } from './generated/operations';

/** Every operationId of /public/v1. */
export type OperationId = keyof OperationTable;
/** Reads (x-effect read, whatever their method): cached and deduplicated. */
export type ReadOperationId = {
  [K in OperationId]: OperationTable[K]['effect'] extends 'read' ? K : never;
}[OperationId];
/** Writes (x-effect write, whatever their method): never cached, retried or refetched. */
export type WriteOperationId = {
  [K in OperationId]: OperationTable[K]['effect'] extends 'write' ? K : never;
}[OperationId];

/** Added by the client on every request; never passed by callers. */
type SignedKeys = 'appid' | 'timestamp' | 'sign';
type EmptyParams = { [key: string]: never };
type Strip<T> = T extends object ? Omit<T, SignedKeys> : EmptyParams;

/** Path parameters (`/home/new_building_details/{id}`), passed among the others by name. */
type PathParams<K extends OperationId> = Operations[K] extends {
  parameters: { path: infer P extends object };
}
  ? P
  : Record<never, never>;

/** A form operation's query-string parameters (daohang/ruzhuDaohang), passed among the others by name. */
type FormQueryParams<K extends OperationId> = Operations[K] extends {
  requestBody: unknown;
  parameters: { query: infer Q extends object };
}
  ? Q
  : Record<never, never>;

/**
 * The parameters of an operation, without appid/timestamp/sign: the query (GET) or form-body (POST)
 * fields, plus the path parameters, all in one object.
 */
export type OperationParams<K extends OperationId> = (Operations[K] extends {
  requestBody: { content: { 'application/x-www-form-urlencoded': infer B } };
}
  ? Strip<B>
  : Operations[K] extends { parameters: { query: infer Q } }
    ? Strip<Q>
    : EmptyParams) &
  PathParams<K> &
  FormQueryParams<K>;

/** The full envelope an operation answers with (success or error envelope). */
export type OperationEnvelope<K extends OperationId> = Operations[K] extends {
  responses: { 200: { content: { 'application/json': infer R } } };
}
  ? R
  : never;

/** The typed `data` of a successful (code 200) answer. */
export type OperationData<K extends OperationId> =
  Extract<OperationEnvelope<K>, { code: 200 }> extends { data: infer D } ? D : never;

/** The error envelope (code 101, 201, 202, 400, 401, 404). */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/** Options for a single call. */
export interface CallOptions {
  /** Cancels the call (in addition to the client's timeout). */
  signal?: AbortSignal;
}

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/** `(params, options?)`, with params optional when the operation has no required parameter. */
export type CallArgs<K extends OperationId> = [RequiredKeys<OperationParams<K>>] extends [never]
  ? [params?: OperationParams<K>, options?: CallOptions]
  : [params: OperationParams<K>, options?: CallOptions];
