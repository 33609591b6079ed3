// A small static server for the partner example: the page(s) of this folder at /, the built embed script
// (packages/embed/dist) at /embed/. The script tag's data-api / data-portal-url in the HTML are rewritten
// to the running api-server and portal, so the page works whatever ports `pnpm start` or a test picked.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
/** This folder (the partner's pages). */
export const SITE_DIR = here;
/** The embed build served under /embed/. */
export const EMBED_DIST = resolve(here, '../../packages/embed/dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Sets data-api / data-portal-url on the <script> tags that have them (cards keep their own). */
export function rewritePage(html, { apiBase, portalUrl } = {}) {
  return html.replace(/<script\b[^>]*>/g, (tag) => {
    let out = tag;
    if (apiBase) out = out.replace(/\bdata-api="[^"]*"/, `data-api="${escapeAttr(apiBase)}"`);
    if (portalUrl)
      out = out.replace(/\bdata-portal-url="[^"]*"/, `data-portal-url="${escapeAttr(portalUrl)}"`);
    return out;
  });
}

async function fileIn(root, pathname) {
  const rel = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(root, rel);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  if (info?.isDirectory()) return fileIn(root, join(rel, 'index.html'));
  return info?.isFile() ? file : undefined;
}

/**
 * @param {{ port?: number, host?: string, apiBase?: string, portalUrl?: string, siteDir?: string, embedDist?: string }} options
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startPartnerServer(options = {}) {
  const { port = 0, host = '127.0.0.1', apiBase, portalUrl } = options;
  const siteDir = resolve(options.siteDir ?? SITE_DIR);
  const embedDist = resolve(options.embedDist ?? EMBED_DIST);

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const file = url.pathname.startsWith('/embed/')
        ? await fileIn(embedDist, url.pathname.slice('/embed'.length))
        : extname(url.pathname) === '.mjs'
          ? undefined // this server's own code is not part of the site
          : await fileIn(siteDir, url.pathname);
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      const ext = extname(file);
      let body = await readFile(file);
      if (ext === '.html')
        body = Buffer.from(rewritePage(body.toString('utf8'), { apiBase, portalUrl }));
      const headers = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        vary: 'accept-encoding',
      };
      if (
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
        body.length > 1024 &&
        ext !== '.svg'
      ) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(body.length);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      res
        .writeHead(500, { 'content-type': 'text/plain' })
        .end(String(err instanceof Error ? err.message : err));
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
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}
