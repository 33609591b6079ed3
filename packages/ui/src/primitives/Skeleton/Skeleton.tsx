import type { CSSProperties } from 'react';
import { cx } from '../../internal/cx';
import * as s from './Skeleton.css';

export interface SkeletonProps {
  /** `text` lines (default), a `rect` block (pictures, cards) or a `circle` (avatars). */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of text lines; the last one is shorter. Default 3 for `text`. */
  lines?: number;
  /** Width (px number or CSS length). Text defaults to 100%. */
  width?: number | string;
  /** Height (px number or CSS length); for `circle` also the width. */
  height?: number | string;
  /** Accessible label announced while loading. Default `加载中`. */
  label?: string;
  className?: string;
}

/** A grey placeholder in the shape of the content that is loading. */
export function Skeleton({
  shape = 'text',
  lines = 3,
  width,
  height,
  label = '加载中',
  className,
}: SkeletonProps) {
  const size = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);
  if (shape === 'text') {
    return (
      <div
        className={cx(s.group, className)}
        role="status"
        aria-busy="true"
        aria-label={label}
        style={{ width: size(width) }}
      >
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={s.bone({ shape: 'text' })}
            style={{ width: i === lines - 1 && lines > 1 ? '60%' : '100%' }}
          />
        ))}
      </div>
    );
  }
  const style: CSSProperties =
    shape === 'circle'
      ? { width: size(height ?? width ?? 40), height: size(height ?? width ?? 40) }
      : { width: size(width ?? '100%'), height: size(height ?? 120) };
  return (
    <span
      role="status"
      aria-busy="true"
      aria-label={label}
      className={cx(s.bone({ shape }), className)}
      style={style}
    />
  );
}
