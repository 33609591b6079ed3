import { lazy } from 'react';
import { useEducationInfo } from '@wz/sdk/react';
import { SchoolInfoGrid } from '@wz/ui';
import { asSchool } from '../educationInfo';
import { EduLayout } from '../EducationLayout';
import { Later } from '../MountAfterPaint';
import { useQueryInt, useQueryType } from '../paths';

// The blocks below the info grid: their own chunk, mounted once the grid has painted.
const loadBelow = () => import('../school/SchoolBlocks');
const SchoolBelow = lazy(loadBelow);

/**
 * /teacher/schoolDetail?id&type (default 1): info grid, organisation, student classes, alumni centre,
 * campus life, notices and style, each block leading to its list or detail page.
 */
export default function SchoolDetail() {
  const id = useQueryInt('id', 1);
  const type = useQueryType('type', [1, 2] as const, 1);
  const info = useEducationInfo({ id, type });
  const school = asSchool(info.data);

  return (
    <EduLayout
      crumbs={[
        ...(school?.belong_cn ? [{ label: school.belong_cn }] : []),
        { label: school?.schoolname ?? '学校详情' },
      ]}
    >
      <h1 className="visually-hidden">{school?.schoolname ?? '学校详情'}</h1>
      <SchoolInfoGrid school={school} loading={info.isLoading} className="edu-block" />
      <Later ready={!info.isLoading} minHeight={1600}>
        <SchoolBelow id={id} stype={type} />
      </Later>
    </EduLayout>
  );
}
