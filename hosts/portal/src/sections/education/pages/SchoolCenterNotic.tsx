import { useState } from 'react';
import { useCentreNoticeList } from '@wz/sdk/react';
import { NoticeList } from '@wz/ui';
import { EduLayout } from '../EducationLayout';
import { useSchoolCrumbs } from '../school/schoolCrumbs';
import { useQueryInt, useQueryType, useTeacherNav } from '../paths';

/** /teacher/schoolCenterNotic?school_id&type: alumni-centre notices, 10 per page, empty text when none. */
export default function SchoolCenterNotic() {
  const schoolId = useQueryInt('school_id', 1);
  const type = useQueryType('type', [1, 2] as const, 1);
  const [page, setPage] = useState(1);
  const list = useCentreNoticeList({ id: schoolId, stype: type, page });
  const crumbs = useSchoolCrumbs(schoolId, type, '校友中心通知');
  const go = useTeacherNav();
  return (
    <EduLayout crumbs={crumbs}>
      <NoticeList
        title="校友中心通知"
        items={list.data?.lists ?? []}
        total={list.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        loading={list.isLoading}
        emptyText="暂无通知"
        onSelect={(item) => go('schoolCenterNoticeInfo', { id: item.id, type })}
      />
    </EduLayout>
  );
}
