import type { MouseEvent, ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Breadcrumb as UiBreadcrumb, NavigationFilter, RightColumn } from '@wz/ui';
import { useApi } from '../lib/api';
import { SECTIONS, type SectionKey } from '../routing/sections';
import { useSectionMenu } from './sectionMenu';


export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const navigate = useNavigate();
  return (
    <UiBreadcrumb
      className="breadcrumb"
      items={items.map((c) => ({
        label: c.label,
        ...(c.to
          ? {
              href: c.to,
              onClick: (e: MouseEvent) => {
                e.preventDefault();
                navigate(c.to!);
              },
            }
          : {}),
      }))}
    />
  );
}

/** The section's second-level menu (getSecCategory) as a filter row; the choice lives in ?category=. */
export function SectionFilter({ menuId, label }: { menuId: number | undefined; label: string }) {
  const { data, isLoading } = useApi('getSecCategory', menuId ? { menu_id: menuId } : null);
  const [params, setParams] = useSearchParams();
  if (isLoading || menuId === undefined) {
    return <div className="skeleton skeleton--filter" aria-hidden="true" />;
  }
  return (
    <NavigationFilter
      className="section-filter"
      label={`${label}分类`}
      groups={[{ key: 'category', label: '分类', options: (data ?? []).map((c) => ({ value: String(c.id), label: c.name })) }]}
      value={{ category: params.get('category') ?? '' }}
      onChange={(key, value) => {
        const next = new URLSearchParams(params);
        if (value) next.set(key, value);
        else next.delete(key);
        setParams(next, { replace: true });
      }}
    />
  );
}

/** Right column: the section's small banner from its module advertisements (getModuleAdvertising). */
export function SectionAside({ section }: { section: SectionKey }) {
  const { data, isLoading } = useApi('getModuleAdvertising', { module: section });
  const navigate = useNavigate();
  if (isLoading) return <div className="skeleton skeleton--card section-aside" aria-hidden="true" />;
  return (
    <RightColumn
      className="section-aside"
      banner={(data ?? []).map((ad) => ({ pic: ad.pic, title: ad.title, url: ad.url }))}
      onNavigate={(url, e) => {
        e.preventDefault();
        navigate(url);
      }}
    />
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
