import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../internal/cx';
import * as s from './BannerSkeleton.css';

export interface BannerSkeletonProps {
  variant?: 'big' | 'small';
  /** Height in px. Default 400 (big) / 140 (small), as the banner's. */
  height?: number;
  /** The banner's accessible name. Default `广告横幅`. */
  label?: string;
  className?: string;
}

/**
 * The banner's placeholder, of its exact size: BannerCarousel's `loading` state on its own, for a page
 * that loads the carousel's code later than its first paint.
 */
export function BannerSkeleton({ variant = 'big', height, label = '广告横幅', className }: BannerSkeletonProps) {
  return <Skeleton shape="rect" height={height ?? (variant === 'big' ? 400 : 140)} label={`${label}加载中`} className={cx(s.frame, className)} />;
}
