/** Pictures, uploads and a stateful wrapper for the ImageUploader stories (not exported). */
import { useState } from 'react';
import { storyImage } from '../../internal/storyImage';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader';
import type { UploadedImage, UploadFn } from './useImageUploads';

export const sampleImages: UploadedImage[] = [
  { id: 'img-a', url: storyImage('客厅', 240, 240, '#1763d4') },
  { id: 'img-b', url: storyImage('卧室', 240, 240, '#157a3c') },
  { id: 'img-c', url: storyImage('厨房', 240, 240, '#9a5b00') },
];

/**
 * A real picture file drawn on a canvas: a colour with a white stripe (so crops can be told apart),
 * or `'noise'` for random pixels that do not compress.
 */
export async function makePicture(
  name: string,
  width: number,
  height: number,
  type = 'image/png',
  color = '#1763d4',
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  if (color === 'noise') {
    const data = ctx.createImageData(width, height);
    crypto.getRandomValues(data.data.subarray(0, 65536));
    for (let i = 65536; i < data.data.length; i += 65536)
      crypto.getRandomValues(data.data.subarray(i, i + 65536));
    for (let i = 3; i < data.data.length; i += 4) data.data[i] = 255;
    ctx.putImageData(data, 0, 0);
  } else {
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width / 4, height);
  }
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, type, 0.92));
  return new File([blob!], name, { type });
}

/** A text file whose name says PNG. */
export const fakePng = () => new File(['这不是图片，只是文字'], '说明.png', { type: 'image/png' });

/** Uploads in two progress steps and answers with an object URL of what was sent. */
export const instantUpload: UploadFn = async (file, onProgress) => {
  onProgress(0.5);
  await new Promise((r) => setTimeout(r, 0));
  onProgress(1);
  return { id: `id-${file.name}`, url: URL.createObjectURL(file) };
};

/** The SDK's error for a failed PUT. */
export const uploadRefusal = () =>
  Object.assign(new Error('upload: 网络错误，请稍后重试'), {
    name: 'ApiError',
    code: 0,
    msg: '网络错误，请稍后重试',
  });

export type DemoProps = Omit<ImageUploaderProps, 'value' | 'onChange'> & {
  initial?: UploadedImage[];
  onChange?: (images: UploadedImage[]) => void;
};

/** ImageUploader holding its list in state, as a form would. */
export function UploaderDemo({ initial = [], onChange, ...props }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 720 }}>
      <ImageUploader
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}
