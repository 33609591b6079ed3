import type { ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { count as showCount } from '../format';
import type { OperationStats } from '../types';
import { cx } from '../../../internal/cx';
import * as s from './OperationBar.css';

/** What the caller shows when showcase is pressed (spec: the feature is not open yet). */
export const SHOWCASE_UNAVAILABLE_TEXT = '该功能暂未开放';

export type OperationKey =
  'like' | 'collect' | 'rate' | 'gift' | 'flower' | 'share' | 'showcase' | 'more';

export interface OperationBarProps extends OperationStats {
  /** Operations whose request is in flight: their buttons show a spinner and ignore clicks. */
  pending?: Partial<Record<OperationKey, boolean>>;
  /** Operations to leave out (e.g. `['showcase']` on a partner page). */
  hidden?: OperationKey[];
  /** Toggle like; the caller refetches stats afterwards. */
  onLike?: () => void;
  /** Toggle collect. */
  onCollect?: () => void;
  /** Open the rating dialog. */
  onRate?: () => void;
  /** Open the gift dialog. */
  onGift?: () => void;
  /** Open the gift dialog on flowers. */
  onFlower?: () => void;
  /** Open the share panel. */
  onShare?: () => void;
  /** Showcase: the caller shows 该功能暂未开放. */
  onShowcase?: () => void;
  /** More actions. */
  onMore?: () => void;
  /** Shows a placeholder bar while stats load. */
  loading?: boolean;
  className?: string;
}

interface Op {
  key: OperationKey;
  label: string;
  figure?: ReactNode;
  pressed?: boolean;
  onClick?: () => void;
}

/** The like / collect / rate / gift / flower / share / showcase / more bar under a teacher or video. */
export function OperationBar({
  likeNum,
  collectNum,
  averageScore,
  flowerNum,
  shareNum,
  isLiked = false,
  isCollected = false,
  pending = {},
  hidden = [],
  onLike,
  onCollect,
  onRate,
  onGift,
  onFlower,
  onShare,
  onShowcase,
  onMore,
  loading = false,
  className,
}: OperationBarProps) {
  if (loading) {
    return (
      <div
        className={cx(s.skeleton, className)}
        role="status"
        aria-label="加载中"
        aria-busy="true"
      />
    );
  }
  const score =
    typeof averageScore === 'number' && averageScore > 0 ? averageScore.toFixed(1) : undefined;
  const ops: Op[] = [
    {
      key: 'like',
      label: isLiked ? '已点赞' : '点赞',
      figure: showCount(likeNum),
      pressed: isLiked,
      onClick: onLike,
    },
    {
      key: 'collect',
      label: isCollected ? '已收藏' : '收藏',
      figure: showCount(collectNum),
      pressed: isCollected,
      onClick: onCollect,
    },
    { key: 'rate', label: '评分', figure: score, onClick: onRate },
    { key: 'gift', label: '送礼物', onClick: onGift },
    { key: 'flower', label: '献花', figure: showCount(flowerNum), onClick: onFlower },
    {
      key: 'share',
      label: '分享',
      figure: shareNum === undefined ? undefined : showCount(shareNum),
      onClick: onShare,
    },
    { key: 'showcase', label: '橱窗', onClick: onShowcase },
    { key: 'more', label: '更多', onClick: onMore },
  ];
  return (
    <ul className={cx(s.bar, className)} aria-label="操作">
      {ops
        .filter((op) => !hidden.includes(op.key))
        .map((op) => (
          <li key={op.key} className={s.item}>
            <Button
              size="sm"
              variant="secondary"
              className={op.pressed ? s.active : undefined}
              aria-pressed={
                op.key === 'like' || op.key === 'collect' ? Boolean(op.pressed) : undefined
              }
              loading={pending[op.key]}
              onClick={op.onClick}
              data-operation={op.key}
            >
              {op.label}
              {op.figure !== undefined ? <span className={s.count}>{op.figure}</span> : null}
            </Button>
          </li>
        ))}
    </ul>
  );
}
