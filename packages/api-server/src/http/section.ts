import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../generated/api.js';
import type { SectionOperations } from '../generated/sections.js';
import type { AppContext, Envelope, Params } from './context.js';
import type { Migration } from '../db/index.js';
import type { SeedContext } from '../seed/context.js';
import type { OperationInfo } from './partners.js';
import type { SearchSource } from './search.js';

export type OperationId = keyof operations;
/** A named schema of the contract (e.g. Schema<'TradeState'> for a column holding one of its values). */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
export type SectionKey = keyof SectionOperations;

type SuccessOf<Body> = Body extends { code: 200; data: infer D } ? D : never;
/** The `data` of an operation's code-200 answer, as the contract declares it. */
export type AnswerData<Id extends OperationId> = operations[Id] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? SuccessOf<Body>
  : never;

/** A handler of one operation: a code-200 answer carries the contract's `data`; errors carry null. */
export type OperationHandler<Id extends OperationId> = (
  ctx: AppContext,
  params: Params,
  req: FastifyRequest,
  reply: FastifyReply,
) => Answer<Id> | Promise<Answer<Id>>;
export type Answer<Id extends OperationId> = Envelope<AnswerData<Id>> | Envelope<null>;

/** One handler for every signed operation the section's paths.yaml declares, and nothing else. */
export type SectionHandlers<K extends SectionKey> = {
  [Id in SectionOperations[K]]: OperationHandler<Id>;
};

/** What a section's extra routes may use: the context, the API prefix and the contract's operations. */
export interface SectionEnv {
  ctx: AppContext;
  prefix: string;
  operations: ReadonlyMap<string, OperationInfo>;
}

/** One section of the portal as the server sees it; sections/index.ts lists them. */
export interface Section<K extends SectionKey = SectionKey> {
  key: K;
  /** operationId → implementation, for the section's operations of the contract. */
  handlers: SectionHandlers<K>;
  /**
   * Public list reads that scan many rows. When the server runs a read pool (READ_WORKERS) they are answered
   * on its threads, so one long list does not hold up every other request. Each must be x-auth none,
   * x-effect read and x-cache (checked at start), and use only ctx.db for reading, ctx.cache.memo, ctx.now,
   * ctx.config and ctx.publicUrl.
   */
  pooled?: readonly SectionOperations[K][];
  /** Routes outside the contract's signed operations (simulator, dev endpoints, signing endpoint). */
  register?: (app: FastifyInstance, env: SectionEnv) => Promise<void> | void;
  /** Periodic upkeep run by the server's sweep timer (e.g. closing expired orders). */
  sweep?: (ctx: AppContext) => void;
  /** The section's tables, versioned on their own; applied in the order of the sections list. */
  migrations?: readonly Migration[];
  /** The section's demo rows, written into an empty database (seed/index.ts runs every section's). */
  seed?: SectionSeed;
  /** What the one search finds of the section's items (a listing's from defineListing's `search`). */
  search?: readonly SearchSource[];
}

/** A section's seed; the runner keeps the sections list's order except where `after` asks otherwise. */
export interface SectionSeed {
  /** Sections whose seed must run first: rows this one reads or refers to, or earlier draws of the shared stream. */
  after?: readonly SectionKey[];
  run: (ctx: SeedContext) => void;
}

/** Any one section (a list of sections mixes keys). */
export type AnySection = { [K in SectionKey]: Section<K> }[SectionKey];

/** Declares a section; its key picks the operations its handlers must cover. */
export const defineSection = <K extends SectionKey>(section: Section<K>): Section<K> => section;
