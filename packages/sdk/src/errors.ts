/** Where a call failed: an envelope code other than 200, an HTTP status, the timeout, the network, or unreadable JSON. */
export type ApiErrorKind = 'api' | 'http' | 'timeout' | 'network' | 'parse';

/** Fields of an ApiError. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** Envelope code for `api`, HTTP status for `http`, 0 otherwise. */
  code: number;
  msg: string;
  operation: string;
  /** The server's answer: the envelope (`api`) or the parsed/text body (`http`). */
  response?: unknown;
  cause?: unknown;
}

/** Every failed call rejects with an ApiError. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Envelope code (101, 201, 202, 400, 401, 404) for `api`; HTTP status for `http`; 0 otherwise. */
  readonly code: number;
  /** Server text (`msg`) or a description of the failure. */
  readonly msg: string;
  /** operationId of the call. */
  readonly operation: string;
  /** The server's answer, when there was one. */
  readonly response: unknown;

  constructor(init: ApiErrorInit) {
    super(
      `${init.operation}: ${init.msg} (${init.kind} ${init.code})`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg;
    this.operation = init.operation;
    this.response = init.response;
  }
}

/** True for an ApiError (also across bundled copies of the SDK). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error && value.name === 'ApiError' && 'operation' in value)
  );
}

/** The text the spec shows when a session expires. */
export const SESSION_EXPIRED_MESSAGE = '登陆状态已失效，请重新登录';

/** The text of a failed call (the server's, or the transport's description), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.msg ? error.msg : fallback;
}
