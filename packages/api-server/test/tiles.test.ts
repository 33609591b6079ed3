import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../src/tiles/png.js';
import { testServer, type TestServer } from './helpers.js';

/** The pixels of an 8-bit RGB, filter-0 PNG as encodePng writes it (enough to check what was drawn). */
function decode(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width * 3 + 1)]).toBe(0);
    rgb.set(raw.subarray(y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1)), y * width * 3);
  }
  return { width, height, rgb };
}

describe('encodePng', () => {
  it('writes the pixels it is given (a 2×2 picture round-trips)', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const out = decode(encodePng(2, 2, rgb));
    expect(out).toEqual({ width: 2, height: 2, rgb });
  });

  it('refuses pixel data of the wrong length', () => {
    expect(() => encodePng(2, 2, new Uint8Array(5))).toThrow(/size/);
  });
});

describe('GET /tiles/{z}/{x}/{y}.png (development map tiles)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'GET', url, headers });

  it('answers a 256×256 PNG, unsigned and cacheable, the same bytes every time', async () => {
    const a = await get('/tiles/15/27326/13183.png');
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/png');
    expect(a.headers['cache-control']).toContain('max-age=');
    const png = a.rawPayload;
    const { width, height } = decode(png);
    expect([width, height]).toEqual([256, 256]);
    expect(png.length).toBeLessThan(8000);
    const b = await get('/tiles/15/27326/13183.png');
    expect(b.rawPayload.equals(png)).toBe(true);
  });

  it('draws each tile differently (its label), with neighbours in alternating shades', async () => {
    const one = decode((await get('/tiles/3/2/5.png')).rawPayload).rgb;
    const next = decode((await get('/tiles/3/3/5.png')).rawPayload).rgb;
    const same = decode((await get('/tiles/3/4/5.png')).rawPayload).rgb;
    expect(Buffer.from(one).equals(Buffer.from(next))).toBe(false);
    // a ground pixel away from the grid and the label
    const at = (rgb: Uint8Array) => [
      ...rgb.subarray((200 * 256 + 100) * 3, (200 * 256 + 100) * 3 + 3),
    ];
    expect(at(one)).not.toEqual(at(next));
    expect(at(one)).toEqual(at(same));
    // the label's ink sits in the corner
    const ink = (rgb: Uint8Array) => {
      let n = 0;
      for (let y = 8; y < 24; y++)
        for (let x = 8; x < 80; x++) if (rgb[(y * 256 + x) * 3]! < 150) n++;
      return n;
    };
    expect(ink(one)).toBeGreaterThan(20);
  });

  it('is 404 for a tile outside the pyramid or a malformed path, never an API envelope', async () => {
    for (const url of [
      '/tiles/2/4/0.png',
      '/tiles/2/0/4.png',
      '/tiles/19/0/0.png',
      '/tiles/a/0/0.png',
      '/tiles/1/0/0.jpg',
      '/tiles/1/0/-1.png',
      '/tiles/1/0/01x.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
    }
  });

  it('needs no appid or sign (it is outside /public/v1)', async () => {
    const res = await get('/tiles/0/0/0.png');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('"code"');
  });
});
