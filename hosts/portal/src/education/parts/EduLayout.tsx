import type { ReactNode } from 'react';
import { SectionLayout, type Crumb } from '../../shell/SectionLayout';
import './education.css';

/** The breadcrumb root of the whole education area (spec: 'learning'). */
export const EDU_ROOT: Crumb = { label: '学习', to: '/education/index' };

/**
 * Banner, navigation filter, breadcrumb (学习 › …) and right column around an education page:
 * the shell's section frame for the education section.
 */
export function EduLayout({ crumbs, filter, children }: { crumbs: Crumb[]; filter?: ReactNode; children: ReactNode }) {
  return (
    <SectionLayout section="education" root={EDU_ROOT} breadcrumb={crumbs} filter={filter}>
      <div className="edu">{children}</div>
    </SectionLayout>
  );
}
