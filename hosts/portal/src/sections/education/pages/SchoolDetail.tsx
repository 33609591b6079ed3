import { lazy } from 'react';
import { useEducationInfo } from '@wz/sdk/react';
import { SchoolInfoGrid } from '@wz/ui';
import { asSchool } from '../educationInfo';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { schoolDetailParams } from '../params';
import { MountAfterPaint } from '../MountAfterPaint';

// The blocks below the info grid: their own chunk, mounted once the grid has painted.
const SchoolBlocks = lazy(() => import('../school/SchoolBlocks'));

/**
 * /teacher/schoolDetail?id&type (default 1): info grid, organisation, student classes, alumni centre,
 * campus life, notices and style, each block leading to its list or detail page.
 */
export default function SchoolDetail() {
  const query = useQuery(schoolDetailParams);
  const { id, type } = query;
  const info = useEducationInfo(query);
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
