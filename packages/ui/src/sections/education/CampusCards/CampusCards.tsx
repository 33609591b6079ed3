import { LazyImage } from '../../../primitives/LazyImage/LazyImage';
import { Pager } from '../../../primitives/Pager/Pager';
import { cx } from '../../../internal/cx';
import { root } from '../../../theme/reset.css';
import { excerpt } from '../format';
import { Section } from '../Section';
import { listState, type Placeholder } from '../../../internal/states';
import type { CampusItem } from '../types';
import * as s from './CampusCards.css';

export interface CampusCardsProps {
  /** Campus life, style or showcase items (`noticeList` ntype 1 or 3 → `data.lists`). */
  items: CampusItem[];
  /** Called when a card is chosen (the host opens schoolLifeInfo). Without it cards are not interactive. */
  onSelect?: (item: CampusItem) => void;
  /** Heading; leave out to render the cards without a surrounding card. */
  title?: string;
  /** Shows a 更多 button in the header (needs `title`). */
  onMore?: () => void;
  /** Characters of the content excerpt. Default 60. */
  excerptLength?: number;
  total?: number;
  page?: number;
  /** Page size. Default 10. */
  pageSize?: number;
  /** Called with the new page; without it no pager shows. */
  onPageChange?: (page: number) => void;
  /** Text when there are no items. Default 暂无数据. */
  emptyText?: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  className?: string;
}

/** The placeholder while the list loads. */
const placeholder: Placeholder = {
  label: '加载中',
  count: 3,
  className: s.skeletonCard,
  wrapClassName: s.grid,
};

/** Picture cards with title, time and a plain-text excerpt: campus life, campus style, showcase. */
export function CampusCards({
  items,
  onSelect,
  title,
  onMore,
  excerptLength = 60,
  total = 0,
  page = 1,
  pageSize = 10,
  onPageChange,
  emptyText = '暂无数据',
  className,
  ...state
}: CampusCardsProps) {
  const body = listState(state, placeholder, items.length === 0 && emptyText) ?? (
    <ul className={s.grid}>
      {items.map((item) => {
        const inner = (
          <>
            {item.pic ? (
              <LazyImage className={s.pic} src={item.pic} alt="" ratio={4 / 3} />
            ) : (
              <span className={s.noPic} aria-hidden="true">
                暂无图片
              </span>
            )}
            <span className={s.body}>
              <span className={s.title}>{item.title}</span>
              {item.inputtime ? <time className={s.time}>{item.inputtime}</time> : null}
              {item.content ? (
                <span className={s.text}>{excerpt(item.content, excerptLength)}</span>
              ) : null}
            </span>
          </>
        );
        return (
          <li key={item.id}>
            {onSelect ? (
              <button type="button" className={s.card} onClick={() => onSelect(item)}>
                {inner}
              </button>
            ) : (
              <article className={s.card}>{inner}</article>
            )}
          </li>
        );
      })}
    </ul>
  );
  const pager =
    onPageChange && !state.loading && !state.error && total > pageSize ? (
      <div className={s.pager}>
        <Pager page={page} total={total} pageSize={pageSize} onChange={onPageChange} />
      </div>
    ) : null;
  if (!title) {
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
