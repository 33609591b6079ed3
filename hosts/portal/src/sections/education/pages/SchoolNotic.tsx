import { useNoticeList } from '@wz/sdk/react';
import { NoticeList } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { schoolListParams } from '../params';
import { useSchoolListPage } from '../school/schoolListPage';

/** /teacher/schoolNotic?school_id&type: campus notices, 10 per page, empty text when none. */
export default function SchoolNotic() {
  const { schoolId, type } = useQuery(schoolListParams);
  const { page, crumbs, go, paged } = useSchoolListPage(schoolId, type, '校园通知');
  const list = useNoticeList({ school_id: schoolId, stype: type, ntype: 2, page });
  return (
    <SectionLayout section="education" breadcrumb={crumbs}>
      <NoticeList
        title="校园通知"
        emptyText="暂无通知"
        {...paged(list)}
        onSelect={(item) => go('noticeDetail', { id: item.id, type })}
      />
    </SectionLayout>
  );
}
