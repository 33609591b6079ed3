import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShowcaseList } from '@wz/sdk/react';
import { Button, CampusCards } from '@wz/ui';
import { EduLayout } from '../EducationLayout';
import { useSchoolCrumbs } from '../school/schoolCrumbs';
import { useQueryInt, useTeacherNav } from '../paths';

/**
 * /teacher/schoolMien?school_id: the campus showcase (stype 1, ntype 3), 10 per page. school_id is
 * required (spec §5): without it the list is empty (暂无数据). A card opens schoolLifeInfo {id, type 1, is_mein 1}.
 */
export default function SchoolMien() {
  const schoolId = useQueryInt('school_id', null);
  const [page, setPage] = useState(1);
  const list = useShowcaseList(schoolId, page);
  const crumbs = useSchoolCrumbs(schoolId, 1, '校园风采列表');
  const go = useTeacherNav();
  const navigate = useNavigate();
  return (
    <EduLayout crumbs={crumbs}>
      <div className="edu-toolbar">
        <Button size="sm" variant="secondary" onClick={() => navigate(-1)}>
          返回
        </Button>
      </div>
      <CampusCards
        title="校园风采"
        items={list.data?.lists ?? []}
        total={list.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        loading={list.isLoading}
        emptyText="暂无数据"
        onSelect={(item) => go('schoolLifeInfo', { id: item.id, type: 1, is_mein: 1 })}
      />
    </EduLayout>
  );
}
