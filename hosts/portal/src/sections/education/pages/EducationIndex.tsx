import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetSecCategory, useSearch } from '@wz/sdk/react';
import { Empty, NavigationFilter, Pager, Skeleton } from '@wz/ui';
import { useSectionMenu } from '../../../app/shell/sectionMenu';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { isInternalPath } from '../../../app/lib/url';
import { useQuery } from '../../../app/lib/useQuery';
import { educationIndexParams } from '../params';

/**
 * /education/index?category_id: the education area's entry — its categories (the chosen one marked)
 * and the area's teachers, schools and courseware from the site search, 10 per page.
 */
export default function EducationIndex() {
  const [, setParams] = useSearchParams();
  const { categoryId } = useQuery(educationIndexParams);
  const { item } = useSectionMenu('education');
  const categories = useGetSecCategory(item ? { menu_id: item.id } : null);
  const category = categories.data?.find((c) => c.id === categoryId);
  const [keyword, setKeyword] = useState('老师');
  const [page, setPage] = useState(1);
  const hits = useSearch({ keyword, menu_en: 'education', page });
  const lists = hits.data?.lists ?? [];

  return (
    <SectionLayout
      section="education"
      breadcrumb={[{ label: category?.name ?? '教育首页' }]}
      filter={
        // The area's categories, the chosen one kept in ?category_id= (the route's query parameter).
        <NavigationFilter
          className="section-filter"
          label="教育分类"
          groups={[{ key: 'category_id', label: '分类', options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })) }]}
          value={{ category_id: categoryId ? String(categoryId) : '' }}
          onChange={(_key, value) => setParams(value ? { category_id: value } : {}, { replace: true })}
        />
      }
    >
      <h1 className="edu-title">{category ? `${category.name} · 教育` : '教育'}</h1>
      <section className="edu-card" aria-labelledby="edu-index-list">
        <header className="edu-card__head">
          <h2 id="edu-index-list">教育信息</h2>
          <div role="group" aria-label="内容类型" className="edu-chips">
            {[
              ['老师', '名师'],
              ['课件', '课件'],
              ['学', '学校与机构'],
            ].map(([k, label]) => (
              <button
                key={k}
                type="button"
                className="chip"
                aria-pressed={keyword === k}
                onClick={() => {
                  setKeyword(k!);
                  setPage(1);
                }}
              >
                {label}
              </button>
            ))}
          </div>
        </header>
        {hits.isLoading ? <Skeleton lines={5} /> : null}
        {!hits.isLoading && lists.length === 0 ? <Empty description="暂无数据" /> : null}
        <ul className="edu-hits">
          {lists.map((h) => (
            <li key={`${h.url}-${h.id}`} className="edu-hit">
              {h.pic ? <img src={h.pic} alt="" width={64} height={64} loading="lazy" /> : null}
              <div>
                {isInternalPath(h.url) ? <Link to={h.url}>{h.title}</Link> : <span>{h.title}</span>}
                <p className="edu-muted">{h.jianjie}</p>
              </div>
            </li>
          ))}
        </ul>
        <Pager total={hits.data?.total ?? 0} page={page} onChange={setPage} />
      </section>
    </SectionLayout>
  );
}
