import { useRef, useState, type ComponentType } from 'react';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../internal/cx';
import { ChevronLeft, ChevronRight } from '../../internal/icons';
import type { GalleryLightboxProps } from './GalleryLightbox';
import * as s from './Gallery.css';

export interface GalleryImage {
  /** Full-size picture URL (shown on the stage and in the viewer). */
  src: string;
  /** Describes the picture (`客厅`, `主卧`); `''` only for purely decorative pictures. */
  alt: string;
  /** Small picture for the thumbnail row; default `src`. */
  thumb?: string;
  /** Intrinsic size in px, when known: the viewer sizes the picture before it loads. */
  width?: number;
  height?: number;
}

export interface GalleryProps {
  images: GalleryImage[];
  /** Accessible name of the gallery. Default `图片`. */
  label?: string;
  /** Picture on the stage (controlled), 0-based. */
  index?: number;
  /** Initial picture when uncontrolled. Default 0. */
  defaultIndex?: number;
  /** Called when the stage or the viewer moves to another picture. */
  onIndexChange?: (index: number) => void;
  /** Stage aspect ratio (width / height). Default 4 / 3. */
  ratio?: number;
  /** Placeholder instead of pictures. */
  loading?: boolean;
  /** Shown when there are no pictures. Default `暂无图片`. */
  emptyText?: string;
  className?: string;
}

type Viewer = ComponentType<GalleryLightboxProps>;

/**
 * A stage picture with previous/next, a row of thumbnails, and a full-screen viewer
 * (yet-another-react-lightbox) that is downloaded only when a picture is first opened.
 */
export function Gallery({
  images,
  label = '图片',
  index,
  defaultIndex = 0,
  onIndexChange,
  ratio = 4 / 3,
  loading = false,
  emptyText = '暂无图片',
  className,
}: GalleryProps) {
  const [inner, setInner] = useState(defaultIndex);
  const count = images.length;
  const current = count === 0 ? 0 : Math.min(Math.max(0, index ?? inner), count - 1);
  const [open, setOpen] = useState(false);
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [viewerState, setViewerState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const stageRef = useRef<HTMLButtonElement>(null);

  const go = (i: number) => {
    const next = ((i % count) + count) % count;
    if (next === current) return;
    if (index === undefined) setInner(next);
    onIndexChange?.(next);
  };

  const openViewer = async () => {
    setOpen(true);
    if (viewer) return;
    setViewerState('loading');
    try {
      const mod = await import('./GalleryLightbox');
      setViewer(() => mod.default);
      setViewerState('idle');
    } catch {
      // A failed chunk download (offline, new deploy): say so and let a later click try again.
      setOpen(false);
      setViewerState('failed');
    }
  };

  if (loading) {
    return (
      <div className={cx(s.gallery, className)}>
        <Skeleton shape="rect" height="auto" className={s.stageSkeleton} label={`${label}加载中`} />
      </div>
    );
  }
  if (count === 0) {
    return (
      <div className={cx(s.gallery, className)}>
        <div className={s.empty} style={{ aspectRatio: String(ratio) }}>
          {emptyText}
        </div>
      </div>
    );
  }

  const image = images[current]!;
  const Viewer = viewer;
  return (
    <section className={cx(s.gallery, className)} aria-label={label}>
      <div className={s.stage} style={{ aspectRatio: String(ratio) }}>
        <button
          ref={stageRef}
          type="button"
          className={s.stageButton}
          aria-label={`查看大图：${image.alt || `第 ${current + 1} 张`}`}
          aria-busy={viewerState === 'loading' || undefined}
          onClick={() => void openViewer()}
        >
          <img className={s.stageImage} src={image.src} alt={image.alt} decoding="async" />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className={s.arrow({ side: 'left' })}
              aria-label="上一张"
              onClick={() => go(current - 1)}
            >
              <ChevronLeft />
            </button>
            <button
              type="button"
              className={s.arrow({ side: 'right' })}
              aria-label="下一张"
              onClick={() => go(current + 1)}
            >
              <ChevronRight />
            </button>
          </>
        )}
        <span className={s.counter} aria-live="polite">
          {current + 1} / {count}
        </span>
      </div>
      {viewerState === 'failed' && (
        <p className={s.error} role="alert">
          大图加载失败，请重试
        </p>
      )}
      {count > 1 && (
        <ul className={s.thumbs} aria-label={`${label}缩略图`}>
          {images.map((img, i) => (
            <li key={`${i}-${img.src}`}>
              <button
                type="button"
                className={s.thumb({ current: i === current })}
                aria-label={`第 ${i + 1} 张${img.alt ? `：${img.alt}` : ''}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <img
                  className={s.thumbImage}
                  src={img.thumb ?? img.src}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {Viewer && (
        <Viewer
          open={open}
          index={current}
          slides={images.map(({ src, alt, width, height }) => ({ src, alt, width, height }))}
          onClose={() => setOpen(false)}
          onView={go}
          onExited={() => stageRef.current?.focus()}
        />
      )}
    </section>
  );
}
