import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/index.js';
import { upload } from '../src/sections/upload/index.js';
import { uploadDirs } from '../src/sections/upload/store.js';
import { gif, jpeg, mp4, png, webp } from './upload-fixtures.js';
import { testServer, type Json, type TestServer } from './helpers.js';

const WRONG_PICTURE = '文件内容与类型不符，请上传 PNG、JPEG、WebP 或 GIF 图片';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await testServer();
  token = await s.login();
});
afterAll(() => s.close());

const files = () => ({
  slots: readdirSync(uploadDirs(s.ctx).slots),
  files: readdirSync(uploadDirs(s.ctx).files),
});
const rows = () => {
  const c = tableCounts(s.db);
  return { uploads: c.uploads, images: c.images };
};

async function create(fields: Record<string, unknown>, who = token): Promise<Json> {
  return s.post('/upload/create', { purpose: 'listing', ...fields }, who);
}

async function put(putUrl: string, body: Buffer, type = 'application/octet-stream') {
  const url = new URL(putUrl);
  const res = await s.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: body, headers: { 'content-type': type } });
  return { status: res.statusCode, body: res.json() as Json };
}

/** Creates a slot for `body` and PUTs it. */
async function send(name: string, type: string | undefined, body: Buffer, purpose = 'listing') {
  const slot = await create({ name, size: body.length, type, purpose });
  expect(slot.code, slot.msg).toBe(200);
  return { slot: slot.data as { id: string; putUrl: string }, put: await put(slot.data.putUrl, body) };
}

