// A portal server in its own process for the SSR bench (so the load generator does not share its event
// loop): argv = apiOrigin ssr(1|0). Prints `portal <url>` once listening; SIGTERM stops it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const [apiOrigin, ssrFlag] = process.argv.slice(2);
const { startStaticServer } = await import(join(root, 'hosts/portal/scripts/serve-static.mjs'));
const { createSsr } = await import(join(root, 'hosts/portal/server/ssr.mjs'));
const { DEV_APP_ID, DEV_APP_SECRET } = await import('@wz/api-server');

const dist = process.env.PORTAL_DIST ?? join(root, 'hosts/portal/dist');
// As `pnpm start` serves it: no secret in the browser, the portal's server signs at POST /sign.
const { createSignHandler, SIGN_PATH } = await import(join(root, 'hosts/portal/server/sign.mjs'));
const sign = { path: SIGN_PATH, handle: createSignHandler({ appid: DEV_APP_ID, secret: DEV_APP_SECRET }) };
const config = { apiBaseUrl: '/public/v1', appid: DEV_APP_ID, signer: { mode: 'endpoint', url: SIGN_PATH } };
const ssr =
  ssrFlag === '1'
    ? await createSsr({
        dist,
        serverDist: join(dist, '../dist-server'),
        api: { baseUrl: `${apiOrigin}/public/v1`, appid: DEV_APP_ID, secret: DEV_APP_SECRET },
        browserConfig: config,
        budgetMs: 800,
        cacheMs: Number(process.env.SSR_CACHE_MS ?? 0),
        log: (l) => console.error(l),
      })
    : undefined;
const portal = await startStaticServer({ root: dist, port: 0, apiProxy: apiOrigin, config, sign, ...(ssr ? { ssr } : {}) });
console.info(`portal ${portal.url}`);
process.on('SIGTERM', () => portal.close().then(() => process.exit(0)));
