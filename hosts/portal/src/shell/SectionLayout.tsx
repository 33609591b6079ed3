import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '../lib/api';
import { SECTIONS, type SectionKey } from '../routes/sections';
import { Banner } from './Banner';
import { isInternalPath, isSafeHttpUrl } from '../lib/url';

/** The menu entry (id, menu_cn) of a section, from getFirstCategory. */
export function useSectionMenu(section: SectionKey) {
  const menus = useApi('getFirstCategory', {});
  const item = menus.data?.find((m) => m.menu_en === section);
  return { item, isLoading: menus.isLoading, label: item?.menu_cn ?? SECTIONS[section].label };
}

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="当前位置">
      <ol>
        {items.map((c, i) => (
          <li key={`${c.label}-${i}`}>
            {c.to && i < items.length - 1 ? <Link to={c.to}>{c.label}</Link> : <span aria-current={i === items.length - 1 ? 'page' : undefined}>{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The section's second-level menu (getSecCategory) as a filter row. */
export function SectionFilter({ menuId, label }: { menuId: number | undefined; label: string }) {
  const { data, isLoading } = useApi('getSecCategory', menuId ? { menu_id: menuId } : null);
  return (
    <div className="section-filter" role="group" aria-label={`${label}分类`}>
      <span className="section-filter__label">{label}分类：</span>
      {isLoading || menuId === undefined ? <span className="skeleton skeleton--word" aria-hidden="true" /> : null}
      {(data ?? []).map((c) => (
        <span key={c.id} className="chip">
          {c.name}
        </span>
      ))}
      {data && data.length === 0 ? <span className="muted">暂无分类</span> : null}
    </div>
  );
}

/** Right column: the section's small advertisement banners (getModuleAdvertising). */
export function SectionAside({ section }: { section: SectionKey }) {
  const { data, isLoading } = useApi('getModuleAdvertising', { module: section });
  return (
    <aside className="section-aside" aria-label="推荐">
      {isLoading ? <div className="skeleton skeleton--card" aria-hidden="true" /> : null}
      {(data ?? []).slice(0, 3).map((ad) => {
        const img = <img src={ad.pic} alt={ad.title} loading="lazy" width={280} height={160} />;
        return (
          <figure key={ad.id} className="section-aside__ad">
            {isInternalPath(ad.url) ? (
              <Link to={ad.url}>{img}</Link>
            ) : isSafeHttpUrl(ad.url) ? (
              <a href={ad.url} target="_blank" rel="noopener noreferrer">
                {img}
              </a>
            ) : (
              img
            )}
            <figcaption>{ad.title}</figcaption>
          </figure>
        );
      })}
    </aside>
  );
}

export interface SectionLayoutProps {
  section: SectionKey;
  /** Breadcrumb items after the section root (e.g. the page's own name). */
  breadcrumb?: Crumb[];
  /** Replaces the default navigation filter (the section's second-level menu). */
  filter?: ReactNode;
  /** Replaces the default right column (the section's small banners). */
  aside?: ReactNode;
  /** Replaces the section's root crumb (e.g. the education area's 学习). */
  root?: Crumb;
  children: ReactNode;
}

/**
 * Banner + navigation filter + breadcrumb + content with a right column: the frame every section page
 * shares. Section pages pass their own breadcrumb and content; the rest comes from the menu calls.
 */
export function SectionLayout({ section, breadcrumb = [], filter, aside, root, children }: SectionLayoutProps) {
  const { item, label } = useSectionMenu(section);
  return (
    <div className="section-layout" data-section={section}>
      <Banner belongId={item?.id} pending={!item} />
      <div className="container">
        {filter ?? <SectionFilter menuId={item?.id} label={label} />}
        <Breadcrumb items={[{ label: '首页', to: '/' }, root ?? { label, to: SECTIONS[section].path }, ...breadcrumb]} />
        <div className="section-layout__body">
          <div className="section-layout__main">{children}</div>
          {aside ?? <SectionAside section={section} />}
        </div>
      </div>
    </div>
  );
}