describe('given a member uploading a picture', () => {
  const accepted: [string, string, Buffer, number, number][] = [
    ['图.png', 'image/png', png(64, 48), 64, 48],
    ['photo.JPG', 'image/jpeg', jpeg(1024, 768), 1024, 768],
    ['动图.gif', 'image/gif', gif(30, 20), 30, 20],
    ['small.webp', 'image/webp', webp(), 1, 1],
  ];
  for (const [name, type, body, width, height] of accepted) {
    it(`accepts ${type}, reads its size from the header and serves it as an image queryImages knows`, async () => {
      const { slot, put: sent } = await send(name, type, body);
      expect(sent).toEqual({ status: 200, body: { code: 200, msg: 'success', data: { id: slot.id, size: body.length } } });
      const done = await s.post('/upload/complete', { id: slot.id }, token);
      expect(done.code, done.msg).toBe(200);
      expect(done.data).toMatchObject({ width, height, type });
      expect(done.data.url).toMatch(new RegExp(`^${s.ctx.publicUrl()}/media/uploads/${slot.id}\\.`));
      const listed = await s.get('/com/image/queryImages', { ids: String(done.data.id) });
      expect(listed.data).toEqual([{ id: done.data.id, url: done.data.url }]);
      const served = await s.app.inject({ method: 'GET', url: new URL(done.data.url).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(body)).toBe(true);
      expect(files().slots).toEqual([]);
    });
  }

  it('takes an MP4 for a video, with the track size from its header', async () => {
    const { slot, put: sent } = await send('课程.mp4', 'video/mp4', mp4(), 'video');
    expect(sent.status).toBe(200);
    const done = await s.post('/upload/complete', { id: slot.id }, token);
    expect(done.data).toMatchObject({ type: 'video/mp4' });
    expect(done.data.width).toBeGreaterThan(0);
    expect(done.data.height).toBeGreaterThan(0);
  });
});

describe('refused bytes leave no file and no row', () => {
  const refusals: [string, string, string | undefined, () => Buffer, string][] = [
    ['a text file named .png', '说明.png', 'image/png', () => Buffer.from('这不是图片，只是文字'), WRONG_PICTURE],
    ['JPEG bytes declared as PNG', 'x.png', 'image/png', () => jpeg(10, 10), WRONG_PICTURE],
    ['a PNG with no declared type, named .gif', 'x.gif', undefined, () => png(4, 4), WRONG_PICTURE],
    ['a picture wider than 8000 pixels', 'wide.png', 'image/png', () => png(9000, 2), '图片尺寸不能超过 8000×8000 像素'],
    ['a JPEG taller than 8000 pixels', 'tall.jpg', 'image/jpeg', () => jpeg(100, 8001), '图片尺寸不能超过 8000×8000 像素'],
    ['a PNG header claiming 0 × 0', 'zero.png', 'image/png', () => png(0, 0), WRONG_PICTURE],
  ];
  for (const [what, name, type, body, msg] of refusals) {
    it(`refuses ${what} with a message`, async () => {
      const before = rows();
      const { slot, put: sent } = await send(name, type, body());
      expect(sent.status).toBe(400);
      expect(sent.body).toEqual({ code: 201, msg, data: null });
      expect(rows()).toEqual(before);
      expect(files().slots).toEqual([]);
      const done = await s.post('/upload/complete', { id: slot.id }, token);
      expect(done.code).toBe(404);
    });
  }

  it('refuses a video bytes sent for a picture', async () => {
    const { put: sent } = await send('clip.png', 'image/png', mp4());
    expect(sent.body.msg).toBe(WRONG_PICTURE);
  });

  it('refuses fewer bytes than the slot declared', async () => {
    const slot = await create({ name: 'a.png', size: 500, type: 'image/png' });
    const before = rows();
    const sent = await put(slot.data.putUrl, png(2, 2));
    expect(sent.body).toEqual({ code: 201, msg: '文件大小与声明不符，请重新上传', data: null });
    expect(rows().uploads).toBe((before.uploads ?? 0) - 1);
    expect(files().slots).toEqual([]);
  });
});

describe('creating a slot checks what the member declares', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a name that is not its type', { name: '照片.txt', size: 10, type: 'image/png' }, WRONG_PICTURE],
    ['a video for an avatar', { name: 'v.mp4', size: 10, type: 'video/mp4', purpose: 'avatar' }, WRONG_PICTURE],
    ['a picture for a video', { name: 'p.png', size: 10, type: 'image/png', purpose: 'video' }, '文件内容与类型不符，请上传 MP4 视频'],
    ['a picture over 5 MB', { name: 'big.jpg', size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' }, '图片不能超过 5 MB'],
    ['a video over 50 MB', { name: 'big.mp4', size: 50 * 1024 * 1024 + 1, type: 'video/mp4', purpose: 'video' }, '参数错误'],
  ];
  for (const [what, fields, msg] of cases) {
    it(`refuses ${what} and writes nothing`, async () => {
      const before = tableCounts(s.db);
      const res = await create(fields);
      expect(res.code).not.toBe(200);
      expect(res.msg).toContain(msg);
      expect(tableCounts(s.db)).toEqual(before);
    });
  }

  it('needs a logged-in member', async () => {
    const before = rows();
    const res = await s.post('/upload/create', { name: 'a.png', size: 10, type: 'image/png', purpose: 'avatar' });
    expect(res.code).not.toBe(200);
    expect(rows()).toEqual(before);
  });

  it('allows a video up to 50 MB but a picture only up to 5 MB', async () => {
    const res = await create({ name: 'v.mp4', size: 6 * 1024 * 1024, type: 'video/mp4', purpose: 'video' });
    expect(res.code, res.msg).toBe(200);
  });
});

describe('a slot is its creator’s, and used once', () => {
  it('another member cannot complete your slot; you still can', async () => {
    const { slot } = await send('mine.png', 'image/png', png(3, 3));
    const other = await s.login('laoshi');
    const theirs = await s.post('/upload/complete', { id: slot.id }, other);
    expect(theirs).toMatchObject({ code: 404, msg: '上传不存在或已过期' });
    const mine = await s.post('/upload/complete', { id: slot.id }, token);
    expect(mine.code).toBe(200);
    s.advance(1); // the same signed write twice in one second is a replay
    const again = await s.post('/upload/complete', { id: slot.id }, token);
    expect(again.code).toBe(404);
  });

  it('refuses a wrong token and a second PUT, keeping the first', async () => {
    const slot = await create({ name: 'once.png', size: png(2, 2).length, type: 'image/png' });
    const forged = slot.data.putUrl.replace(/token=[0-9a-f]{4}/, 'token=0000');
    expect((await put(forged, png(2, 2))).status).toBe(404);
    expect((await put(slot.data.putUrl, png(2, 2))).status).toBe(200);
    const second = await put(slot.data.putUrl, png(2, 2));
    expect(second).toEqual({ status: 404, body: { code: 404, msg: '上传已失效，请重新上传', data: null } });
    expect((await s.post('/upload/complete', { id: slot.data.id }, token)).code).toBe(200);
  });

  it('will not complete a slot whose bytes never came', async () => {
    const slot = await create({ name: 'empty.png', size: 10, type: 'image/png' });
    expect(await s.post('/upload/complete', { id: slot.data.id }, token)).toMatchObject({ code: 201, msg: '文件尚未上传完成' });
  });
});

describe('an expired slot is cleaned', () => {
  it('the sweep deletes a slot not completed in 10 minutes, with its bytes', async () => {
    const { slot } = await send('late.png', 'image/png', png(5, 5));
    const open = await create({ name: 'never.png', size: 10, type: 'image/png' });
    expect(files().slots).toEqual([`${slot.id}.part`]);
    s.advance(601);
    try {
      upload.sweep!(s.ctx);
      expect(s.db.prepare('SELECT id FROM uploads WHERE id IN (?, ?)').all(slot.id, open.data.id)).toEqual([]);
      expect(files().slots).toEqual([]);
      expect((await s.post('/upload/complete', { id: slot.id }, token)).code).toBe(404);
    } finally {
      s.advance(-601);
    }
  });

  it('an expired slot refuses its bytes', async () => {
    const slot = await create({ name: 'slow.png', size: png(2, 2).length, type: 'image/png' });
    s.advance(601);
    try {
      expect((await put(slot.data.putUrl, png(2, 2))).status).toBe(404);
      expect(existsSync(`${uploadDirs(s.ctx).slots}/${slot.data.id}.part`)).toBe(false);
    } finally {
      s.advance(-601);
    }
  });
});

describe('a body larger than the slot is cut off', () => {
  it('answers 413 from Content-Length alone, before reading the body', async () => {
    const slot = await create({ name: 'cl.png', size: 100, type: 'image/png' });
    const url = new URL(slot.data.putUrl);
    const res = await s.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: Buffer.alloc(101) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '文件大小与声明不符，请重新上传', data: null });
    expect(s.db.prepare('SELECT 1 FROM uploads WHERE id = ?').get(slot.data.id)).toBeUndefined();
  });

  it('stops reading a chunked body at the first byte past the slot, keeping nothing', async () => {
    const live = await testServer();
    try {
      const base = await live.listen();
      const who = await live.login();
      const slot = await live.post('/upload/create', { name: 'big.png', size: 1000, type: 'image/png', purpose: 'avatar' }, who);
      const total = 64 * 1024 * 1024;
      const chunk = Buffer.alloc(64 * 1024, 1);
      let written = 0;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const url = new URL(slot.data.putUrl.replace(live.ctx.publicUrl(), base));
        const req = request(url, { method: 'PUT', headers: { 'content-type': 'image/png' } }, (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
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
    } finally {
      await live.close();
    }
  });
});

describe('startup cleans what a previous run left', () => {
  it('deletes expired slots and their bytes when the server starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wz-upload-test-'));
    try {
      const first = await testServer({ dbPath: join(dir, 'portal.db') });
      const who = await first.login();
      const body = png(2, 2);
      const slot = await first.post('/upload/create', { name: 'a.png', size: body.length, type: 'image/png', purpose: 'avatar' }, who);
      const url = new URL(slot.data.putUrl);
      await first.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: body });
      expect(readdirSync(join(dir, 'uploads', 'slots'))).toEqual([`${slot.data.id}.part`]);
      await first.close();
      const later = await testServer({ dbPath: join(dir, 'portal.db'), clock: () => Math.floor(Date.now() / 1000) + 700 });
      expect(readdirSync(join(dir, 'uploads', 'slots'))).toEqual([]);
      expect(later.db.prepare('SELECT COUNT(*) AS n FROM uploads').get()).toEqual({ n: 0 });
      await later.close();
      // a file database keeps its uploads folder
      expect(existsSync(join(dir, 'uploads', 'files'))).toBe(true);
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
