import { useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { LazyImage } from '../../../primitives/LazyImage/LazyImage';
import { Pager } from '../../../primitives/Pager/Pager';
import { Tabs } from '../../../primitives/Tabs/Tabs';
import { count } from '../format';
import { formatPrice } from '../../../internal/money';
import { listState, type Placeholder } from '../../../internal/states';
import type { CoursewareItem } from '../types';
import { cx } from '../../../internal/cx';
import { visuallyHidden } from '../../../theme/reset.css';
import * as s from './CoursewareList.css';

/** mm:ss (h:mm:ss from an hour) of a duration in seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  return h ? `${h}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}` : `${two(Math.floor(s / 60))}:${two(s % 60)}`;
}

/** 1 text, 2 free video, 3 paid video. */
export type CoursewareType = 1 | 2 | 3;
/** 1 latest, 2 by reading count. */
export type CoursewareSort = 1 | 2;
export type CoursewareView = 'list' | 'card';

export interface CoursewareListProps {
  /** Kind of courseware: 1 text, 2 free video, 3 paid video (paid shows the price). */
  type: CoursewareType;
  /** Items of the current page (`coursewareList` / `kewuList` → `data.lists`). */
  items: Array<CoursewareItem & { tuijian?: number | string | null }>;
  /** Tab: 1 latest, 2 read. Switching also asks for page 1 through `onPageChange`. */
  sort: CoursewareSort;
  onSortChange: (sort: CoursewareSort) => void;
  /** Called when an item is chosen (the host opens its detail with {id, type}). */
  onSelect: (item: CoursewareItem) => void;
  /** Video layout (controlled). */
  view?: CoursewareView;
  /** Starting layout when uncontrolled. Default `list`. */
  defaultView?: CoursewareView;
  /** Called when the user switches layout. */
  onViewChange?: (view: CoursewareView) => void;
  /** Show the list/card switch. Default: for videos. */
  showViewSwitch?: boolean;
  total?: number;
  page?: number;
  /** Page size. Default 10. */
  pageSize?: number;
  /** Called with the new page; without it no pager shows. */
  onPageChange?: (page: number) => void;
  /** Text when the list is empty. Default 暂无数据. */
  emptyText?: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  className?: string;
}

const SORT_TABS = [
  { key: '1', label: '最新' },
  { key: '2', label: '阅读' },
];

/** The placeholder while the list loads. */
const placeholder: Placeholder = { label: '课件加载中', count: 3, className: s.skeletonRow };

/** Courseware (text, free or paid video) with latest/read tabs, a list/card switch for videos and a pager. */
export function CoursewareList({
  type,
  items,
  sort,
  onSortChange,
  onSelect,
  view: viewProp,
  defaultView = 'list',
  onViewChange,
  showViewSwitch,
  total = 0,
  page = 1,
  pageSize = 10,
  onPageChange,
  emptyText = '暂无数据',
  className,
  ...state
}: CoursewareListProps) {
  const [ownView, setOwnView] = useState<CoursewareView>(defaultView);
  const isVideo = type !== 1;
  const view = isVideo ? (viewProp ?? ownView) : 'list';
  const setView = (next: CoursewareView) => {
    if (viewProp === undefined) setOwnView(next);
    onViewChange?.(next);
  };
  const withSwitch = showViewSwitch ?? isVideo;

  const content = listState(state, placeholder, items.length === 0 && emptyText) ?? (
    <ul className={view === 'card' ? s.cardView : s.listView} data-view={view}>
      {items.map((item) => {
        const price = type === 3 ? formatPrice(item.price) : '';
        return (
          <li key={item.id}>
            <button
              type="button"
              className={view === 'card' ? s.cardItem : s.item}
              onClick={() => onSelect(item)}
            >
              {isVideo ? (
                <span className={s.cover}>
                  {item.fengmian ? (
                    <LazyImage className={s.coverImg} src={item.fengmian} alt="" height="100%" />
                  ) : null}
                  {item.duration ? (
                    <span className={s.duration}>
                      <span aria-hidden="true">{formatDuration(item.duration)}</span>
                      <span className={visuallyHidden}>时长 {formatDuration(item.duration)}</span>
                    </span>
                  ) : null}
                </span>
              ) : null}
              <span className={s.body}>
                <span className={s.title}>
                  {Number(item.tuijian) === 1 ? <span className={s.badge}>推荐</span> : null}
                  {item.title}
                </span>
                <span className={s.stats}>
                  <span>阅读 {count(item.clickcount)}</span>
                  <span>留言 {count(item.liuyancount)}</span>
                  {item.inputtime ? <time>{item.inputtime.slice(0, 10)}</time> : null}
                  {type === 3 ? (
                    price ? (
                      <span className={s.price}>¥{price}</span>
                    ) : null
                  ) : type === 2 ? (
                    <span className={s.free}>免费</span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className={cx(s.wrap, className)}>
      <Tabs
        aria-label="排序"
        value={String(sort)}
        onChange={(key) => {
          onSortChange(key === '2' ? 2 : 1);
          // Spec: switching tabs starts again from page 1.
          if (page !== 1) onPageChange?.(1);
        }}
        items={SORT_TABS.map((t) => ({ ...t, content: t.key === String(sort) ? content : null }))}
        extra={
          withSwitch ? (
            <div className={s.views} role="group" aria-label="显示方式">
              <Button
                size="sm"
                variant={view === 'list' ? 'primary' : 'secondary'}
                aria-pressed={view === 'list'}
                onClick={() => setView('list')}
              >
                列表
              </Button>
              <Button
                size="sm"
                variant={view === 'card' ? 'primary' : 'secondary'}
                aria-pressed={view === 'card'}
                onClick={() => setView('card')}
              >
                卡片
              </Button>
            </div>
          ) : null
        }
      />
      {onPageChange && !state.loading && !state.error && total > pageSize ? (
        <Pager page={page} total={total} pageSize={pageSize} onChange={onPageChange} />
      ) : null}
    </div>
  );
}
