import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, type OperationData } from '@wz/sdk';
import { useRouteReads } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { LazyImage, PagedList } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { OWN_CATEGORIES, ownIndexReads, ownListParams, ownPagePath, ownPostPath } from '../params';
import '../own.css';

type Card = OperationData<'ownLists'>['lists'][number];

function withParam(search: URLSearchParams, key: string, value: string) {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  const q = next.toString();
  return `/own/index${q ? `?${q}` : ''}`;
}

/** One member's page with its latest posts. */
function PageCard({ p }: { p: Card }) {
  return (
    <article className="own-card">
      <header className="own-card__head">
        {p.avatar ? <LazyImage src={p.avatar} alt="" width={48} height={48} /> : null}
        <div>
          <h2><Link to={ownPagePath(p.id)}>{p.name}</Link></h2>
          <p className="muted">{p.category} · {p.district} · {p.posts} 条动态</p>
        </div>
      </header>
      <p className="own-card__intro">{p.jianjie}</p>
      {p.latest.length ? (
        <ul className="own-card__posts" aria-label={`${p.name}的最新动态`}>
          {p.latest.map((x) => (
            <li key={x.id}>
              <Link to={ownPostPath(x.id)}>
                {x.pic ? <LazyImage src={x.pic} alt="" width={72} height={54} /> : null}
                <span>{x.title}</span>
              </Link>
              <time className="muted">{x.inputtime.slice(5, 10)}</time>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** /own/index: members' pages and their latest posts, by category, district and keyword (in the URL). */
export default function OwnIndex() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const r = useRouteReads(ownIndexReads);
  const districts = useRead(r.filters).data?.districts ?? [];
  const list = useRead(r.list);
  const refused = isApiError(list.error) && list.error.kind === 'api';
  const data = refused ? { lists: [], total: 0 } : list.data;
  const page = ownListParams(search).page ?? 1;
  return (
    <SectionLayout section="own" filter={<span />} breadcrumb={[{ label: '个人主页' }]}>
      <div className="own-index">
        <h1 className="own-index__title">个人主页</h1>
        <form className="own-filter" method="get" action="/own/index" role="search" aria-label="筛选个人主页"
          onSubmit={(e) => {
            e.preventDefault();
            const next = new URLSearchParams();
            for (const [k, v] of new FormData(e.currentTarget)) if (typeof v === 'string' && v.trim()) next.set(k, v.trim());
            navigate(`/own/index${next.size ? `?${next}` : ''}`);
          }}>
          <input type="search" name="keyword" defaultValue={search.get('keyword') ?? ''} key={search.get('keyword') ?? ''} placeholder="搜索主页名称、简介或动态标题" aria-label="关键词" maxLength={50} />
          <button type="submit">搜索</button>
          <select name="category" aria-label="分类" value={search.get('category') ?? ''} onChange={(e) => navigate(withParam(search, 'category', e.target.value))}>
            <option value="">全部分类</option>
            {OWN_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
          <select name="district" aria-label="地区" value={search.get('district') ?? ''} onChange={(e) => navigate(withParam(search, 'district', e.target.value))}>
            <option value="">全部地区</option>
            {districts.map((d) => <option key={d} value={d}>{d}</option>)}
          </select>
        </form>
        <p aria-live="polite" className="own-index__count">{data ? <>共 <strong>{data.total}</strong> 个主页</> : '\u00a0'}</p>
        <PagedList.Root items={data?.lists} total={data?.total ?? 0} page={page} loading={list.isLoading} error={refused ? undefined : list.error} onRetry={() => void list.mutate()}
          onPageChange={(p) => navigate(withParam(search, 'page', p > 1 ? String(p) : ''))}>
          <PagedList.Items<Card> label="个人主页" getKey={(p) => p.id} layout="list" placeholder={<div className="own-card own-card--loading" />}>
            {(p) => <PageCard p={p} />}
          </PagedList.Items>
          <PagedList.Empty>没有符合条件的个人主页，换个条件试试</PagedList.Empty>
          <PagedList.Error />
          <PagedList.Pager />
        </PagedList.Root>
        <p className="muted">想拥有自己的主页？<Link to="/release/own">开通个人主页</Link></p>
      </div>
    </SectionLayout>
  );
}
