import { useNoticeList } from '@wz/sdk/react';
import { NoticeList as NoticeListView } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { noticeListParams } from '../params';
import { useSchoolListPage } from '../school/schoolListPage';

/**
 * /teacher/noticeList?teacher_id (the school id, default 1)&type (1 school, 2 guide; default 2 — the
 * guide page's 更多 leads here): notices, 10 per page → noticeDetail {id, type}.
 */
export default function NoticeList() {
  const { schoolId, type } = useQuery(noticeListParams);
  const { page, crumbs, go, paged } = useSchoolListPage(schoolId, type, '通知列表');
  const list = useNoticeList({ school_id: schoolId, stype: type, ntype: 2, page });
  return (
    <SectionLayout section="education" breadcrumb={crumbs}>
      <NoticeListView
        title="通知列表"
        {...paged(list)}
        onSelect={(item) => go('noticeDetail', { id: item.id, type })}
      />
    </SectionLayout>
  );
}
