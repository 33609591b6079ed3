import type { MouseEvent, ReactNode } from 'react';
import { Carousel } from '../Carousel/Carousel';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../internal/cx';
import { isHttpUrl, OUTSIDE_LINK_REL } from '../../internal/safeUrl';
import * as s from './RightColumn.css';

/** The simpler banner item (`pic`, `title`) used beside lists; `url` makes it a link. */
export interface SmallBannerItem {
  pic: string;
  title: string;
  url?: string;
}

export interface RightColumnItem {
  title: string;
  /** Portal route (client navigation through `onNavigate`) or an outside http(s) URL (new tab). */
  url?: string;
  pic?: string;
}

export interface RightColumnProps {
  /** Small banner on top (auto-advances every 3 s). */
  banner?: SmallBannerItem[];
  /** Auto-advance the small banner every 3 s. Default true. */
  autoplay?: boolean;
  /** Height of the small banner in px. Default 160. */
  bannerHeight?: number;
  /** Sections under the banner (recommendations, hot notices …). */
  children?: ReactNode;
  /** While the banner loads: a placeholder card as tall as the banner (`bannerHeight`), so nothing moves. */
  loading?: boolean;
  /** Called for portal routes so the host can navigate without a reload; call `e.preventDefault()`. */
  onNavigate?: (url: string, e: MouseEvent) => void;
  className?: string;
}

function ItemLink({
  url,
  onNavigate,
  className,
  children,
}: {
  url?: string;
  onNavigate?: RightColumnProps['onNavigate'];
  className: string;
  children: ReactNode;
}) {
  if (!url) return <span className={className}>{children}</span>;
  if (isHttpUrl(url)) {
    return (
      <a className={className} href={url} target="_blank" rel={OUTSIDE_LINK_REL}>
        {children}
      </a>
    );
  }
  if (!url.startsWith('/')) return <span className={className}>{children}</span>;
  return (
    <a
      className={className}
      href={url}
      onClick={onNavigate ? (e) => onNavigate(url, e) : undefined}
    >
      {children}
    </a>
  );
}

/** The right-hand column of list and detail pages: a small banner and stacked sections. */
export function RightColumn({
  banner,
  autoplay = true,
  bannerHeight = 160,
  children,
  loading = false,
  onNavigate,
  className,
}: RightColumnProps) {
  return (
    <aside className={cx(s.column, className)} aria-label="侧栏">
      {loading ? (
        <div className={s.card}>
          <Skeleton shape="rect" height={bannerHeight} label="侧栏广告加载中" />
        </div>
      ) : null}
      {!loading && banner && banner.length > 0 && (
        <div className={s.card}>
          <Carousel
            label="侧栏广告"
            height={bannerHeight}
            interval={3000}
            autoplay={autoplay}
            dots={banner.length > 1}
            arrows={false}
          >
            {banner.map((b, i) => (
              <ItemLink key={i} url={b.url} onNavigate={onNavigate} className={s.slide}>
                <img className={s.slideImg} src={b.pic} alt="" {...(i > 0 ? { loading: 'lazy', decoding: 'async' } : {})} />
                <span className={s.slideTitle}>{b.title}</span>
              </ItemLink>
            ))}
          </Carousel>
        </div>
      )}
      {children}
    </aside>
  );
}

export interface RightColumnSectionProps {
  title: ReactNode;
  /** A 更多 link in the heading. */
  moreUrl?: string;
  /** Linked rows; or pass `children` for custom content. */
  items?: RightColumnItem[];
  children?: ReactNode;
  onNavigate?: RightColumnProps['onNavigate'];
  /** Shown when `items` is empty. Default `暂无数据`. */
  emptyText?: string;
}

/** One card of the right column: heading (+ 更多) and a list of linked rows. */
export function RightColumnSection({
  title,
  moreUrl,
  items,
  children,
  onNavigate,
  emptyText = '暂无数据',
}: RightColumnSectionProps) {
  return (
    <section className={s.card}>
      <div className={s.head}>
        <h3 className={s.title}>{title}</h3>
        {moreUrl ? (
          <ItemLink url={moreUrl} onNavigate={onNavigate} className={s.more}>
            更多
          </ItemLink>
        ) : null}
      </div>
      <div className={s.body}>
        {items ? (
          items.length === 0 ? (
            <p style={{ margin: 0, padding: '12px 0', textAlign: 'center' }} className={s.more}>
              {emptyText}
            </p>
          ) : (
            <ul className={s.items}>
              {items.map((it, i) => (
                <li key={i} className={s.item}>
                  <ItemLink url={it.url} onNavigate={onNavigate} className={s.itemLink}>
                    {it.pic ? <img className={s.thumb} src={it.pic} alt="" loading="lazy" /> : null}
                    <span className={s.itemText}>{it.title}</span>
                  </ItemLink>
                </li>
              ))}
            </ul>
          )
        ) : null}
        {children}
      </div>
    </section>
  );
}
