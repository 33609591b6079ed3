import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, type OperationData } from '@wz/sdk';
import { useRouteReads } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { ListingCard, PagedList } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { OPERATOR_TYPES, TOUR_LEVELS, TOUR_SORTS, tourIndexReads, tourListParams, tourPath } from '../params';
import '../tour.css';

type Tour = OperationData<'tourLists'>['lists'][number];
type Filters = OperationData<'tourFilters'>;

/** The URL with one key changed (a new filter or sort starts at page 1). */
function withParam(search: URLSearchParams, key: string, value: string) {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  const q = next.toString();
  return `/tour/index${q ? `?${q}` : ''}`;
}

/** Desktop: a row of links per filter (work without JavaScript). */
function FilterRow({ label, name, options, search }: { label: string; name: string; options: { value: string; label: string }[]; search: URLSearchParams }) {
  const current = search.get(name) ?? '';
  return (
    <div className="tour-filter__row" role="group" aria-label={label}>
      <span className="tour-filter__label">{label}</span>
      {[{ value: '', label: '不限' }, ...options].map((o) => (
        <Link key={o.value} to={withParam(search, name, o.value)} className="tour-filter__option" aria-current={current === o.value ? 'true' : undefined}>
          {o.label}
        </Link>
      ))}
    </div>
  );
}

/**
 * Keyword, theme, region, A-level and sort as one GET form: on phones one line of dropdowns (they apply at
 * once), on desktops the keyword box; without JavaScript 确定 submits it.
 */
function FilterForm({ filters, search }: { filters: Filters | undefined; search: URLSearchParams }) {
  const navigate = useNavigate();
  const selects: { name: string; label: string; options: { value: string; label: string }[] }[] = [
    { name: 'theme', label: '主题', options: (filters?.themes ?? []).map((t) => ({ value: String(t.id), label: t.name })) },
    { name: 'region', label: '地区', options: (filters?.regions ?? []).map((r) => ({ value: r, label: r })) },
    { name: 'level', label: '等级', options: TOUR_LEVELS.map((l) => ({ value: l, label: l })) },
  ];
  return (
    <form className="tour-filter__form" method="get" action="/tour/index" role="search" aria-label="旅游筛选"
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const next = new URLSearchParams();
        for (const [k, v] of data) if (typeof v === 'string' && v.trim()) next.set(k, v.trim());
        navigate(`/tour/index${next.size ? `?${next}` : ''}`);
      }}
    >
      <input className="tour-filter__keyword" type="search" name="keyword" defaultValue={search.get('keyword') ?? ''} key={search.get('keyword') ?? ''} placeholder="搜索景区、线路、旅行社" aria-label="关键词" maxLength={50} />
      <button type="submit" className="tour-filter__submit">搜索</button>
      <div className="tour-filter__selects">
        {selects.map((s) => (
          <select key={s.name} name={s.name} aria-label={s.label} value={search.get(s.name) ?? ''} onChange={(e) => navigate(withParam(search, s.name, e.target.value))}>
            <option value="">{s.label}不限</option>
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>{o.label}</option>
            ))}
          </select>
        ))}
        <select name="sort" aria-label="排序" value={search.get('sort') ?? ''} onChange={(e) => navigate(withParam(search, 'sort', e.target.value === 'new' ? '' : e.target.value))}>
          {TOUR_SORTS.map((s) => (
            <option key={s.value} value={s.value === 'new' ? '' : s.value}>{s.label}</option>
          ))}
        </select>
      </div>
    </form>
  );
}

function card(t: Tour) {
  return {
    href: tourPath(t.id),
    title: t.title,
    cover: t.pic || null,
    price: Number(t.price) > 0 ? `¥${t.price}` : '免费',
    priceUnit: Number(t.price) > 0 ? '起' : undefined,
    badge: t.level ? `${t.level}景区` : OPERATOR_TYPES[t.operator_type],
    tags: t.themes,
    meta: [t.jianjie, [t.city, t.operator].filter(Boolean).join(' · '), `${t.clickcount} 人浏览`].filter(Boolean),
  };
}

/** /tour/index: the settled operators' pages, filtered by theme, region and A-level, with keyword and sort (all in the URL). */
export default function TourIndex() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const r = useRouteReads(tourIndexReads);
  const filters = useRead(r.filters).data;
  const list = useRead(r.list);
  const refused = isApiError(list.error) && list.error.kind === 'api';
  const data = refused ? { lists: [], total: 0 } : list.data;
  const page = tourListParams(search).page ?? 1;
  const sort = search.get('sort') ?? '';
  return (
    <SectionLayout section="tour" filter={<span />} breadcrumb={[{ label: '景区与线路' }]}>
      <div className="tour-index">
        <h1 className="tour-index__title">旅游 · 景区与线路</h1>
        <FilterForm filters={filters} search={search} />
        <div className="tour-filter" aria-label="筛选">
          <FilterRow label="主题" name="theme" search={search} options={(filters?.themes ?? []).map((t) => ({ value: String(t.id), label: t.name }))} />
          <FilterRow label="地区" name="region" search={search} options={(filters?.regions ?? []).map((r) => ({ value: r, label: r }))} />
          <FilterRow label="等级" name="level" search={search} options={TOUR_LEVELS.map((l) => ({ value: l, label: `${l}级` }))} />
        </div>
        <div className="tour-index__bar">
          <p aria-live="polite">{data ? <>共 <strong>{data.total}</strong> 个景区与线路</> : '\u00a0'}</p>
          <nav className="tour-index__sorts" aria-label="排序">
            {TOUR_SORTS.map((s) => (
              <Link key={s.value} to={withParam(search, 'sort', s.value === 'new' ? '' : s.value)} aria-current={(sort || 'new') === s.value ? 'true' : undefined}>
                {s.label}
              </Link>
            ))}
          </nav>
        </div>
        <PagedList.Root
          items={data?.lists}
          total={data?.total ?? 0}
          page={page}
          loading={list.isLoading}
          error={refused ? undefined : list.error}
          onRetry={() => void list.mutate()}
          onPageChange={(p) => navigate(withParam(search, 'page', p > 1 ? String(p) : ''))}
        >
          <PagedList.Items<Tour> label="景区与线路" getKey={(t) => t.id} layout="list" placeholder={<ListingCard href="#" title="" loading layout="horizontal" headingLevel={2} />}>
            {(t) => <ListingCard {...card(t)} layout="horizontal" headingLevel={2} onNavigate={(href) => navigate(href)} />}
          </PagedList.Items>
          <PagedList.Empty>没有符合条件的景区或线路，换个条件试试</PagedList.Empty>
          <PagedList.Error />
          <PagedList.Pager />
        </PagedList.Root>
        {data && data.total > 10 ? (
          <noscript>
            <nav className="tour-index__pages" aria-label="翻页">
              {page > 1 ? <a href={withParam(search, 'page', page > 2 ? String(page - 1) : '')}>上一页</a> : null}
              <span>第 {page} 页</span>
              {page * 10 < data.total ? <a href={withParam(search, 'page', String(page + 1))}>下一页</a> : null}
            </nav>
          </noscript>
        ) : null}
      </div>
    </SectionLayout>
  );
}
