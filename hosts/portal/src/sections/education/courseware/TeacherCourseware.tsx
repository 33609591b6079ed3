import { useState } from 'react';
import { useCoursewareList } from '@wz/sdk/react';
import { CoursewareList, type CoursewareSort, type CoursewareType, type CoursewareView } from '@wz/ui';
import { useTeacherNav } from '../paths';

/**
 * A teacher's paged courseware of one type: latest/read tabs (a switch goes back to page 1), 10 per page,
 * list/card views for videos. A failed list or one without 请求成功 shows empty (spec §8), silently.
 */
export function TeacherCourseware({ teacherId, type }: { teacherId: number; type: CoursewareType }) {
  const [sort, setSort] = useState<CoursewareSort>(1);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<CoursewareView>('list');
  const list = useCoursewareList({ teacher_id: teacherId, type, page, sort });
  const go = useTeacherNav();
  return (
    <CoursewareList
      type={type}
      items={list.data?.lists ?? []}
      total={list.data?.total ?? 0}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      page={page}
      onPageChange={setPage}
      view={view}
      onViewChange={setView}
      loading={list.isLoading}
      onSelect={(item) => go(type === 1 ? 'textCoursewareDetail' : 'videoCoursewareDetail', { id: item.id, type })}
    />
  );
}
