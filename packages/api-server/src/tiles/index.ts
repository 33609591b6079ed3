import type { FastifyInstance } from 'fastify';
import { isTile, renderTile } from './tile.js';

/** Tiles drawn recently, so panning back and forth does not redraw them. */
const CACHE_SIZE = 512;

/**
 * Development map tiles at /tiles/{z}/{x}/{y}.png (the portal's default `map.tileUrl` outside
 * production, so a map works with nothing leaving the machine). Static content: not signed, cacheable.
 */
export function registerTiles(app: FastifyInstance): void {
  const cache = new Map<string, Buffer>();
  app.get<{ Params: { z: string; x: string; y: string } }>(
    '/tiles/:z/:x/:y',
    async (req, reply) => {
      const m = /^(\d{1,7})\.png$/.exec(req.params.y);
      const [z, x, y] = [req.params.z, req.params.x, m?.[1] ?? ''].map((s) =>
        /^\d{1,7}$/.test(s) ? Number(s) : NaN,
      );
      if (!isTile(z!, x!, y!))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const key = `${z}/${x}/${y}`;
      let png = cache.get(key);
      if (png) cache.delete(key);
      else png = renderTile(z!, x!, y!);
      cache.set(key, png); // most recent last; the oldest goes first
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=604800, immutable')
        .send(png);
    },
  );
}
