// @vitest-environment jsdom
// useUpload in a DOM: the PUT goes through XMLHttpRequest (upload progress, CORS preflight for PUT).
import { uploadFile } from '../src/upload';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PortalClient } from '../src/index';
import { PortalClientProvider, useUpload, type UploadFunction } from '../src/react/index';
import { PNG_1X1, spawnUploadServer, uploadClient, WRONG_PICTURE } from './upload-helpers';

let server: Awaited<ReturnType<typeof spawnUploadServer>>;
let api: PortalClient;

beforeAll(async () => {
  server = await spawnUploadServer();
  api = await uploadClient(server.baseUrl);
}, 120_000);

afterAll(() => server?.stop());

const partialFiles = () => readdirSync(join(server.uploadDir, 'slots'));

function renderUpload(): UploadFunction {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalClientProvider client={api} swr={{ provider: () => new Map() }}>
      {children}
    </PortalClientProvider>
  );
  return renderHook(() => useUpload('avatar'), { wrapper }).result.current;
}

describe('useUpload (XMLHttpRequest)', { timeout: 60_000 }, () => {
  it('uploads a picture with progress through XMLHttpRequest and resolves { id, url }', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const upload = renderUpload();
    const progress: number[] = [];
    const file = new File([PNG_1X1], '头像.png', { type: 'image/png' });
    const image = await upload(file, (f) => progress.push(f));
    expect(open).toHaveBeenCalledWith('PUT', expect.stringContaining('/public/v1/upload/bytes/'));
    open.mockRestore();
    expect(image).toMatchObject({ width: 1, height: 1, type: 'image/png' });
    expect(image.id).toMatch(/^\d+$/);
    expect(image.url).toMatch(/\/media\/uploads\/[0-9a-f]{24}\.png$/);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f) => f >= 0 && f <= 1)).toBe(true);
  });

  it('rejects a text file named .png with the server’s Chinese message', async () => {
    const upload = renderUpload();
    const fake = new File(['这不是图片，只是文字'], '说明.png', { type: 'image/png' });
    await expect(upload(fake, () => undefined)).rejects.toMatchObject({ msg: WRONG_PICTURE });
    expect(partialFiles()).toEqual([]);
  });

  it('uploadFile aborts the XMLHttpRequest PUT when its signal aborts', async () => {
    const controller = new AbortController();
    const original = XMLHttpRequest.prototype.send;
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (
      this: XMLHttpRequest,
      body,
    ) {
      original.call(this, body);
      controller.abort(); // while the bytes are on their way
    });
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const file = new File([PNG_1X1], 'a.png', { type: 'image/png' });
    const done = uploadFile(api, file, { purpose: 'avatar', signal: controller.signal });
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(abort).toHaveBeenCalledTimes(1);
    send.mockRestore();
    abort.mockRestore();
  });
});
