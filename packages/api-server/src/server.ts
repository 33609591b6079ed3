import { openDatabase as openWith, type DB } from './db/index.js';
import {
  assembleServer,
  handlerTable,
  migrationsOf,
  type ApiServer,
  type CreateServerOptions,
} from './http/server.js';
import { registerMedia } from './media.js';
import { sections } from './sections/index.js';
import { seedDatabase } from './seed/index.js';

export { API_PREFIX, loadSpecification, unflatten } from './http/server.js';
export type { ApiServer, CreateServerOptions } from './http/server.js';

/** Every operationId of the contract mapped to its implementation (read when a server is created). */
export const handlers = handlerTable(sections);

/** Every section's migrations, in the sections' order (shell first: other sections' tables refer to users). */
export const migrations = migrationsOf(sections);

/** Opens and migrates a portal database (file path or ':memory:'). */
export function openDatabase(path: string): DB {
  return openWith(path, migrations);
}

/** The portal's server: every section, seeded with the demo data. */
export function createServer(options: CreateServerOptions = {}): Promise<ApiServer> {
  return assembleServer({ sections, handlers, seed: seedDatabase, media: registerMedia }, options);
}

/** Creates, seeds (when empty) and starts listening; resolves once requests are answered. */
export async function startServer(options: CreateServerOptions = {}): Promise<ApiServer> {
  const server = await createServer(options);
  await server.listen();
  return server;
}
