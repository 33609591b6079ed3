// client.upload against the reference api-server, in Node: no XMLHttpRequest, so the PUT goes through fetch.
import { uploadFile } from '../src/upload';
import { createServer, type ApiServer } from '@wz/api-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError, type PortalClient } from '../src/index';
import { PNG_1X1, uploadClient, WRONG_PICTURE } from './upload-helpers';

let server: ApiServer;
let baseUrl: string;
let api: PortalClient;

/** Rows of the uploads table (a refused upload leaves none). */
const openSlots = () =>
  (server.db.prepare('SELECT COUNT(*) AS n FROM uploads').get() as { n: number }).n;

beforeAll(async () => {
  server = await createServer({
    dbPath: ':memory:',
    port: 0,
    host: '127.0.0.1',
    logRequests: false,
    log: () => undefined,
  });
  baseUrl = `${await server.listen()}/public/v1`;
  api = await uploadClient(baseUrl);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('client.upload (fetch fallback)', { timeout: 60_000 }, () => {
  it('creates a slot, sends the bytes and completes: the picture is served and queryImages knows it', async () => {
    expect(typeof XMLHttpRequest).toBe('undefined');
    const progress: number[] = [];
    const file = new File([PNG_1X1], '头像.png', { type: 'image/png' });
    const result = await uploadFile(api, file, {
      purpose: 'avatar',
      onProgress: (f) => progress.push(f),
    });
    expect(result).toMatchObject({ width: 1, height: 1, type: 'image/png' });
    expect(result.id).toMatch(/^\d+$/);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const images = await api.call('queryImages', { ids: result.id });
    expect(images).toEqual([{ id: Number(result.id), url: result.url }]);
    const served = await fetch(result.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it('takes a Blob with neither name nor type: the server goes by the bytes', async () => {
    const result = await uploadFile(api, new Blob([PNG_1X1]), { purpose: 'listing' });
    expect(result.type).toBe('image/png');
  });

  it('rejects a text file named .png with the server’s message, and the server keeps nothing', async () => {
    const before = openSlots();
    const fake = new File(['这不是图片，只是文字'], '说明.png', { type: 'text/plain' });
    const error: unknown = await uploadFile(api, fake, { purpose: 'listing' }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      kind: 'api',
      code: 201,
      msg: WRONG_PICTURE,
      operation: 'putUploadBytes',
    });
    expect(openSlots()).toBe(before);
  });

  it('rejects a picture over 5 MB before sending its bytes', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await expect(uploadFile(api, big, { purpose: 'avatar' })).rejects.toMatchObject({
      kind: 'api',
      operation: 'createUpload',
      msg: '图片不能超过 5 MB',
    });
  });

  it('needs a logged-in member', async () => {
    const guest = await uploadClient(baseUrl, null);
    const file = new File([PNG_1X1], 'a.png', { type: 'image/png' });
    await expect(uploadFile(guest, file, { purpose: 'avatar' })).rejects.toMatchObject({
      operation: 'createUpload',
    });
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const file = new File([PNG_1X1], 'a.png', { type: 'image/png' });
    await expect(
      uploadFile(api, file, { purpose: 'avatar', signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
