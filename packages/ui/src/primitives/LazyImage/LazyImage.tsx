import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { cx } from '../../internal/cx';
import * as s from './LazyImage.css';

export interface LazyImageProps {
  /** Image URL; loaded only when the frame comes near the viewport. */
  src: string | null | undefined;
  /** Alternative text; `''` for decorative pictures. */
  alt: string;
  /** Frame width (px or CSS length). Default 100%. */
  width?: number | string;
  /** Frame height (px or CSS length). Use `ratio` instead for fluid widths. */
  height?: number | string;
  /** Aspect ratio of the frame, e.g. `16 / 9`. */
  ratio?: number;
  /** `cover` (default) crops, `contain` letterboxes. */
  fit?: 'cover' | 'contain';
  /** Text shown when the image is missing or fails. Default `图片加载失败`. */
  fallbackText?: string;
  /** Margin around the viewport that starts loading early. Default `200px`. */
  rootMargin?: string;
  className?: string;
  style?: CSSProperties;
}

/** An image that loads when scrolled near, fades in, and shows a fallback when it fails. */
export function LazyImage({
  src,
  alt,
  width = '100%',
  height,
  ratio,
  fit = 'cover',
  fallbackText = '图片加载失败',
  rootMargin = '200px',
  className,
  style,
}: LazyImageProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');

  useEffect(() => {
    setState('loading');
  }, [src]);

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, rootMargin]);

  const size = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);
  const failed = !src || state === 'error';
  return (
    <span
      ref={ref}
      className={cx(s.frame, className)}
      style={{
        width: size(width),
        height: size(height),
        aspectRatio: ratio ? String(ratio) : undefined,
        ...style,
      }}
    >
      {near && src && state !== 'error' && (
        <img
          className={s.image({ loaded: state === 'loaded', fit })}
          src={src}
          alt={alt}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      )}
      {failed && (
        <span
          className={s.fallback}
          role={alt ? 'img' : undefined}
          aria-label={alt ? `${alt}（${fallbackText}）` : undefined}
        >
          <span aria-hidden={alt ? 'true' : undefined}>{fallbackText}</span>
        </span>
      )}
    </span>
  );
}
