import type { ReactNode } from 'react';
import { LazyImage } from '../../primitives/LazyImage/LazyImage';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../internal/cx';
import { linkHref, routerClick } from '../link';
import * as s from './ListingCard.css';

export interface ListingCardProps {
  /** Where the card leads: a same-site path (`/house/12`) or an http(s) URL. */
  href: string;
  /** The listing's title (member text, shown as text). */
  title: string;
  /** Cover picture URL; a grey frame with 暂无图片 when missing. */
  cover?: string | null;
  /** Price text as the page formats it (`128`, `面议`). */
  price?: string;
  /** After the price (`万`, `元/月`). */
  priceUnit?: string;
  /** A second price line (`单价 10847元/㎡`). */
  priceNote?: string;
  /** Short labels under the title (`满五唯一`, `近地铁`). */
  tags?: string[];
  /** The meta line, joined by dots (`海州区 · 118㎡ · 3天前`). */
  meta?: string[];
  /** A corner label on the cover (`置顶`, `已售`). */
  badge?: string;
  /** `vertical` (default): picture on top; `horizontal`: picture left, for lists. */
  layout?: 'vertical' | 'horizontal';
  /** Cover aspect ratio. Default 4 / 3. */
  ratio?: number;
  /** Open an http(s) `href` in a new tab (with noopener,noreferrer). */
  external?: boolean;
  /** Heading level of the title. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Plain left clicks go here instead (the app's router); the link stays a real `<a href>`. */
  onNavigate?: (href: string) => void;
  /** A placeholder card in the same shape. */
  loading?: boolean;
  /** Extra content at the bottom (e.g. user-centre buttons); clicks on it do not follow the link. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A picture-first card for a listing: cover, title, price, tags and a meta line. The title is the
 * link; the whole card is clickable through it, so there is one link per card for screen readers.
 */
export function ListingCard({
  href,
  title,
  cover,
  price,
  priceUnit,
  priceNote,
  tags = [],
  meta = [],
  badge,
  layout = 'vertical',
  ratio = 4 / 3,
  external = false,
  headingLevel = 3,
  onNavigate,
  loading = false,
  footer,
  className,
}: ListingCardProps) {
  const card = cx(s.card({ layout }), className);
  if (loading) {
    return (
      <div className={card} role="status" aria-label="加载中">
        <Skeleton shape="rect" height="auto" className={s.coverSkeleton({ layout })} label="" />
        <div className={s.body}>
          <Skeleton lines={2} label="" />
          <Skeleton shape="rect" width="40%" height={18} label="" />
        </div>
      </div>
    );
  }
  const safe = linkHref(href);
  const newTab = external && safe !== undefined && !safe.startsWith('/');
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={card}>
      <div className={s.cover({ layout })} style={{ aspectRatio: String(ratio) }}>
        <LazyImage src={cover} alt="" fallbackText="暂无图片" />
        {badge && <span className={s.badge}>{badge}</span>}
      </div>
      <div className={s.body}>
        <Heading className={s.title}>
          {safe ? (
            <a
              className={s.link}
              href={safe}
              target={newTab ? '_blank' : undefined}
              rel={newTab ? 'noopener noreferrer' : undefined}
              onClick={newTab ? undefined : (e) => routerClick(e, safe, onNavigate)}
            >
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {tags.length > 0 && (
          <ul className={s.tags} aria-label="标签">
            {tags.map((t) => (
              <li key={t} className={s.tag}>
                {t}
              </li>
            ))}
          </ul>
        )}
        {meta.length > 0 && <p className={s.meta}>{meta.filter(Boolean).join(' · ')}</p>}
        {price && (
          <p className={s.priceLine}>
            <span className={s.price}>{price}</span>
            {priceUnit && <span className={s.priceUnit}>{priceUnit}</span>}
            {priceNote && <span className={s.priceNote}>{priceNote}</span>}
          </p>
        )}
        {footer && <div className={s.footer}>{footer}</div>}
      </div>
    </article>
  );
}
