export {
  createServer,
  startServer,
  loadSpecification,
  handlers,
  migrations,
  openDatabase,
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
} from './http/config.js';
export { operationTable, checkPartnerApps } from './http/partners.js';
export { EMBED_SIGN_PATH } from './sections/embed/sign.js';
export type { Section, SectionEnv, SectionSeed } from './http/section.js';
export type { SeedContext, RandomStream } from './seed/context.js';
export { computeSign, signingBase, flattenParams, verifySignedParams } from './http/sign.js';
export { tableCounts, migrate } from './db/index.js';
export type { Migration, SectionMigrations } from './db/index.js';
export { seedDatabase, DEMO_USERS, SEED_EPOCH } from './seed/index.js';
export { createSession } from './http/sessions.js';
export { renderSvg, MEDIA_DIR } from './media.js';

export type { ApiServer, CreateServerOptions } from './server.js';
export type { ServerConfig, ServerOptions, PartnerApp } from './http/config.js';
export type { OperationInfo } from './http/partners.js';
export type { AppContext, Envelope, Handler, SessionUser } from './http/context.js';
export type { DB } from './db/index.js';
export type { SignCheck } from './http/sign.js';
