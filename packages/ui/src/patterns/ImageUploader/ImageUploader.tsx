import { lazy, Suspense, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { cx } from '../../internal/cx';
import { ChevronLeft, ChevronRight, Close, Plus } from '../../internal/icons';
import { formatBytes, TYPE_NAMES } from './images';
import * as s from './ImageUploader.css';
import {
  useImageUploads,
  type PendingUpload,
  type UploadedImage,
  type UploadFn,
} from './useImageUploads';

// react-easy-crop only downloads when a picture is first cropped.
const CropDialog = lazy(() => import('./CropDialog'));

const DEFAULT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export interface ImageUploaderProps {
  /** Uploaded pictures in order; the first is the cover. */
  value: readonly UploadedImage[];
  /** The new list after an upload, a move, a new cover or a removal. */
  onChange: (images: UploadedImage[]) => void;
  /** Sends one prepared file and resolves with its id and URL (the SDK's upload; components never fetch). */
  upload: UploadFn;
  /** Most pictures in the list. Default 9. */
  maxCount?: number;
  /** Largest file after compression, in bytes. Default 5 MB. */
  maxSize?: number;
  /** Accepted types (checked on the file's bytes). Default JPEG, PNG, WebP, GIF. */
  accept?: readonly string[];
  /** Longest side after compression, px. Default 1920. */
  maxEdge?: number;
  /** JPEG/WebP quality after compression, 0–1. Default 0.85. */
  quality?: number;
  /** Compress on a canvas before upload. Default true (GIFs are never re-encoded). */
  compress?: boolean;
  /** Crop each picked picture to this width ÷ height before upload (1 for an avatar). */
  cropAspect?: number;
  /** Accessible name of the list. Default 图片. */
  label?: string;
  /** id of the add button (a Field's label points at it). */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * Several pictures: pick or drop files, compressed (and cropped) in the browser, uploaded with
 * progress, retried when they fail; reorder with the buttons or by dragging, the first is the cover.
 */
export function ImageUploader({
  value,
  onChange,
  upload,
  maxCount = 9,
  maxSize = 5 * 1024 * 1024,
  accept = DEFAULT_TYPES,
  maxEdge = 1920,
  quality = 0.85,
  compress = true,
  cropAspect,
  label = '图片',
  id,
  disabled,
  className,
  ...aria
}: ImageUploaderProps) {
  const limits = {
    maxCount,
    maxSize,
    accept,
    maxEdge,
    quality,
    compress,
    crop: cropAspect !== undefined,
  };
  const up = useImageUploads({ value, onChange, upload, limits });
  const input = useRef<HTMLInputElement>(null);
  const dragged = useRef<number | null>(null);
  const [dropping, setDropping] = useState(false);
  const full = value.length + up.pending.length >= maxCount;
  const n = value.length;
  // One picture (an avatar): no cover, no order; the picture is replaced rather than added to.
  const single = maxCount === 1;

  const onDrop = (e: DragEvent, to?: number) => {
    e.preventDefault();
    setDropping(false);
    const from = dragged.current;
    dragged.current = null;
    if (from !== null && to !== undefined) return up.move(from, to);
    const files = Array.from(e.dataTransfer?.files ?? []);
    if (files.length && !disabled) void up.pick(files);
  };

  return (
    <div
      className={cx(s.root, dropping && s.dropping, className)}
      onDragOver={(e) => {
        e.preventDefault();
        if (dragged.current === null) setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(e) => onDrop(e)}
    >
      <ul className={s.grid} aria-label={label}>
        {value.map((img, i) => (
          <li
            key={img.id}
            className={s.tile}
            draggable={!disabled && !single}
            onDragStart={(e) => {
              dragged.current = i;
              e.dataTransfer?.setData('text/plain', img.id);
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.stopPropagation();
              onDrop(e, i);
            }}
          >
            <img className={s.thumb} src={img.url} alt={`第 ${i + 1} 张`} draggable={false} />
            {single ? (
              <button
                type="button"
                className={cx(s.cover, s.setCover)}
                disabled={disabled || up.pending.length > 0}
                aria-label={`更换${label}`}
                onClick={() => input.current?.click()}
              >
                更换
              </button>
            ) : i === 0 ? (
              <span className={s.cover}>封面</span>
            ) : (
              <button
                type="button"
                className={cx(s.cover, s.setCover)}
                disabled={disabled}
                aria-label={`第 ${i + 1} 张设为封面`}
                onClick={() => up.move(i, 0)}
              >
                设为封面
              </button>
            )}
            <span className={s.tools}>
              {single ? null : (
                <>
                  <IconButton
                    size="sm"
                    variant="overlay"
                    label={`第 ${i + 1} 张前移`}
                    icon={<ChevronLeft />}
                    disabled={disabled || i === 0}
                    onClick={() => up.move(i, i - 1)}
                  />
                  <IconButton
                    size="sm"
                    variant="overlay"
                    label={`第 ${i + 1} 张后移`}
                    icon={<ChevronRight />}
                    disabled={disabled || i === n - 1}
                    onClick={() => up.move(i, i + 1)}
                  />
                </>
              )}
              <IconButton
                size="sm"
                variant="overlay"
                label={`删除第 ${i + 1} 张`}
                icon={<Close />}
                disabled={disabled}
                onClick={() => up.remove(i)}
              />
            </span>
          </li>
        ))}
        {up.pending.map((p) => (
          <PendingTile
            key={p.key}
            item={p}
            onRetry={() => up.retry(p.key)}
            onDiscard={() => up.discard(p.key)}
          />
        ))}
        {full ? null : (
          <li className={s.tile}>
            <button
              type="button"
              id={id}
              className={s.add}
              disabled={disabled}
              aria-describedby={aria['aria-describedby']}
              aria-invalid={aria['aria-invalid'] || undefined}
              onClick={() => input.current?.click()}
            >
              <Plus />
              <span>添加{label}</span>
              {single ? null : (
                <span className={s.count}>
                  {n}/{maxCount}
                </span>
              )}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept={accept.join(',')}
        multiple={cropAspect === undefined && !single}
        hidden
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) void up.pick(files);
        }}
      />
      <p className={s.rules}>
        支持 {accept.map((t) => TYPE_NAMES[t] ?? t).join('、')}，单张不超过 {formatBytes(maxSize)}
        {single ? '。' : `，最多 ${maxCount} 张；第一张为封面，可拖动排序。`}
      </p>
      <div role="alert">
        {up.notices.length ? (
          <ul className={s.notices}>
            {up.notices.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {up.crop && cropAspect !== undefined ? (
        <Suspense fallback={null}>
          <CropDialog
            key={up.crop.src}
            src={up.crop.src}
            name={up.crop.file.name}
            aspect={cropAspect}
            onDone={up.cropped}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function PendingTile({
  item,
  onRetry,
  onDiscard,
}: {
  item: PendingUpload;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const failed = item.status === 'failed';
  const percent = Math.round(item.progress * 100);
  return (
    <li className={cx(s.tile, failed && s.failedTile)} aria-busy={!failed || undefined}>
      <img className={cx(s.thumb, s.dim)} src={item.preview} alt={item.name} />
      <span className={s.state}>
        {failed ? (
          <>
            <span role="alert" className={s.failText}>
              {item.error}
            </span>
            <span className={s.failActions}>
              {item.file ? (
                <Button size="sm" onClick={onRetry} aria-label={`重试上传「${item.name}」`}>
                  重试
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                onClick={onDiscard}
                aria-label={`移除「${item.name}」`}
              >
                移除
              </Button>
            </span>
          </>
        ) : (
          <>
            <progress
              className={s.progress}
              max={1}
              value={item.status === 'preparing' ? undefined : item.progress}
              aria-label={`「${item.name}」上传进度`}
            />
            <span className={s.percent}>
              {item.status === 'preparing' ? '处理中…' : `${percent}%`}
            </span>
          </>
        )}
      </span>
    </li>
  );
}

export type { UploadedImage, UploadFn, PendingUpload } from './useImageUploads';
