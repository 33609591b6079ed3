// The upload PUT over real HTTP (a body past the slot is cut off) and the cleanup of a server's start and close.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSlots, uploadDirs } from '../src/sections/upload/store.js';
import { png } from './upload-fixtures.js';
import { testServer, type TestServer } from './helpers.js';

let live: TestServer;
let base: string;
let who: string;
beforeAll(async () => {
  live = await testServer();
  base = await live.listen();
  who = await live.login();
});
afterAll(() => live.close());

async function create(size: number): Promise<{ id: string; putUrl: string }> {
  const res = await live.post(
    '/upload/create',
    { name: 'big.png', size, type: 'image/png', purpose: 'avatar' },
    who,
  );
  return res.data;
}

describe('a body larger than the slot is cut off', () => {
  it('answers 413 from Content-Length alone, before reading the body', async () => {
    const slot = await create(100);
    const url = new URL(slot.putUrl);
    const res = await live.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      payload: Buffer.alloc(101),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '文件大小与声明不符，请重新上传', data: null });
    expect(live.db.prepare('SELECT 1 FROM uploads WHERE id = ?').get(slot.id)).toBeUndefined();
  });

  it('stops reading a chunked body at the first byte past the slot, keeping nothing', async () => {
    const slot = await create(1000);
    const total = 64 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 1);
    let written = 0;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(slot.putUrl.replace(live.ctx.publicUrl(), base));
      const req = request(
        url,
        { method: 'PUT', headers: { 'content-type': 'image/png' } },
        (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      const pump = () => {
        while (written < total) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).msg).toBe('文件大小与声明不符，请重新上传');
    // the server answered long before the 64 MB were sent
    expect(written).toBeLessThan(total);
    expect(live.db.prepare('SELECT COUNT(*) AS n FROM uploads').get()).toEqual({ n: 0 });
    expect(readdirSync(uploadDirs(live.ctx).slots)).toEqual([]);
  });
});

describe('startup cleans what a previous run left', () => {
  it('deletes expired slots and their bytes when the server starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wz-upload-test-'));
    try {
      const first = await testServer({ dbPath: join(dir, 'portal.db') });
      const who = await first.login();
      const body = png(2, 2);
      const slot = await first.post(
        '/upload/create',
        { name: 'a.png', size: body.length, type: 'image/png', purpose: 'avatar' },
        who,
      );
      const url = new URL(slot.data.putUrl);
      await first.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: body });
      expect(readdirSync(join(dir, 'uploads', 'slots'))).toEqual([`${slot.data.id}.part`]);
      await first.close();
      const later = await testServer({
        dbPath: join(dir, 'portal.db'),
        clock: () => Math.floor(Date.now() / 1000) + 700,
      });
      expect(readdirSync(join(dir, 'uploads', 'slots'))).toEqual([]);
      expect(later.db.prepare('SELECT COUNT(*) AS n FROM uploads').get()).toEqual({ n: 0 });
      await later.close();
      // a file database keeps its uploads folder
      expect(existsSync(join(dir, 'uploads', 'files'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('survives its uploads folder being removed while it runs: the sweep makes it again and uploads work', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wz-upload-test-'));
    try {
      const s = await testServer({ dbPath: join(dir, 'portal.db') });
      rmSync(join(dir, 'uploads'), { recursive: true, force: true });
      expect(() => sweepSlots(s.ctx)).not.toThrow();
      const who = await s.login();
      const body = png(2, 2);
      const slot = await s.post('/upload/create', { name: 'a.png', size: body.length, type: 'image/png', purpose: 'avatar' }, who);
      const url = new URL(slot.data.putUrl);
      const put = await s.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: body });
      expect(put.statusCode).toBe(200);
      expect((await s.post('/upload/complete', { id: slot.data.id }, who)).code).toBe(200);
      await s.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('removes the temp folder of an in-memory server when it closes', async () => {
    const temp = await testServer();
    const { root } = uploadDirs(temp.ctx);
    expect(existsSync(root)).toBe(true);
    await temp.close();
    expect(existsSync(root)).toBe(false);
  });
});
