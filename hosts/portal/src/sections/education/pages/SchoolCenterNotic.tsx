import { useCentreNoticeList } from '@wz/sdk/react';
import { NoticeList } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { schoolListParams } from '../params';
import { useSchoolListPage } from '../school/schoolListPage';

/** /teacher/schoolCenterNotic?school_id&type: alumni-centre notices, 10 per page, empty text when none. */
export default function SchoolCenterNotic() {
  const { schoolId, type } = useQuery(schoolListParams);
  const { page, crumbs, go, paged } = useSchoolListPage(schoolId, type, '校友中心通知');
  const list = useCentreNoticeList({ id: schoolId, stype: type, page });
  return (
    <SectionLayout section="education" breadcrumb={crumbs}>
      <NoticeList
        title="校友中心通知"
        emptyText="暂无通知"
        {...paged(list)}
        onSelect={(item) => go('schoolCenterNoticeInfo', { id: item.id, type })}
      />
    </SectionLayout>
  );
}
