import type { ComponentType, ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavigationFilter, RightColumn } from '@wz/ui';
import { useRead } from '@wz/sdk/react';
import { sectionAsideOf, sectionFilterOf } from '../routing/frameReads';
import { SectionFrameProvider, type SectionFrameProps } from '@wz/app-kit';
import { isSectionKey, SECTIONS, type SectionKey } from '../routing/sections';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import { useSectionMenu } from './sectionMenu';

/**
 * The section's second-level menu (getSecCategory) as a filter row; the choice lives in ?category=.
 * One scrolling line, and a placeholder of that same height while the menu loads, so the page below
 * never moves.
 */
export function SectionFilter({ section }: { section: SectionKey }) {
  const { item, label } = useSectionMenu(section);
  const menuId = item?.id;
  const { data, isLoading } = useRead(menuId ? sectionFilterOf(menuId) : null);
  const [params, setParams] = useSearchParams();
  return (
    <NavigationFilter
      className="section-filter section-filter--menu"
      label={`${label}分类`}
      layout="scroll"
      loading={isLoading || menuId === undefined}
      loadingRows={1}
      groups={[
        {
          key: 'category',
          label: '分类',
          options: (data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        },
      ]}
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

/** Right column: the section's small banners (getModuleAdvertising); a placeholder of its height meanwhile. */
export function SectionAside({ section }: { section: SectionKey }) {
  const { data, isLoading } = useRead(sectionAsideOf(section));
  const navigate = useNavigate();
  return (
    <RightColumn
      className="section-aside"
      loading={isLoading}
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
  children: ReactNode;
}

/**
 * Navigation filter + breadcrumb + content with a right column: the frame every section page shares
 * (the shell draws the section's banner above it). Section pages pass their own breadcrumb and
 * content; the rest comes from the menu calls.
 */
export function SectionLayout({ section, breadcrumb = [], filter, children }: SectionLayoutProps) {
  const { label } = useSectionMenu(section);
  const { path, crumb } = SECTIONS[section];
  return (
    <div className="section-layout" data-section={section}>
      <div className="container">
        {filter ?? <SectionFilter section={section} />}
        <Breadcrumb items={[{ label: '首页', to: '/' }, { label: crumb ?? label, to: path }, ...breadcrumb]} />
        <div className="section-layout__body">
          <div className="section-layout__main">{children}</div>
          <SectionAside section={section} />
        </div>
      </div>
    </div>
  );
}

/** The frame the app kit's pages (listing pages, page kinds) are drawn in: a known section's SectionLayout. */
function KitSectionFrame({ section, ...rest }: SectionFrameProps) {
  return isSectionKey(section) ? <SectionLayout section={section} {...rest} /> : <>{rest.children}</>;
}

const framed = new WeakMap<ComponentType, ComponentType>();

/** A section's page with the kit's frame provided (one component per page, made once). */
export function inSectionFrame(Page: ComponentType): ComponentType {
  let Framed = framed.get(Page);
  if (!Framed) {
    Framed = function SectionPage() {
      return (
        <SectionFrameProvider value={KitSectionFrame}>
          <Page />
        </SectionFrameProvider>
      );
    };
    framed.set(Page, Framed);
  }
  return Framed;
}
