import { useState } from 'react';
import { useKewuList, useTeacherSubjects } from '@wz/sdk/react';
import { CoursewareList, type CoursewareSort } from '@wz/ui';
import { Link } from 'react-router-dom';
import { teacherPath, useTeacherNav } from '../paths';

/** Course affairs (课务) of a teacher: subjects, latest/read tabs (page back to 1), 10 per page. */
export function CourseAffairs({ teacherId, withSubjects = false }: { teacherId: number; withSubjects?: boolean }) {
  const [sort, setSort] = useState<CoursewareSort>(1);
  const [page, setPage] = useState(1);
  const list = useKewuList({ teacher_id: teacherId, page, sort });
  const subjects = useTeacherSubjects(withSubjects ? { teacher_id: teacherId } : null);
  const go = useTeacherNav();
  return (
    <section className="edu-card" aria-labelledby="edu-kewu-title">
      <header className="edu-card__head">
        <h2 id="edu-kewu-title">课务</h2>
        {withSubjects ? (
          <Link className="edu-more" to={teacherPath('sectionList', { teacher_id: teacherId })}>
            更多<span className="visually-hidden">课务</span>
          </Link>
        ) : null}
      </header>
      {withSubjects && subjects.data?.lists.length ? (
        <ul className="edu-chips" aria-label="课程科目">
          {subjects.data.lists.map((s) => (
            <li key={s.id} className="chip">
              {s.title}
            </li>
          ))}
        </ul>
      ) : null}
      <CoursewareList
        type={1}
        items={list.data?.lists ?? []}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        onSelect={(item) => go('sectionDetail', { id: item.id })}
        total={list.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        loading={list.isLoading}
        showViewSwitch={false}
      />
    </section>
  );
}
