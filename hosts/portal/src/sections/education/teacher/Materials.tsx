import { Link } from 'react-router-dom';
import { Empty, formatPrice } from '@wz/ui';
import { teacherPath } from '../paths';

interface MaterialItem {
  id: number;
  title: string;
  clickcount?: number | null;
  liuyancount?: number | null;
  price?: string | number | null;
}

export interface MaterialsProps {
  title: string;
  items: MaterialItem[];
  totalclick?: number;
  totalliuyan?: number;
  /** Detail page of an item (textCoursewareDetail / videoCoursewareDetail) and its type. */
  detail: { page: string; type: number };
  /** The full list. */
  more: string;
  paid?: boolean;
  loading?: boolean;
}

/** A teacher's text materials, free or paid videos on the teacher page: titles, counts, totals, 更多. */
export function Materials({ title, items, totalclick, totalliuyan, detail, more, paid, loading }: MaterialsProps) {
  return (
    <section className="edu-card edu-materials" aria-label={title}>
      <header className="edu-card__head">
        <h2>{title}</h2>
        <span className="edu-muted">
          浏览 {totalclick ?? 0} · 留言 {totalliuyan ?? 0}
        </span>
        <Link className="edu-more" to={more}>
          更多<span className="visually-hidden">{title}</span>
        </Link>
      </header>
      {loading ? <p className="edu-muted">加载中…</p> : null}
      {!loading && items.length === 0 ? <Empty description="暂无数据" /> : null}
      <ul className="edu-materials__list">
        {items.slice(0, 6).map((item) => (
          <li key={item.id}>
            <Link to={teacherPath(detail.page, { id: item.id, type: detail.type })}>{item.title}</Link>
            <span className="edu-muted">
              {paid && item.price !== undefined && item.price !== null ? <span className="edu-price">¥{formatPrice(item.price)}</span> : null}
              浏览 {item.clickcount ?? 0} · 留言 {item.liuyancount ?? 0}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
