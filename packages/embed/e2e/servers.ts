import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type ApiServer } from '@wz/api-server';
// @ts-expect-error -- plain ESM helper without types, shared with scripts/start.mjs and the bench
import { startPartnerServer } from '../../../examples/partner-site/serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = join(here, '..', 'dist');
/** Where the test cards link to (never opened). */
export const PORTAL_URL = 'http://portal.test:5173';

export interface Stack {
  api: ApiServer;
  apiBase: string;
  partnerUrl: string;
  /** Test pages of e2e/fixtures served the same way (a real origin: Chrome blocks loopback requests from route-fulfilled pages). */
  fixturesUrl: string;
  close(): Promise<void>;
}

/** A fresh api-server (in-memory database, free port) and the partner example served beside dist/. */
export async function startStack(): Promise<Stack> {
  if (!existsSync(join(DIST, 'wz-embed.iife.js'))) {
    throw new Error(`No build at ${DIST}: run \`pnpm --filter @wz/embed build\` first.`);
  }
  const api = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbPath: ':memory:',
    devMode: true,
    logRequests: false,
    log: () => {},
  });
  const apiBase = `${api.url!}/public/v1`;
  const partner: { url: string; close(): Promise<void> } = await startPartnerServer({
    port: 0,
    apiBase,
    portalUrl: PORTAL_URL,
    embedDist: DIST,
  });
  const fixtures: { url: string; close(): Promise<void> } = await startPartnerServer({
    port: 0,
    apiBase,
    portalUrl: PORTAL_URL,
    embedDist: DIST,
    siteDir: join(here, 'fixtures'),
  });
  return {
    api,
    apiBase,
    partnerUrl: partner.url,
    fixturesUrl: fixtures.url,
    async close() {
      await fixtures.close();
      await partner.close();
      await api.close();
    },
  };
}
