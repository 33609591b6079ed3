import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, type OperationData } from '@wz/sdk';
import { useRouteReads } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { ListingCard, PagedList } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { INFO_SORTS, infoIndexReads, infoListParams, infoPath } from '../params';
import '../information.css';

type Article = OperationData<'informationLists'>['lists'][number];
type Publisher = OperationData<'informationPublishers'>['lists'][number];

/** The URL with one key changed (a new filter or sort starts at page 1; a publisher clears the column). */
function withParam(search: URLSearchParams, changes: Record<string, string>) {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  const q = next.toString();
  return `/information/index${q ? `?${q}` : ''}`;
}

/** 栏目: each publisher with its columns, as links (they work without JavaScript). */
function Columns({ publishers, search }: { publishers: Publisher[]; search: URLSearchParams }) {
  const module = search.get('module') ?? '';
  const publisher = search.get('publisher') ?? '';
  return (
    <nav className="info-columns" aria-label="栏目">
      <Link to={withParam(search, { module: '', publisher: '' })} aria-current={!module && !publisher ? 'true' : undefined}>全部</Link>
      {publishers.map((p) => (
        <div key={p.id} className="info-columns__group" role="group" aria-label={p.name}>
          <Link to={withParam(search, { publisher: String(p.id), module: '' })} aria-current={publisher === String(p.id) && !module ? 'true' : undefined} className="info-columns__publisher">
            {p.name}
          </Link>
          {p.modules.filter((m) => m.articles > 0).map((m) => (
            <Link key={m.id} to={withParam(search, { module: String(m.id), publisher: '' })} aria-current={module === String(m.id) ? 'true' : undefined}>
              {m.name}
            </Link>
          ))}
        </div>
      ))}
    </nav>
  );
}

function card(a: Article) {
  return {
    href: infoPath(a.id),
    title: a.title,
    cover: a.cover || null,
    badge: a.module,
    tags: a.tags,
    meta: [a.summary, `${a.publisher} · ${a.inputtime.slice(0, 10)}`, `${a.clickcount} 阅读 · ${a.likes} 赞 · ${a.comments} 评论`],
  };
}

/** /information/index: columns and articles, newest or hottest, keyword (all in the URL). */
export default function InformationIndex() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const r = useRouteReads(infoIndexReads);
  const publishers = useRead(r.publishers).data?.lists ?? [];
  const list = useRead(r.list);
  const refused = isApiError(list.error) && list.error.kind === 'api';
  const data = refused ? { lists: [], total: 0 } : list.data;
  const page = infoListParams(search).page ?? 1;
  const sort = search.get('sort') === 'hot' ? 'hot' : 'new';
  return (
    <SectionLayout section="information" filter={<span />} breadcrumb={[{ label: '全部文章' }]}>
      <div className="info-index">
        <h1 className="info-index__title">资讯</h1>
        <form className="info-search" method="get" action="/information/index" role="search" aria-label="搜索资讯"
          onSubmit={(e) => {
            e.preventDefault();
            const keyword = String(new FormData(e.currentTarget).get('keyword') ?? '').trim();
            navigate(withParam(search, { keyword }));
          }}>
          <input type="search" name="keyword" defaultValue={search.get('keyword') ?? ''} key={search.get('keyword') ?? ''} placeholder="搜索文章标题、摘要、标签" aria-label="关键词" maxLength={50} />
          <button type="submit">搜索</button>
        </form>
        <Columns publishers={publishers} search={search} />
        <div className="info-index__bar">
          <p aria-live="polite">{data ? <>共 <strong>{data.total}</strong> 篇文章</> : '\u00a0'}</p>
          <nav className="info-index__sorts" aria-label="排序">
            {INFO_SORTS.map((s) => (
              <Link key={s.value} to={withParam(search, { sort: s.value === 'new' ? '' : s.value })} aria-current={sort === s.value ? 'true' : undefined}>{s.label}</Link>
            ))}
          </nav>
        </div>
        <PagedList.Root items={data?.lists} total={data?.total ?? 0} page={page} loading={list.isLoading} error={refused ? undefined : list.error} onRetry={() => void list.mutate()}
          onPageChange={(p) => navigate(withParam(search, { page: p > 1 ? String(p) : '' }))}>
          <PagedList.Items<Article> label="文章" getKey={(a) => a.id} layout="list" placeholder={<ListingCard href="#" title="" loading layout="horizontal" headingLevel={2} />}>
            {(a) => <ListingCard {...card(a)} layout="horizontal" headingLevel={2} ratio={16 / 10} onNavigate={(href) => navigate(href)} />}
          </PagedList.Items>
          <PagedList.Empty>没有找到相关文章，换个关键词试试</PagedList.Empty>
          <PagedList.Error />
          <PagedList.Pager />
        </PagedList.Root>
        {data && data.total > 10 ? (
          <noscript>
            <nav className="info-index__pages" aria-label="翻页">
              {page > 1 ? <a href={withParam(search, { page: page > 2 ? String(page - 1) : '' })}>上一页</a> : null}
              <span>第 {page} 页</span>
              {page * 10 < data.total ? <a href={withParam(search, { page: String(page + 1) })}>下一页</a> : null}
            </nav>
          </noscript>
        ) : null}
        <p className="info-index__join">想成为资讯作者？<Link to="/release/information">申请入驻</Link></p>
      </div>
    </SectionLayout>
  );
}
