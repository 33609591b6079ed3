import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { loadSpecification, tableCounts } from '../src/index.js';
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

// the PUT is not an envelope operation (contract.test.ts skips it): its answers are checked here
const ajv = new Ajv2020({ strict: false, validateSchema: false });
ajv.addSchema(loadSpecification(), 'spec');
function expectContractAnswer(status: number, body: unknown) {
  const at = `spec#/paths/~1upload~1bytes~1{id}/put/responses/${status}/content/application~1json/schema`;
  const validate = ajv.getSchema(at);
  expect(validate, `HTTP ${status} is not a documented answer`).toBeDefined();
  expect(validate!(body), JSON.stringify(validate!.errors)).toBe(true);
}

async function put(putUrl: string, body: Buffer, type = 'application/octet-stream') {
  const url = new URL(putUrl);
  const res = await s.app.inject({
    method: 'PUT',
    url: url.pathname + url.search,
    payload: body,
    headers: { 'content-type': type },
  });
  const answer = { status: res.statusCode, body: res.json() as Json };
  expectContractAnswer(answer.status, answer.body);
  return answer;
}

/** Creates a slot for `body` and PUTs it. */
async function send(name: string, type: string | undefined, body: Buffer, purpose = 'listing') {
  const slot = await create({ name, size: body.length, type, purpose });
  expect(slot.code, slot.msg).toBe(200);
  return {
    slot: slot.data as { id: string; putUrl: string },
    put: await put(slot.data.putUrl, body),
  };
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
      expect(sent).toEqual({
        status: 200,
        body: { code: 200, msg: 'success', data: { id: slot.id, size: body.length } },
      });
      const done = await s.post('/upload/complete', { id: slot.id }, token);
      expect(done.code, done.msg).toBe(200);
      expect(done.data).toMatchObject({ width, height, type });
      expect(done.data.url).toMatch(
        new RegExp(`^${s.ctx.publicUrl()}/media/uploads/${slot.id}\\.`),
      );
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
    [
      'a text file named .png',
      '说明.png',
      'image/png',
      () => Buffer.from('这不是图片，只是文字'),
      WRONG_PICTURE,
    ],
    ['JPEG bytes declared as PNG', 'x.png', 'image/png', () => jpeg(10, 10), WRONG_PICTURE],
    ['a PNG with no declared type, named .gif', 'x.gif', undefined, () => png(4, 4), WRONG_PICTURE],
    [
      'a picture wider than 8000 pixels',
      'wide.png',
      'image/png',
      () => png(9000, 2),
      '图片尺寸不能超过 8000×8000 像素',
    ],
    [
      'a JPEG taller than 8000 pixels',
      'tall.jpg',
      'image/jpeg',
      () => jpeg(100, 8001),
      '图片尺寸不能超过 8000×8000 像素',
    ],
    ['a PNG header claiming 0 × 0', 'zero.png', 'image/png', () => png(0, 0), WRONG_PICTURE],
    // issue 35: within the sides, but 64 million pixels (256 MB to show on a phone)
    [
      'a PNG of 8000 × 8000 pixels',
      'huge.png',
      'image/png',
      () => png(8000, 8000),
      '图片像素过多（最多 4000 万像素），请缩小后再上传',
    ],
    [
      'a JPEG of 7000 × 6000 pixels',
      'big.jpg',
      'image/jpeg',
      () => jpeg(7000, 6000),
      '图片像素过多（最多 4000 万像素），请缩小后再上传',
    ],
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

  it('refuses a PUT with a query key other than token, before the slot is touched (issue 35)', async () => {
    const body = png(4, 4);
    const slot = await create({ name: 'a.png', size: body.length, type: 'image/png' });
    const refused = await put(`${slot.data.putUrl}&debug=1`, body);
    expect(refused).toEqual({
      status: 400,
      body: { code: 400, msg: '参数错误: debug 不是此接口的参数', data: null },
    });
    expect((await put(slot.data.putUrl, body)).status).toBe(200);
    expect((await s.post('/upload/complete', { id: slot.data.id }, token)).code).toBe(200);
  });

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
    [
      'a name that is not its type',
      { name: '照片.txt', size: 10, type: 'image/png' },
      WRONG_PICTURE,
    ],
    [
      'a video for an avatar',
      { name: 'v.mp4', size: 10, type: 'video/mp4', purpose: 'avatar' },
      WRONG_PICTURE,
    ],
    [
      'a picture for a video',
      { name: 'p.png', size: 10, type: 'image/png', purpose: 'video' },
      '文件内容与类型不符，请上传 MP4 视频',
    ],
    [
      'a picture over 5 MB',
      { name: 'big.jpg', size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' },
      '图片不能超过 5 MB',
    ],
    [
      'a video over 50 MB',
      { name: 'big.mp4', size: 50 * 1024 * 1024 + 1, type: 'video/mp4', purpose: 'video' },
      '参数错误',
    ],
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
    const res = await s.post('/upload/create', {
      name: 'a.png',
      size: 10,
      type: 'image/png',
      purpose: 'avatar',
    });
    expect(res.code).not.toBe(200);
    expect(rows()).toEqual(before);
  });

  it('holds at most 30 open slots per member', async () => {
    const who = await s.login('tester');
    for (let i = 0; i < 30; i++)
      expect((await create({ name: `p${i}.png`, size: 10, type: 'image/png' }, who)).code).toBe(
        200,
      );
    const before = rows();
    expect(await create({ name: 'p31.png', size: 10, type: 'image/png' }, who)).toMatchObject({
      code: 201,
      msg: '待完成的上传过多，请稍后再试',
    });
    expect(rows()).toEqual(before);
    s.db
      .prepare(
        "DELETE FROM uploads WHERE user_id = (SELECT id FROM users WHERE username = 'tester')",
      )
      .run();
  });

  it('allows a video up to 50 MB but a picture only up to 5 MB', async () => {
    const res = await create({
      name: 'v.mp4',
      size: 6 * 1024 * 1024,
      type: 'video/mp4',
      purpose: 'video',
    });
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
    expect(second).toEqual({
      status: 404,
      body: { code: 404, msg: '上传已失效，请重新上传', data: null },
    });
    expect((await s.post('/upload/complete', { id: slot.data.id }, token)).code).toBe(200);
  });

  it('will not complete a slot whose bytes never came', async () => {
    const slot = await create({ name: 'empty.png', size: 10, type: 'image/png' });
    expect(await s.post('/upload/complete', { id: slot.data.id }, token)).toMatchObject({
      code: 201,
      msg: '文件尚未上传完成',
    });
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
      expect(
        s.db.prepare('SELECT id FROM uploads WHERE id IN (?, ?)').all(slot.id, open.data.id),
      ).toEqual([]);
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
