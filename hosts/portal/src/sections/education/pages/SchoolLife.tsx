import { useState } from 'react';
import { useNoticeList } from '@wz/sdk/react';
import { CampusCards } from '@wz/ui';
import { EduLayout } from '../EducationLayout';
import { useSchoolCrumbs } from '../school/schoolCrumbs';
import { useQueryInt, useQueryType, useTeacherNav } from '../paths';

/** /teacher/schoolLife?school_id&type: campus life cards (picture, title, time, description), paged. */
export default function SchoolLife() {
  const schoolId = useQueryInt('school_id', 1);
  const type = useQueryType('type', [1, 2] as const, 1);
  const [page, setPage] = useState(1);
  const list = useNoticeList({ school_id: schoolId, stype: type, ntype: 1, page });
  const crumbs = useSchoolCrumbs(schoolId, type, '校园生活');
  const go = useTeacherNav();
  return (
    <EduLayout crumbs={crumbs}>
      <CampusCards
        title="校园生活"
        items={list.data?.lists ?? []}
        total={list.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        loading={list.isLoading}
        onSelect={(item) => go('schoolLifeInfo', { id: item.id, type })}
      />
    </EduLayout>
  );
}
