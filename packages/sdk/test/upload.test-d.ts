import { uploadFile } from '../src/upload';
import { describe, expectTypeOf, it } from 'vitest';
import type { PortalClient, UploadResult } from '../src/index';
import type { UploadFunction } from '../src/react/index';

/** @wz/ui ImageUploader's `upload` prop (useImageUploads.ts), restated: the SDK does not depend on @wz/ui. */
type UploadFn = (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<{ id: string; url: string }>;

describe('upload types', () => {
  it('useUpload returns what ImageUploader takes as upload', () => {
    expectTypeOf<UploadFunction>().toExtend<UploadFn>();
  });

  it('uploadFile takes a client, a Blob and a known purpose, and resolves with string ids', () => {
    expectTypeOf<ReturnType<typeof uploadFile>>().toEqualTypeOf<Promise<UploadResult>>();
    expectTypeOf<UploadResult['id']>().toEqualTypeOf<string>();
    const client = {} as PortalClient;
    const blob = new Blob(['x']);
    expectTypeOf(uploadFile).toBeCallableWith(client, blob, { purpose: 'video' });
    // @ts-expect-error not a purpose of the contract
    void (() => uploadFile(client, blob, { purpose: 'banner' }));
  });
});
