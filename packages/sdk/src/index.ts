export { createPortalClient } from './client';
export { signParams, md5Signer, endpointSigner } from './sign';
export { flattenParams, formSerializer, compareCodePoints } from './params';
export { ApiError, isApiError, SESSION_EXPIRED_MESSAGE } from './errors';
export { localStorageTokenStore, memoryTokenStore, defaultTokenStore } from './token-store';
export { operations } from './generated/operations';
export type { OperationMeta, Invalidation } from './operation-meta';

export type { PortalClient, PortalClientOptions, SessionExpiredEvent } from './client';
export type { Signer, SignContext, EndpointSignerOptions } from './sign';
export type { ParamObject, ParamValue } from './params';
export type { ApiErrorKind, ApiErrorInit } from './errors';
export type { TokenStore, StorageLike, UserInfo } from './token-store';
export type {
  OperationId,
  ReadOperationId,
  WriteOperationId,
  OperationParams,
  OperationData,
  OperationEnvelope,
  ErrorEnvelope,
  CallArgs,
  CallOptions,
} from './types';
export type { paths, components, operations as OperationTypes } from './generated/api';
export {
  TRADE_STATE_MESSAGES,
  FINAL_TRADE_STATES,
  tradeStateMessage,
  toggleMessage,
  giftSentMessage,
} from './messages';
export type { TradeState } from './messages';
