#!/usr/bin/env node
import { configFromEnv } from './http/config.js';
import { DEMO_USERS } from './seed/index.js';
import { startServer } from './server.js';

const started = Date.now();
const server = await startServer(configFromEnv());
const url = server.config.publicUrl ?? server.url;
console.info(`@wz/api-server listening on ${url} (db ${server.config.dbPath}, ${server.readers} reader threads, ready in ${Date.now() - started} ms)`);
console.info(`  API ${url}/public/v1  ·  demo login: ${DEMO_USERS[0].username} / ${DEMO_USERS[0].password}${server.config.devEndpoints ? '  ·  dev endpoints ON' : ''}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
