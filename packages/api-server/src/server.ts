import {
  assembleServer,
  handlerTable,
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
