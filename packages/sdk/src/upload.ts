import type { PortalClient } from './client';
import { ApiError } from './errors';
import type { OperationParams } from './types';

/** What a file is for: avatar and listing take pictures (PNG, JPEG, WebP, GIF ≤ 5 MB), video takes MP4 (≤ 50 MB). */
export type UploadPurpose = OperationParams<'createUpload'>['purpose'];

/** A file to upload: a File, or any Blob (give it a `name` so the server can check its extension). */
export type UploadFile = Blob & { name?: string };

/** Options of client.upload. */
export interface UploadOptions {
  /** What the file is for (limits and accepted types follow from it). */
  purpose: UploadPurpose;
  /** Progress of the whole upload as a fraction 0–1 (1 once the upload is completed). */
  onProgress?: (fraction: number) => void;
  /** Cancels the upload at whatever step it is. */
  signal?: AbortSignal;
}

/** A completed upload: the image id (for queryImages and the forms that take ids), its URL, size and real type. */
export interface UploadResult {
  id: string;
  url: string;
  width: number;
  height: number;
  type: string;
}

interface UploadDeps {
  call: PortalClient['call'];
  /** fetch used where XMLHttpRequest is missing (Node, workers). */
  fetch: (request: Request) => Promise<Response>;
}

type UploadType = NonNullable<OperationParams<'createUpload'>['type']>;

const TYPES: Record<string, UploadType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
};
const KNOWN = new Set<string>(Object.values(TYPES));
const PUT = 'putUploadBytes';

interface PutAnswer {
  status: number;
  text: string;
}

/** The PUT's refusal (an envelope with an HTTP status) as an ApiError carrying the server's text. */
function putFailure({ status, text }: PutAnswer): ApiError {
  let body: { code?: unknown; msg?: unknown } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  if (body && typeof body.msg === 'string' && typeof body.code === 'number')
    return new ApiError({
      kind: 'api',
      code: body.code,
      msg: body.msg,
      operation: PUT,
      response: body,
    });
  return new ApiError({
    kind: 'http',
    code: status,
    msg: `HTTP ${status}`,
    operation: PUT,
    response: text,
  });
}

const networkError = (cause?: unknown) =>
  new ApiError({ kind: 'network', code: 0, msg: '网络错误，请稍后重试', operation: PUT, cause });

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The upload was aborted.', 'AbortError');

/** PUT with upload progress (browsers: XMLHttpRequest's upload events). */
function putWithXhr(
  url: string,
  file: Blob,
  onProgress: (f: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<PutAnswer>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(signal?.aborted ? abortError(signal) : networkError());
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(file);
  });
}

/** PUT without progress events (fetch streams no upload progress): 0 before, the caller reports 1 after. */
async function putWithFetch(deps: UploadDeps, url: string, file: Blob, signal?: AbortSignal) {
  const headers = { 'Content-Type': file.type || 'application/octet-stream' };
  let response: Response;
  try {
    response = await deps.fetch(new Request(url, { method: 'PUT', body: file, headers, signal }));
  } catch (error) {
    if (signal?.aborted) throw abortError(signal);
    throw networkError(error);
  }
  return { status: response.status, text: await response.text() };
}

/**
 * Uploads one file: creates a slot (createUpload, signed), PUTs the raw bytes to the slot's URL (with
 * progress where XMLHttpRequest exists), then completes it (completeUpload, signed). Rejects with an
 * ApiError carrying the server's message (e.g. 文件内容与类型不符，请上传 PNG、JPEG、WebP 或 GIF 图片).
 */
export async function uploadFile(
  deps: UploadDeps,
  file: UploadFile,
  options: UploadOptions,
): Promise<UploadResult> {
  const { purpose, signal } = options;
  const report = (f: number) => options.onProgress?.(f);
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name ?? '')?.[1]?.toLowerCase();
  // a browser type outside the accepted ones (text/plain…) is left to the server's check of the bytes
  const type = KNOWN.has(file.type) ? (file.type as UploadType) : ext ? TYPES[ext] : undefined;
  // no name: none to check, the server goes by the bytes; a long one keeps its end (the extension)
  const name = (file.name || 'upload').slice(-255);
  const slot = await deps.call(
    'createUpload',
    { name, size: file.size, purpose, type },
    { signal },
  );
  report(0);
  // the last 1 % is the completion call
  const sent = (f: number) => report(Math.min(0.99, f));
  const answer =
    typeof XMLHttpRequest === 'function'
      ? await putWithXhr(slot.putUrl, file, sent, signal)
      : await putWithFetch(deps, slot.putUrl, file, signal);
  if (answer.status !== 200) throw putFailure(answer);
  sent(1);
  const done = await deps.call('completeUpload', { id: slot.id }, { signal });
  report(1);
  return {
    id: String(done.id),
    url: done.url,
    width: done.width,
    height: done.height,
    type: done.type,
  };
}
