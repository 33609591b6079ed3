import { useEducationInfo } from '@wz/sdk/react';
import type { Crumb } from '../../../app/shell/Breadcrumb';
import { asSchool } from '../educationInfo';
import { teacherPath } from '../paths';

/** Breadcrumb steps of a school page: belong_cn, the school (→ its detail), then the page's own name. */
export function useSchoolCrumbs(schoolId: number | null, stype: 1 | 2, page: string): Crumb[] {
  const info = useEducationInfo(schoolId === null ? null : { id: schoolId, type: stype });
  const school = asSchool(info.data);
  const detailPage = stype === 1 ? 'schoolDetail' : 'organizationDetail';
  return [
    ...(school?.belong_cn ? [{ label: school.belong_cn }] : []),
    ...(school && schoolId ? [{ label: school.schoolname, to: teacherPath(detailPage, { id: schoolId, type: stype }) }] : []),
    { label: page },
  ];
}
