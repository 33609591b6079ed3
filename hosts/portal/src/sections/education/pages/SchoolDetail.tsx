import { lazy } from 'react';
import { useRead } from '@wz/sdk/react';
import { useRouteReads } from '@wz/app-kit';
import { SchoolInfoGrid } from '@wz/ui';
import { asSchool } from '../educationInfo';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { schoolDetailParams } from '../params';
import { schoolDetailReads } from '../reads';
import { MountAfterPaint } from '../MountAfterPaint';

// The blocks below the info grid: their own chunk, mounted once the grid has painted.
const SchoolBlocks = lazy(() => import('../school/SchoolBlocks'));

/**
 * /teacher/schoolDetail?id&type (default 1): info grid, organisation, student classes, alumni centre,
 * campus life, notices and style, each block leading to its list or detail page.
 */
export default function SchoolDetail() {
  // The school kind (1 school, 2 guide) as its parser narrows it; the read is the route's own.
  const { id, type } = useQuery(schoolDetailParams);
  const first = useRouteReads(schoolDetailReads);
  const info = useRead(first.info);
  const school = asSchool(info.data);

  return (
    <SectionLayout
      section="education"
      breadcrumb={[
        ...(school?.belong_cn ? [{ label: school.belong_cn }] : []),
        { label: school?.schoolname ?? '学校详情' },
      ]}
    >
      <h1 className="visually-hidden">{school?.schoolname ?? '学校详情'}</h1>
      <SchoolInfoGrid school={school} loading={info.isLoading} className="edu-block" />
      <MountAfterPaint ready={!info.isLoading} minHeight={1600}>
        <SchoolBlocks id={id} stype={type} />
      </MountAfterPaint>
    </SectionLayout>
  );
}
