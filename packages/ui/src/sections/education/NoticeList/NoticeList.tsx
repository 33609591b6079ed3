import { Pager } from '../../../primitives/Pager/Pager';
import { cx } from '../../../internal/cx';
import { root } from '../../../theme/reset.css';
import { dateOnly } from '../format';
import { Section } from '../Section';
import { listState, type Placeholder } from '../../../internal/states';
import type { NewsItem } from '../types';
import * as s from './NoticeList.css';

export interface NoticeListProps {
  /** Notices of the current page (`noticeList` / `centreNoticeList` → `data.lists`). */
  items: NewsItem[];
  /** Called when a notice is chosen (the host opens noticeDetail). Without it titles are plain text. */
  onSelect?: (item: NewsItem) => void;
  /** Shows a 更多 button (the host opens the full list). */
  onMore?: () => void;
  /** Heading. Default 通知公告. */
  title?: string;
  /** Total, for the pager. */
  total?: number;
  /** Current page (1-based). */
  page?: number;
  /** Page size. Default 10. */
  pageSize?: number;
  /** Called with the new page; without it no pager shows. */
  onPageChange?: (page: number) => void;
  /** Text when there are no notices. Default 暂无数据. */
  emptyText?: string;
  /** Render without the card and heading, e.g. inside another block. */
  plain?: boolean;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  className?: string;
}

/** The placeholder while the list loads. */
const placeholder: Placeholder = { label: '通知加载中', count: 4, className: s.skeletonRow };

/** Notice titles with their dates, a more button and an optional pager. */
export function NoticeList({
  items,
  onSelect,
  onMore,
  title = '通知公告',
  total = 0,
  page = 1,
  pageSize = 10,
  onPageChange,
  emptyText = '暂无数据',
  plain = false,
  className,
  ...state
}: NoticeListProps) {
  const body = listState(state, placeholder, items.length === 0 && emptyText) ?? (
    <ul className={s.items}>
      {items.map((n) => (
        <li key={n.id} className={s.item}>
          {onSelect ? (
            <button type="button" className={s.title} title={n.title} onClick={() => onSelect(n)}>
              {n.title}
            </button>
          ) : (
            <span className={s.plainTitle}>{n.title}</span>
          )}
          {n.inputtime ? (
            <time className={s.time} dateTime={dateOnly(n.inputtime)}>
              {dateOnly(n.inputtime)}
            </time>
          ) : null}
        </li>
      ))}
    </ul>
  );
  const pager =
    onPageChange && !state.loading && !state.error && total > pageSize ? (
      <div className={s.pager}>
        <Pager page={page} total={total} pageSize={pageSize} onChange={onPageChange} />
      </div>
    ) : null;
  if (plain) {
    return (
      <div className={cx(root, className)}>
        {body}
        {pager}
      </div>
    );
  }
  return (
    <Section title={title} onMore={onMore} className={className}>
      {body}
      {pager}
    </Section>
  );
}
