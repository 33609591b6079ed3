import type { FastifyInstance } from 'fastify';
import type { AppContext, Handler } from './context.js';
import type { OperationInfo } from './partners.js';

/** What a section's extra routes may use: the context, the API prefix and the contract's operations. */
export interface SectionEnv {
  ctx: AppContext;
  prefix: string;
  operations: ReadonlyMap<string, OperationInfo>;
}

/** One section of the portal as the server sees it; sections/index.ts lists them. */
export interface Section {
  key: string;
  /** operationId → implementation, for the section's operations of the contract. */
  handlers: Record<string, Handler>;
  /** Routes outside the contract's signed operations (simulator, dev endpoints, signing endpoint). */
  register?: (app: FastifyInstance, env: SectionEnv) => Promise<void> | void;
  /** Periodic upkeep run by the server's sweep timer (e.g. closing expired orders). */
  sweep?: (ctx: AppContext) => void;
}
