import { useState } from 'react';
import { useNoticeList } from '@wz/sdk/react';
import { NoticeList as NoticeListView } from '@wz/ui';
import { EduLayout } from '../EducationLayout';
import { useSchoolCrumbs } from '../school/schoolCrumbs';
import { useQueryInt, useQueryType, useTeacherNav } from '../paths';

/**
 * /teacher/noticeList?teacher_id (the school id, default 1)&type (1 school, 2 guide; default 2 — the
 * guide page's 更多 leads here): notices, 10 per page → noticeDetail {id, type}.
 */
export default function NoticeList() {
  const schoolId = useQueryInt('teacher_id', 1);
  const type = useQueryType('type', [1, 2] as const, 2);
  const [page, setPage] = useState(1);
  const list = useNoticeList({ school_id: schoolId, stype: type, ntype: 2, page });
  const crumbs = useSchoolCrumbs(schoolId, type, '通知列表');
  const go = useTeacherNav();
  return (
    <EduLayout crumbs={crumbs}>
      <NoticeListView
        title="通知列表"
        items={list.data?.lists ?? []}
        total={list.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        loading={list.isLoading}
        onSelect={(item) => go('noticeDetail', { id: item.id, type })}
      />
    </EduLayout>
  );
}
