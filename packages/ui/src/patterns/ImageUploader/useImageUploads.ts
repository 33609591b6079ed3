import { useCallback, useEffect, useRef, useState } from 'react';
import { formatBytes, preparePicture, sniffImageType, TYPE_NAMES, type PixelArea } from './images';

/** A picture the server has: its upload id and a URL to show it. */
export interface UploadedImage {
  id: string;
  url: string;
}

/** Sends one file (the SDK provides it); reports progress as a fraction 0–1. */
export type UploadFn = (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<UploadedImage>;

/** A picture on its way: being prepared or sent, or failed and waiting for 重试. */
export interface PendingUpload {
  key: string;
  name: string;
  /** Object URL of the picked file, for the thumbnail. */
  preview: string;
  status: 'preparing' | 'uploading' | 'failed';
  /** 0–1. */
  progress: number;
  error?: string;
  /** The prepared file, kept for a retry. */
  file?: File;
}

/** A picked file waiting for the crop dialog. */
export interface CropRequest {
  file: File;
  type: string;
  src: string;
}

export interface UploadLimits {
  maxCount: number;
  maxSize: number;
  accept: readonly string[];
  maxEdge: number;
  quality: number;
  compress: boolean;
  crop: boolean;
}

interface Options {
  value: readonly UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  upload: UploadFn;
  limits: UploadLimits;
}

const failure = (e: unknown) =>
  (e as { msg?: unknown } | null)?.msg && typeof (e as { msg: unknown }).msg === 'string'
    ? (e as { msg: string }).msg
    : '上传失败，请重试';

let nextKey = 0;

/** The upload queue of ImageUploader: checks, crop requests, compression, progress and retries. */
export function useImageUploads({ value, onChange, upload, limits }: Options) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const [crops, setCrops] = useState<CropRequest[]>([]);
  // Uploads finishing together must each append to the list the previous one produced.
  const latest = useRef(value);
  const props = useRef({ onChange, upload, limits });
  const urls = useRef(new Set<string>());
  useEffect(() => {
    latest.current = value;
    props.current = { onChange, upload, limits };
  });
  useEffect(() => {
    const live = urls.current;
    return () => live.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const commit = useCallback((next: UploadedImage[]) => {
    latest.current = next;
    props.current.onChange(next);
  }, []);
  const patch = (key: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const drop = (key: string) =>
    setPending((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        urls.current.delete(gone.preview);
      }
      return list.filter((p) => p.key !== key);
    });

  const send = (key: string, file: File) => {
    patch(key, { status: 'uploading', progress: 0, error: undefined, file });
    props.current
      .upload(file, (f) => patch(key, { progress: Math.min(1, Math.max(0, f)) }))
      .then(
        (image) => {
          drop(key);
          // one picture (an avatar): the new one replaces it once it is uploaded, not before
          commit(props.current.limits.maxCount === 1 ? [image] : [...latest.current, image]);
        },
        (e: unknown) => patch(key, { status: 'failed', error: failure(e) }),
      );
  };

  const start = (file: File, type: string, area: PixelArea | null) => {
    const key = `up-${++nextKey}`;
    const preview = URL.createObjectURL(file);
    urls.current.add(preview);
    setPending((list) => [
      ...list,
      { key, name: file.name, preview, status: 'preparing', progress: 0 },
    ]);
    const { maxEdge, quality, compress, maxSize } = props.current.limits;
    preparePicture(file, type, { maxEdge, quality, compress, area }).then(
      (ready) => {
        if (ready.size <= maxSize) return send(key, ready);
        drop(key);
        setNotices((n) => [
          ...n,
          `「${file.name}」超过 ${formatBytes(maxSize)}，请换一张较小的图片`,
        ]);
      },
      () => patch(key, { status: 'failed', error: '图片无法读取，请换一张' }),
    );
  };

  /** Checks picked files against the limits, then crops or uploads the ones that pass. */
  const pick = async (files: readonly File[]) => {
    const { maxCount, accept, crop } = props.current.limits;
    const said: string[] = [];
    const kept = maxCount === 1 ? 0 : latest.current.length;
    const room = maxCount - kept - pending.length - crops.length;
    if (files.length > room) {
      said.push(
        room > 0
          ? `最多上传 ${maxCount} 张图片，已忽略 ${files.length - room} 张`
          : `最多上传 ${maxCount} 张图片`,
      );
    }
    const kinds = accept.map((t) => TYPE_NAMES[t] ?? t).join('、');
    const ok: CropRequest[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      const type = await sniffImageType(file);
      if (!type) said.push(`「${file.name}」不是有效的图片文件`);
      else if (!accept.includes(type))
        said.push(`「${file.name}」格式不支持，请上传 ${kinds} 图片`);
      else ok.push({ file, type, src: '' });
    }
    setNotices(said);
    if (!crop) return ok.forEach((r) => start(r.file, r.type, null));
    setCrops((q) => [
      ...q,
      ...ok.map((r) => {
        const src = URL.createObjectURL(r.file);
        urls.current.add(src);
        return { ...r, src };
      }),
    ]);
  };

  /** The crop dialog closed: `area` to upload the first waiting file cropped, null to skip it. */
  const cropped = (area: PixelArea | null) => {
    const [first, ...rest] = crops;
    if (!first) return;
    URL.revokeObjectURL(first.src);
    urls.current.delete(first.src);
    setCrops(rest);
    if (area) start(first.file, first.type, area);
  };

  const retry = (key: string) => {
    const item = pending.find((p) => p.key === key);
    if (item?.file) send(key, item.file);
  };

  const move = (from: number, to: number) => {
    const list = [...latest.current];
    if (to < 0 || to >= list.length || from === to) return;
    const [item] = list.splice(from, 1);
    if (item) list.splice(to, 0, item);
    commit(list);
  };

  return {
    pending,
    notices,
    crop: crops[0],
    pick,
    cropped,
    retry,
    discard: drop,
    move,
    remove: (index: number) => commit(latest.current.filter((_, i) => i !== index)),
  };
}
