// The portal's server renderer as an HTTP handler: loads the `vite build --ssr` output (dist-server/),
// fills the production index.html with each page's head, HTML and data, and falls back to the
// client-rendered shell (status 200) when the API is down or slow. Used by scripts/serve-static.mjs.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `<link rel="modulepreload">` tags for a page's browser chunk and the chunks it imports, leaving out
 * what the HTML already loads: they download with the HTML instead of after the page's chunk arrives.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest Vite's client manifest
 * @param {string} template the HTML, whose own preloads and script are skipped
 */
function chunkPreloads(manifest, template) {
  const memo = new Map();
  return (source) => {
    if (!memo.has(source)) {
      const files = [];
      const visit = (key) => {
        const chunk = manifest[key];
        if (!chunk || files.includes(chunk.file)) return;
        files.push(chunk.file);
        for (const dep of chunk.imports ?? []) visit(dep);
      };
      visit(source);
      memo.set(source, files
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join(''));
    }
    return memo.get(source);
  };
}

/**
 * @param {{
 *   dist: string, serverDist: string,
 *   api: { baseUrl: string, appid: string, secret: string },
 *   browserConfig: object,
 *   origin?: string, budgetMs?: number, cacheMs?: number,
 *   log?: (line: string) => void,
 * }} options
 *   api: how the server reaches the API and signs its reads (its own secret: never sent to the browser);
 *   browserConfig: the config.json the browser gets; origin: the public origin for canonical URLs (else
 *   the request's Host); budgetMs: reads + render (800 ms); cacheMs: guest HTML cache per URL and reuse
 *   of read answers across renders (0: off; concurrent renders still share reads on the way).
 */
export async function createSsr({ dist, serverDist, api, browserConfig, origin, budgetMs = 800, cacheMs = 0, log }) {
  // React, react-router and SWR pick their production builds from NODE_ENV when first loaded (the
  // development ones render several times slower and warn in the server's log).
  process.env.NODE_ENV ??= 'production';
  const mod = await import(pathToFileURL(join(serverDist, 'render.js')).href);
  const template = (await readFile(join(dist, 'index.html'), 'utf8'))
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  if (!template.includes('<div id="root"></div>')) throw new Error('ssr: index.html has no empty #root');
  const pagePreloads = chunkPreloads(JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')), template);
  const config = mod.parseConfig(browserConfig);
  const client = mod.createPortalClient({
    baseUrl: api.baseUrl,
    appid: api.appid,
    signer: mod.md5Signer(api.secret),
    tokenStore: mod.memoryTokenStore(),
    timeoutMs: budgetMs,
  });
  /** @type {Map<string, { expires: number, page: { status: number, html: string } }>} */
  const cache = new Map();

  const fill = (result) => {
    const root = result.html === undefined
      ? '<div id="root"></div>'
      : `<div id="root">${result.html}</div><script id="${mod.SSR_DATA_ID}" type="application/json">${result.data}</script>`;
    const head = result.head + (result.page ? pagePreloads(result.page) : '');
    return template.replace('</head>', `    ${head}\n  </head>`).replace('<div id="root"></div>', () => root);
  };

  /**
   * The page for a request: `{ status, html, location? }`. Never throws: a failure gives the shell.
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url
   */
  async function page(req, url) {
    const key = url.pathname + url.search;
    // Only guests share cached pages (the server renders guest data; a request with credentials skips it).
    const shareable = cacheMs > 0 && !req.headers.cookie && !req.headers.authorization;
    const hit = shareable ? cache.get(key) : undefined;
    if (hit && hit.expires > Date.now()) return hit.page;
    const started = Date.now();
    const result = await mod.render({
      url: key,
      client,
      config,
      origin: origin ?? `http://${req.headers.host ?? 'localhost'}`,
      budgetMs,
      readCacheMs: cacheMs,
    });
    if (result.redirect !== undefined) return { status: 302, html: '', location: result.redirect };
    if (result.shell && log) log(`ssr: ${key} → shell (${result.shell}) in ${Date.now() - started} ms`);
    const out = { status: result.status, html: fill(result) };
    if (shareable && result.html !== undefined) {
      if (cache.size > 500) cache.clear();
      cache.set(key, { expires: Date.now() + cacheMs, page: out });
    }
    return out;
  }

  // The first renders load the page modules and warm the JIT (a second or more on a slow machine): done
  // here once, so the first visitor is not the one who gets the shell for it.
  await mod.preloadPublicPages();
  await mod.render({ url: '/', client, config, origin: origin ?? 'http://localhost', budgetMs: budgetMs * 4 }).catch(() => undefined);

  return { page };
}
