export { createPortalClient } from './portal-client';
export { createLeanClient } from './client';
export { signParams, md5Signer } from './md5-sign';
export { endpointSigner, lazyMd5Signer } from './sign';
export { flattenParams, formSerializer, compareCodePoints } from './params';
export { ApiError, isApiError, errorMessage, SESSION_EXPIRED_MESSAGE } from './errors';
export { localStorageTokenStore, memoryTokenStore, defaultTokenStore } from './token-store';
export { operations } from './operations';
export type { OperationMeta, Invalidation } from './operation-meta';
export { reads, read, fetchRead, isReadKey, isReadOperation } from './reads';
export { teacherStatsReads } from './teacher-stats';
export { invalidatedBy } from './writes';
export { DETAIL_PATHS, detailPath } from './listings';

export type { PortalClient, PortalClientOptions, SessionExpiredEvent } from './client';
export type { ListingKind } from './listings';
export type { UploadFile, UploadOptions, UploadPurpose, UploadResult } from './upload';
export type { Signer, SignContext, EndpointSignerOptions } from './sign';
export type { ParamObject, ParamValue } from './params';
export type { Read, ReadKey, ReadArgs, Reads, ReadFactory } from './reads';
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
  UNKNOWN_TRADE_STATE_MESSAGE,
  FINAL_TRADE_STATES,
  isFinalTradeState,
  tradeStateMessage,
  toggleMessage,
  giftSentMessage,
  QR_LOGIN_MESSAGES,
  PHONE_PATTERN,
  SMS_MESSAGES,
  smsResendMessage,
  PASSWORD_RESET_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
} from './messages';
export type { TradeState } from './messages';
