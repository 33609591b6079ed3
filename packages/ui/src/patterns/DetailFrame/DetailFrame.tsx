import type { ReactNode } from 'react';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../internal/cx';
import { useDomId } from '../../internal/useId';
import * as s from './DetailFrame.css';

export interface DetailFact {
  /** `总价`, `面积`, `户型`. */
  label: string;
  /** `128万`, `118㎡`, `3室2厅`. */
  value: string;
}

export interface DetailFrameProps {
  /** The listing's title, the page's `<h1>` (member text, shown as text). */
  title: string;
  /** Above everything (a Breadcrumb). */
  breadcrumb?: ReactNode;
  /** The picture slot, left of the key facts (a Gallery). */
  gallery?: ReactNode;
  /** The price block under the title, as the page formats it. */
  price?: ReactNode;
  /** Key facts in a grid under the price. */
  facts?: DetailFact[];
  /** Short labels under the title. */
  tags?: string[];
  /** Buttons after the facts (FavouriteButton, share). */
  actions?: ReactNode;
  /** The side column, sticky on wide screens (a ContactCard). */
  aside?: ReactNode;
  /** The main column: DetailSection blocks (description, community, map…). */
  children?: ReactNode;
  /** Placeholders in the same layout. */
  loading?: boolean;
  className?: string;
}

/**
 * The layout of a listing's detail page: gallery beside title, price, key facts and actions; below,
 * the main column and a side column. Lays itself out by its own width (a container query), so it
 * stacks in a narrow column as on a phone.
 */
export function DetailFrame({
  title,
  breadcrumb,
  gallery,
  price,
  facts = [],
  tags = [],
  actions,
  aside,
  children,
  loading = false,
  className,
}: DetailFrameProps) {
  if (loading) {
    return (
      <div className={cx(s.frame, className)} role="status" aria-label="加载中">
        <div className={s.head}>
          <Skeleton shape="rect" height="auto" className={s.gallerySkeleton} label="" />
          <div className={s.summary}>
            <Skeleton lines={2} label="" />
            <Skeleton shape="rect" width="40%" height={32} label="" />
            <Skeleton lines={3} label="" />
          </div>
        </div>
        <div className={s.body}>
          <Skeleton lines={6} label="" />
        </div>
      </div>
    );
  }
  return (
    <div className={cx(s.frame, className)}>
      {breadcrumb}
      <div className={s.head}>
        {gallery && <div className={s.gallery}>{gallery}</div>}
        <div className={s.summary}>
          <h1 className={s.title}>{title}</h1>
          {tags.length > 0 && (
            <ul className={s.tags} aria-label="标签">
              {tags.map((t) => (
                <li key={t} className={s.tag}>
                  {t}
                </li>
              ))}
            </ul>
          )}
          {price && <div className={s.price}>{price}</div>}
          {facts.length > 0 && (
            <dl className={s.facts}>
              {facts.map((f) => (
                <div key={f.label} className={s.fact}>
                  <dt className={s.factLabel}>{f.label}</dt>
                  <dd className={s.factValue}>{f.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {actions && <div className={s.actions}>{actions}</div>}
        </div>
      </div>
      <div className={cx(s.body, aside ? s.withAside : undefined)}>
        <div className={s.main}>{children}</div>
        {aside && <aside className={s.aside}>{aside}</aside>}
      </div>
    </div>
  );
}

export interface DetailSectionProps {
  /** The section's heading (`房源描述`, `小区信息`), an `<h2>`. */
  title: string;
  children: ReactNode;
  className?: string;
}

/** A titled block in DetailFrame's main column. */
export function DetailSection({ title, children, className }: DetailSectionProps) {
  const id = useDomId('wz-detail-section');
  return (
    <section className={cx(s.section, className)} aria-labelledby={id}>
      <h2 id={id} className={s.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
