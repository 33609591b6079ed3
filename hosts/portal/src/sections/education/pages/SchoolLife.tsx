import { useNoticeList } from '@wz/sdk/react';
import { CampusCards } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { schoolListParams } from '../params';
import { useSchoolListPage } from '../school/schoolListPage';

/** /teacher/schoolLife?school_id&type: campus life cards (picture, title, time, description), paged. */
export default function SchoolLife() {
  const { schoolId, type } = useQuery(schoolListParams);
  const { page, crumbs, go, paged } = useSchoolListPage(schoolId, type, '校园生活');
  const list = useNoticeList({ school_id: schoolId, stype: type, ntype: 1, page });
  return (
    <SectionLayout section="education" breadcrumb={crumbs}>
      <CampusCards
        title="校园生活"
        {...paged(list)}
        onSelect={(item) => go('schoolLifeInfo', { id: item.id, type })}
      />
    </SectionLayout>
  );
}
