export {
  createServer,
  startServer,
  loadSpecification,
  handlers,
  API_PREFIX,
  unflatten,
} from './server.js';
export {
  configFromEnv,
  resolveConfig,
  parseAppSecrets,
  parsePartnerApps,
  DEV_APP_ID,
  DEV_APP_SECRET,
  DEV_PARTNER_APP_ID,
  DEV_PARTNER_APP_SECRET,
  DEV_PARTNER_OPERATIONS,
} from './config.js';
export { operationTable, checkPartnerApps, EMBED_SIGN_PATH } from './partners.js';
export { computeSign, signingBase, flattenParams, verifySignedParams } from './sign.js';
export { openDatabase, tableCounts, migrate } from './db/index.js';
export { seedDatabase, DEMO_USERS, SEED_EPOCH } from './seed/index.js';
export { createSession } from './sessions.js';
export { renderSvg, MEDIA_DIR } from './media.js';

export type { ApiServer, CreateServerOptions } from './server.js';
export type { ServerConfig, ServerOptions, PartnerApp } from './config.js';
export type { OperationInfo } from './partners.js';
export type { AppContext, Envelope, Handler, SessionUser } from './context.js';
export type { DB } from './db/index.js';
export type { SignCheck } from './sign.js';
