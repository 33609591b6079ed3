// @wz/sdk/upload: the upload flow, its own entry so a client that never uploads does not carry it.
export { uploadFile } from './upload';
export type { UploadFile, UploadOptions, UploadPurpose, UploadResult } from './upload';
