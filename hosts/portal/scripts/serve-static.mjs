// A tiny static server for the production build: gzip, long-lived caching for hashed assets, SPA fallback
// to index.html, /config.json answered from memory so one build can point at any API, and optionally
// /public/* passed through to the api-server (same origin: no CORS preflight before token calls), and
// optionally pages rendered on the server (server/ssr.mjs) instead of the SPA fallback, and optionally the
// portal's signing endpoint (server/sign.mjs: the browser asks it for each `sign`, the secret stays here).
import { createServer, request as httpRequest } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';

const gzipAsync = promisify(gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/**
 * @param {{ root: string, port?: number, host?: string, config?: object, apiProxy?: string,
 *   sign?: { path: string, handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void },
 *   ssr?: { page: (req: import('node:http').IncomingMessage, url: URL) => Promise<{ status: number, html: string, location?: string }> },
 *   mounts?: Record<string, string> }} options
 *   root: the `vite build` output; port 0 picks a free port; config: the object served as /config.json;
 *   apiProxy: an api-server origin that /public/* is passed to (then config.apiBaseUrl can be
 *   '/public/v1': calls that send the token need no CORS preflight, a round trip each on a phone);
 *   ssr: the server renderer (createSsr in server/ssr.mjs) answering every route instead of index.html;
 *   mounts: other static builds on the same origin by path prefix (`{ '/seller/wzmall/': sellerDist }`), each
 *   with its own index.html fallback (the seller centre shares the portal's origin, token and /config.json);
 *   sign: the signing endpoint (createSignHandler in server/sign.mjs) answered at `path`.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void>, setConfig: (c: object) => void }>}
 */
export async function startStaticServer({ root, port = 0, host = '127.0.0.1', config, apiProxy, ssr, mounts = {}, sign }) {
  const base = resolve(root);
  let configBody = config ? JSON.stringify(config) : undefined;
  // Pages open connections to the API early (the first reads and the banner image come from there);
  // behind the proxy only the pictures do (media links point at the api-server).
  const preconnectFor = (c) => {
    try {
      const origin = new URL(apiProxy ?? c.apiBaseUrl).origin;
      return apiProxy
        ? `<${origin}>; rel=preconnect`
        : `<${origin}>; rel=preconnect, <${origin}>; rel=preconnect; crossorigin`;
    } catch {
      return undefined;
    }
  };
  let preconnect = config ? preconnectFor(config) : undefined;

  /** Streams a request to the api-server and its answer back, as they are. */
  function proxy(req, res) {
    const target = new URL(req.url ?? '/', apiProxy);
    const upstream = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('api-server unreachable');
    });
    req.pipe(upstream);
  }
  /** @type {Map<string, { raw: Buffer, gz?: Buffer }>} */
  const cache = new Map();

  async function load(file) {
    const hit = cache.get(file);
    if (hit) return hit;
    const raw = await readFile(file);
    const entry = { raw, gz: COMPRESSIBLE.has(extname(file)) && raw.length > 1024 ? gzipSync(raw) : undefined };
    cache.set(file, entry);
    return entry;
  }

  // Answers by path: the build does not change while it is served (its files are kept in memory too), and
  // every rendered page or client route would otherwise cost a stat that finds nothing.
  /** @type {Map<string, string | undefined>} */
  const resolved = new Map();

  async function resolveFile(pathname, from = base) {
    const cacheKey = from === base ? pathname : `${from}\0${pathname}`;
    if (resolved.has(cacheKey)) return resolved.get(cacheKey);
    const rel = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(from, rel);
    let found;
    if (file === from || file.startsWith(from + sep)) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) found = file;
    }
    if (resolved.size >= 2000) resolved.clear();
    resolved.set(cacheKey, found);
    return found;
  }

  /** A server-rendered page (gzip when it pays, never cached by the browser: it holds live data). */
  async function sendPage(req, res, page) {
    if (page.location !== undefined) {
      res.writeHead(302, { location: page.location, 'cache-control': 'no-cache' }).end();
      return;
    }
    const raw = Buffer.from(page.html);
    const useGz = raw.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = useGz ? await gzipAsync(raw) : raw;
    const headers = {
      'content-type': TYPES['.html'],
      'cache-control': 'no-cache',
      // a rendered list is the chosen city's (its cookie)
      vary: 'accept-encoding, cookie',
      'x-content-type-options': 'nosniff',
      'content-length': String(body.length),
      ...(useGz ? { 'content-encoding': 'gzip' } : {}),
      ...(preconnect ? { link: preconnect } : {}),
    };
    res.writeHead(page.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (sign && url.pathname === sign.path) {
        sign.handle(req, res);
        return;
      }
      if (apiProxy && url.pathname.startsWith('/public/')) {
        proxy(req, res);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      if (url.pathname === '/config.json' && configBody !== undefined) {
        res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : configBody);
        return;
      }
      const mount = Object.entries(mounts).find(([prefix]) => `${url.pathname}/`.startsWith(prefix));
      if (mount) {
        const [prefix, mountRoot] = mount;
        const from = resolve(mountRoot);
        const rest = url.pathname.slice(prefix.length - 1) || '/';
        let file = await resolveFile(rest, from);
        const status = file || extname(rest) === '' ? 200 : 404;
        file ??= join(from, 'index.html');
        const { raw, gz } = await load(file);
        const useGz = gz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const body = useGz ? gz : raw;
        res.writeHead(status, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': rest.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          vary: 'accept-encoding',
          'x-content-type-options': 'nosniff',
          'content-length': String(body.length),
          ...(useGz ? { 'content-encoding': 'gzip' } : {}),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      let file = await resolveFile(url.pathname);
      let status = 200;
      if (!file && ssr && extname(url.pathname) === '') {
        await sendPage(req, res, await ssr.page(req, url));
        return;
      }
      if (!file) {
        // Paths that look like files are real 404s; everything else is a client route.
        if (extname(url.pathname) !== '') status = 404;
        file = join(base, 'index.html');
      }
      const ext = extname(file);
      const { raw, gz } = await load(file);
      const headers = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
        'x-content-type-options': 'nosniff',
      };
      const useGz = gz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = useGz ? gz : raw;
      if (useGz) headers['content-encoding'] = 'gzip';
      if (ext === '.html' && preconnect) headers.link = preconnect;
      headers['content-length'] = String(body.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err instanceof Error ? err.message : err));
    }
  });

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
    port: actualPort,
    setConfig(next) {
      configBody = JSON.stringify(next);
      preconnect = preconnectFor(next);
    },
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}
