import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, type OperationData } from '@wz/sdk';
import { useRouteReads } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { LazyImage, PagedList } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { AGE_BANDS, EDUCATIONS, HEIGHT_BANDS, LOVE_PAGE, LOVE_SORTS, MARITALS, SEXES, loveListParams, lovePath, loveReads } from '../params';

type Card = OperationData<'loveMembers'>['lists'][number];

/** The URL with one key changed (a new filter or sort starts at page 1). */
function withParam(search: URLSearchParams, key: string, value: string) {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  const q = next.toString();
  return `/Love${q ? `?${q}` : ''}`;
}

const opts = (names: string[], suffix = '') => names.map((n, i) => ({ value: String(i + 1), label: `${n}${suffix}` }));

/** A member as the list shows them: photo, nickname, age, city, education; never a phone or WeChat id. */
export function MemberCard({ m }: { m: Card }) {
  return (
    <Link className="love-card" to={lovePath(m.id)}>
      <span className="love-card__photo">
        {m.photo ? <LazyImage src={m.photo} alt={`${m.nickname}的照片`} ratio={3 / 4} /> : <span className="love-card__nophoto">暂无照片</span>}
        {m.vip ? <span className="love-card__vip">{m.vip}</span> : null}
      </span>
      <span className="love-card__body">
        <strong className="love-card__name">{m.nickname}</strong>
        <span className="love-card__meta">{m.age}岁 · {m.city}</span>
        <span className="love-card__meta">{m.education} · {m.height}cm · {m.marital}</span>
      </span>
    </Link>
  );
}

/**
 * The filters as one GET form of dropdowns (they apply at once; without JavaScript 筛选 submits it): sex, age,
 * height, education and income at least, marital status, city and 有照片 (珍爱网's search, x-spec: inferred).
 */
function Filters({ cities, search }: { cities: string[]; search: URLSearchParams }) {
  const navigate = useNavigate();
  const selects = [
    { name: 'sex', label: '性别', options: SEXES.map((s) => ({ value: s.value, label: s.label })) },
    { name: 'age', label: '年龄', options: AGE_BANDS.map((b) => ({ value: b, label: b.endsWith('-99') ? `${b.split('-')[0]}岁以上` : `${b.replace('-', '–')}岁` })) },
    { name: 'height', label: '身高', options: HEIGHT_BANDS.map((b) => ({ value: b, label: `${b.replace('-', '–')}cm` })) },
    { name: 'education', label: '学历', options: opts(EDUCATIONS, '及以上').slice(1) },
    { name: 'income', label: '月收入', options: ['3000', '5000', '8000', '12000', '20000'].map((l, i) => ({ value: String(i + 2), label: `${l}元以上` })) },
    { name: 'marital', label: '婚况', options: opts(MARITALS) },
    { name: 'city', label: '地区', options: cities.map((c) => ({ value: c, label: c })) },
  ];
  return (
    <form className="love-filter" method="get" action="/Love" role="search" aria-label="会员筛选"
      onSubmit={(e) => {
        e.preventDefault();
        const next = new URLSearchParams();
        for (const [k, v] of new FormData(e.currentTarget)) if (typeof v === 'string' && v) next.set(k, v);
        navigate(`/Love${next.size ? `?${next}` : ''}`);
      }}
    >
      {selects.map((s) => (
        <select key={s.name} name={s.name} aria-label={s.label} value={search.get(s.name) ?? ''} onChange={(e) => navigate(withParam(search, s.name, e.target.value))}>
          <option value="">{s.label}不限</option>
          {s.options.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
      ))}
      <label className="love-filter__photo">
        <input type="checkbox" name="photo" value="1" checked={search.get('photo') === '1'} onChange={(e) => navigate(withParam(search, 'photo', e.target.checked ? '1' : ''))} />
        有照片
      </label>
      <noscript><button type="submit">筛选</button></noscript>
    </form>
  );
}

/** /Love: members with a profile, filtered and sorted in the URL (the paying levels with 置顶 first). */
export default function LoveIndex() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const r = useRouteReads(loveReads);
  const filters = useRead(r.filters ?? null).data;
  const list = useRead(r.list ?? null);
  const refused = isApiError(list.error) && list.error.kind === 'api';
  const data = refused ? { lists: [], total: 0 } : list.data;
  const page = loveListParams(search).page ?? 1;
  const sort = search.get('sort') ?? 'new';
  return (
    <SectionLayout section="love" filter={<span />} breadcrumb={[{ label: '找对象' }]}>
      <div className="love-index">
        <header className="love-index__head">
          <h1>婚恋交友 · 找对象</h1>
          <nav className="love-index__links" aria-label="婚恋服务">
            <Link to="/MembershipDetails">开通会员</Link>
            <Link to="/Introducerinfo">红娘服务</Link>
            <Link to="/user/mutuaLovelist/Personalinfo">我的资料</Link>
          </nav>
        </header>
        <Filters cities={filters?.cities ?? []} search={search} />
        <div className="love-index__bar">
          <p aria-live="polite">{data ? <>共 <strong>{data.total}</strong> 位会员</> : '\u00a0'}</p>
          <nav className="love-index__sorts" aria-label="排序">
            {LOVE_SORTS.map((s) => (
              <Link key={s.value} to={withParam(search, 'sort', s.value === 'new' ? '' : s.value)} aria-current={sort === s.value ? 'true' : undefined}>
                {s.label}
              </Link>
            ))}
          </nav>
        </div>
        <PagedList.Root
          items={data?.lists}
          total={data?.total ?? 0}
          page={page}
          pageSize={LOVE_PAGE}
          loading={list.isLoading}
          error={refused ? undefined : list.error}
          onRetry={() => void list.mutate()}
          onPageChange={(p) => navigate(withParam(search, 'page', p > 1 ? String(p) : ''))}
        >
          <PagedList.Items<Card> label="会员" getKey={(m) => m.id} layout="grid" className="love-grid" placeholder={<span className="love-card love-card--loading" />}>
            {(m) => <MemberCard m={m} />}
          </PagedList.Items>
          <PagedList.Empty>没有符合条件的会员，放宽条件试试</PagedList.Empty>
          <PagedList.Error />
          <PagedList.Pager />
        </PagedList.Root>
        {data && data.total > LOVE_PAGE ? (
          <noscript>
            <nav className="love-index__pages" aria-label="翻页">
              {page > 1 ? <a href={withParam(search, 'page', page > 2 ? String(page - 1) : '')}>上一页</a> : null}
              <span>第 {page} 页</span>
              {page * LOVE_PAGE < data.total ? <a href={withParam(search, 'page', String(page + 1))}>下一页</a> : null}
            </nav>
          </noscript>
        ) : null}
      </div>
    </SectionLayout>
  );
}
