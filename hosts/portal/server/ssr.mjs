// The portal's server renderer as an HTTP handler: loads the `vite build --ssr` output (dist-server/),
// fills the production index.html with each page's head, HTML and data, and falls back to the
// client-rendered shell (status 200) when the API is down or slow. Used by scripts/serve-static.mjs.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** JSON safe inside a `<script>` element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `html` cut around the first `marker` (taken out). */
function cut(html, marker) {
  const at = html.indexOf(marker);
  return [html.slice(0, at), html.slice(at + marker.length)];
}

/**
 * The inline script that requests the app once the page has painted its content (first-contentful-paint;
 * three seconds at most). Only the entry: its imports follow in a few parallel waves, which spreads
 * their compiling over more, shorter tasks than preloading all of them at once. A hidden tab paints
 * nothing and loads at once. A click on a button before the app runs is kept (and starts the load): the
 * app clicks it again once it has taken over the page (`__wzEarlyClicks`, shell/Shell.tsx); a form with
 * an action submits as it would without JavaScript. What is typed into a field before then is kept too
 * (`__wzEarlyInput`): hydration puts a controlled field back to its state, and the app types it in again.
 * @param {string} entry
 */
function afterPaint(entry) {
  return `(function(){var d=document,w=window,done=0,q=[],k=[];function go(){if(done)return;done=1;var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}function early(e){var t=e.target&&e.target.closest&&e.target.closest('button,[role="button"],summary');if(!t||t.type==='submit'&&t.form&&t.form.hasAttribute('action'))return;e.preventDefault();e.stopPropagation();if(q.indexOf(t)<0)q.push(t);go()}function typed(e){var t=e.target;if(t&&/^(INPUT|TEXTAREA)$/.test(t.tagName)&&!/^(checkbox|radio|file)$/.test(t.type)&&k.indexOf(t)<0)k.push(t)}d.addEventListener('click',early,true);d.addEventListener('input',typed,true);w.__wzEarlyInput=function(){d.removeEventListener('input',typed,true);return k.splice(0).map(function(t){return[t,t.value]})};w.__wzEarlyClicks=function(){d.removeEventListener('click',early,true);return q.splice(0)};if(d.hidden)return go();d.addEventListener('visibilitychange',go);setTimeout(go,3000);try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}catch(e){go()}})()`;
}

/**
 * The stylesheets of a page's browser chunk and the chunks it imports, as `<link>` tags for the head
 * (the page is painted with them), leaving out what the HTML already links.
 * @param {Record<string, { file: string, imports?: string[], css?: string[] }>} manifest Vite's client manifest
 * @param {string} template the HTML
 */
function pageStyles(manifest, template, withScripts = false) {
  const memo = new Map();
  return (source) => {
    if (!memo.has(source)) {
      const seen = new Set();
      const css = new Set();
      const js = new Set();
      const visit = (key) => {
        const chunk = manifest[key];
        if (!chunk || seen.has(key)) return;
        seen.add(key);
        // its own chunk only: its imports would queue before the route table the boot script needs (6 connections)
        if (key === source) js.add(chunk.file);
        for (const sheet of chunk.css ?? []) css.add(sheet);
        for (const dep of chunk.imports ?? []) visit(dep);
      };
      visit(source);
      const fresh = (file) => !template.includes(`/${file}"`);
      memo.set(
        source,
        [...css].filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
          (withScripts ? [...js].filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('') : ''),
      );
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
  if (!template.includes('</head>') || !template.includes('<div id="root"></div>')) throw new Error('ssr: index.html has no </head> or no empty #root');
  // A rendered page is readable before its scripts run: they are requested once it has been painted
  // (until then the phone's bandwidth goes to the HTML, CSS and pictures), and the configuration the boot
  // script would fetch comes in the page.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
  if (!entry) throw new Error('ssr: index.html has no module script');
  const rendered = template
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="(?:modulepreload|preload)"[^>]*>/g, '');
  const configScript = `<script id="${mod.CONFIG_ID}" type="application/json">${scriptJson(browserConfig)}</script>`;
  const scripts = configScript + `<script>${afterPaint(entry)}</script>`;
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const stylesOf = pageStyles(manifest, template);
  // a member's page is drawn in the browser: its code and styles come with the app's, not after it
  const memberPage = pageStyles(manifest, template, true);
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

  // The templates cut once where each page's parts go (no search of the whole page per request).
  const [shellHead, shellBody] = cut(template, '</head>');
  const [pageHead, pageRest] = cut(rendered, '</head>');
  const [pageBodyStart, pageBodyEnd] = cut(pageRest, '<div id="root"></div>');
  const fill = (result) => {
    // the shell (a member's page, the API down) carries the configuration too: one round trip less before its reads
    if (result.html === undefined) return `${shellHead}    ${result.head}${configScript}${result.page ? memberPage(result.page) : ''}\n  </head>${shellBody}`;
    return (
      `${pageHead}    ${result.head}${result.page ? stylesOf(result.page) : ''}\n  </head>${pageBodyStart}` +
      `<div id="root">${result.html}</div><script id="${mod.SSR_DATA_ID}" type="application/json">${result.data}</script>` +
      `${scripts}${pageBodyEnd}`
    );
  };

  /**
   * The page for a request: `{ status, html, location? }`. Never throws: a failure gives the shell.
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url
   */
  async function page(req, url) {
    const key = url.pathname + url.search;
    // The visitor's chosen city (its lists default to it): part of what the page is.
    const city = mod.cityFromCookie?.(req.headers.cookie);
    const cacheKey = city ? `${key}\u0000${city}` : key;
    // Only guests share cached pages (the server renders guest data; a request with credentials skips it).
    // The city cookie alone is no credential: such pages are shared per city.
    const cookies = (req.headers.cookie ?? '').split(/;\s*/).filter(Boolean);
    const onlyCity = cookies.every((c) => mod.CITY_COOKIE !== undefined && c.startsWith(`${mod.CITY_COOKIE}=`));
    const shareable = cacheMs > 0 && onlyCity && !req.headers.authorization;
    const hit = shareable ? cache.get(cacheKey) : undefined;
    if (hit && hit.expires > Date.now()) return hit.page;
    const started = Date.now();
    const result = await mod.render({
      url: key,
      client,
      config,
      origin: origin ?? `http://${req.headers.host ?? 'localhost'}`,
      budgetMs,
      readCacheMs: cacheMs,
      ...(city ? { city } : {}),
    });
    if (result.redirect !== undefined) return { status: 302, html: '', location: result.redirect };
    if (result.shell && log) log(`ssr: ${key} → shell (${result.shell}) in ${Date.now() - started} ms`);
    const out = { status: result.status, html: fill(result) };
    if (shareable && result.html !== undefined) {
      if (cache.size > 500) cache.clear();
      cache.set(cacheKey, { expires: Date.now() + cacheMs, page: out });
    }
    return out;
  }

  // The first renders load the page modules and warm the JIT (a second or more on a slow machine): done
  // here once, so the first visitor is not the one who gets the shell for it.
  await mod.preloadPublicPages();
  await mod.render({ url: '/', client, config, origin: origin ?? 'http://localhost', budgetMs: budgetMs * 4 }).catch(() => undefined);

  return { page };
}
