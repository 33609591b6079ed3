import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavigationFilter, RightColumn } from '@wz/ui';
import { useApi } from '../../app/lib/api';
import { SectionLayout, type Crumb } from '../../app/shell/SectionLayout';
import { useSectionMenu } from '../../app/shell/sectionMenu';
import './education.css';

/** The breadcrumb root of the whole education area (spec: 'learning'). */
export const EDU_ROOT: Crumb = { label: '学习', to: '/education/index' };

/**
 * The area's second-level menu as a filter row (choice in ?category=). One scrolling line, and a
 * placeholder of that same height while the menu loads, so the page below never moves.
 */
export function EduFilter() {
  const { item, label } = useSectionMenu('education');
  const menuId = item?.id;
  const { data, isLoading } = useApi('getSecCategory', menuId ? { menu_id: menuId } : null);
  const [params, setParams] = useSearchParams();
  return (
    <NavigationFilter
      className="section-filter edu-filter"
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

/** Right column: the area's small banner (getModuleAdvertising); a placeholder of its height meanwhile. */
export function EduAside() {
  const { data, isLoading } = useApi('getModuleAdvertising', { module: 'education' });
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

/**
 * Banner, navigation filter, breadcrumb (学习 › …) and right column around an education page:
 * the shell's section frame for the education section.
 */
export function EduLayout({
  crumbs,
  filter,
  children,
}: {
  crumbs: Crumb[];
  filter?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SectionLayout
      section="education"
      root={EDU_ROOT}
      breadcrumb={crumbs}
      filter={filter ?? <EduFilter />}
      aside={<EduAside />}
    >
      <div className="edu">{children}</div>
    </SectionLayout>
  );
}
