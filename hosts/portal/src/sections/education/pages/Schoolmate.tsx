import { useAlumniList } from '@wz/sdk/react';
import { Empty, Pager, Skeleton } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { schoolListParams } from '../params';
import { useSchoolListPage } from '../school/schoolListPage';

/** /teacher/schoolmate?school_id (default 1)&type: alumni classes grouped by graduating year, paged. */
export default function Schoolmate() {
  const { schoolId, type } = useQuery(schoolListParams);
  const { page, setPage, crumbs } = useSchoolListPage(schoolId, type, '校友录');
  const list = useAlumniList({ id: schoolId, stype: type, page });
  const groups = list.data?.lists ?? [];
  return (
    <SectionLayout section="education" breadcrumb={crumbs}>
      <section className="edu-card" aria-labelledby="edu-alumni-title">
        <h1 id="edu-alumni-title" className="edu-title">
          校友录
        </h1>
        {list.isLoading ? <Skeleton lines={4} /> : null}
        {!list.isLoading && groups.length === 0 ? <Empty description="暂无数据" /> : null}
        {groups.map((g) => (
          <section key={g.jieshu} className="edu-alumni" aria-label={`${g.jieshu}届`}>
            <h2>{g.jieshu}届</h2>
            <ul className="edu-class-cards">
              {g.classes.map((c) => (
                <li key={c.id} className="edu-class-card">
                  <strong>{c.banji}</strong>
                  {c.nianji ? <span className="edu-muted">{c.nianji}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <Pager total={list.data?.total ?? 0} page={page} onChange={setPage} />
      </section>
    </SectionLayout>
  );
}
