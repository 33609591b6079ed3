// client.upload on the wire, with a fake fetch: what each of the three requests carries.
import { uploadFile } from '../src/upload';
import { describe, expect, it } from 'vitest';
import { envelope, fieldsOf, ok, setup } from './helpers';

const PUT_URL =
  'http://files.test/public/v1/upload/bytes/0123456789abcdef01234567?token=' + 'a'.repeat(32);
const SLOT = { id: '0123456789abcdef01234567', putUrl: PUT_URL, expires: '2026-11-20 09:40:00' };
const DONE = {
  id: 42,
  url: 'http://api.test/media/uploads/x.png',
  width: 3,
  height: 2,
  type: 'image/png',
};

function fakeServer(putAnswer: () => Response) {
  return setup((request) => {
    if (request.method === 'PUT') return putAnswer();
    return new URL(request.url).pathname.endsWith('/upload/create') ? ok(SLOT) : ok(DONE);
  });
}

describe('client.upload on the wire', () => {
  it('signs create and complete with the bearer token, and PUTs the raw bytes unsigned', async () => {
    const { client, requests } = fakeServer(() =>
      envelope({ code: 200, msg: 'success', data: { id: SLOT.id, size: 5 } }),
    );
    const file = new File(['12345'], '封面.PNG', { type: '' });
    const result = await uploadFile(client, file, { purpose: 'listing' });
    expect(result).toEqual({ ...DONE, id: '42' });
    const [create, put, complete] = requests;
    expect(await fieldsOf(create!)).toMatchObject({
      name: '封面.PNG',
      size: '5',
      type: 'image/png',
      purpose: 'listing',
      appid: 'wzwebapp',
    });
    expect(create!.headers.get('Authorization')).toBe('Bearer T1');
    expect(put!.method).toBe('PUT');
    expect(put!.url).toBe(PUT_URL);
    expect(put!.headers.get('Authorization')).toBeNull();
    expect(put!.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(await put!.text()).toBe('12345');
    expect(await fieldsOf(complete!)).toMatchObject({ id: SLOT.id });
    expect((await fieldsOf(complete!)).sign).toMatch(/^[0-9A-F]{32}$/);
  });

  it('leaves out a browser type the server does not take (text/plain): the bytes decide', async () => {
    const { client, requests } = fakeServer(() =>
      envelope({ code: 200, msg: 'success', data: null }),
    );
    await uploadFile(client, new File(['x'], 'notes', { type: 'text/plain' }), { purpose: 'avatar' });
    expect(await fieldsOf(requests[0]!)).not.toHaveProperty('type');
  });

  it('rejects with the PUT envelope’s code and message, and does not complete', async () => {
    const msg = '文件内容与类型不符，请上传 PNG、JPEG、WebP 或 GIF 图片';
    const { client, requests } = fakeServer(() => envelope({ code: 201, msg, data: null }, 400));
    await expect(
      uploadFile(client, new File(['x'], 'a.png'), { purpose: 'avatar' }),
    ).rejects.toMatchObject({
      kind: 'api',
      code: 201,
      msg,
      operation: 'putUploadBytes',
    });
    expect(requests).toHaveLength(2);
  });

  it('rejects a PUT answer that is not an envelope as an HTTP error', async () => {
    const { client } = fakeServer(() => new Response('Bad Gateway', { status: 502 }));
    await expect(
      uploadFile(client, new File(['x'], 'a.png'), { purpose: 'avatar' }),
    ).rejects.toMatchObject({
      kind: 'http',
      code: 502,
    });
  });

  it('a failed PUT connection is a network error with the SDK’s message', async () => {
    const { client } = fakeServer(() => {
      throw new TypeError('fetch failed');
    });
    await expect(
      uploadFile(client, new File(['x'], 'a.png'), { purpose: 'avatar' }),
    ).rejects.toMatchObject({
      kind: 'network',
      msg: '网络错误，请稍后重试',
    });
  });
});
