import { useNavigate } from 'react-router-dom';
import { useNoticeList } from '@wz/sdk/react';
import { Button, CampusCards } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { schoolMienParams } from '../params';
import { useSchoolListPage } from '../school/schoolListPage';

/**
 * /teacher/schoolMien?school_id: the campus showcase (stype 1, ntype 3), 10 per page. school_id is
 * required (spec §5): without it the list is empty (暂无数据). A card opens schoolLifeInfo {id, type 1, is_mein 1}.
 */
export default function SchoolMien() {
  const { schoolId } = useQuery(schoolMienParams);
  const { page, crumbs, go, paged } = useSchoolListPage(schoolId, 1, '校园风采列表');
  const list = useNoticeList(
    schoolId === null ? null : { school_id: schoolId, stype: 1, ntype: 3, page },
  );
  const navigate = useNavigate();
  return (
    <SectionLayout section="education" breadcrumb={crumbs}>
      <div className="edu-toolbar">
        <Button size="sm" variant="secondary" onClick={() => navigate(-1)}>
          返回
        </Button>
      </div>
      <CampusCards
        title="校园风采"
        emptyText="暂无数据"
        {...paged(list)}
        onSelect={(item) => go('schoolLifeInfo', { id: item.id, type: 1, is_mein: 1 })}
      />
    </SectionLayout>
  );
}
