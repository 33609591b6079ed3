import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, type OperationData } from '@wz/sdk';
import { useRouteReads } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { LazyImage, PagedList } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { LIVE_SORTS, liveDetailPath, liveIndexPath, liveIndexReads, liveListParams, priceText } from '../params';
import '../live.css';

type Card = OperationData<'liveLists'>['lists'][number];

function withParam(search: URLSearchParams, key: string, value: string) {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  const q = next.toString();
  return `${liveIndexPath}${q ? `?${q}` : ''}`;
}

function ItemCard({ c }: { c: Card }) {
  return (
    <article className="live-card">
      {c.pictures[0] ? <LazyImage src={c.pictures[0]} alt="" width={96} height={72} /> : <span className="live-card__nopic" aria-hidden="true">{c.category.slice(0, 2)}</span>}
      <div className="live-card__body">
        <h2 className="live-card__title"><Link to={liveDetailPath(c.id)}>{c.title}</Link></h2>
        <p className="live-card__facts">{c.category} · {c.district} · {c.area}</p>
        <p className="live-card__foot"><strong className="live-card__price">{c.kind === 'need' ? '预算 ' : ''}{priceText(c.price, c.price_unit)}</strong><span className="muted">{c.provider}</span></p>
      </div>
    </article>
  );
}

/** /live/index: services offered and needs posted, by category, district, keyword and sort (in the URL). */
export default function LiveIndex() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const r = useRouteReads(liveIndexReads);
  const filters = useRead(r.filters).data;
  const list = useRead(r.list);
  const params = liveListParams(search);
  const refused = isApiError(list.error) && list.error.kind === 'api';
  const data = refused ? { lists: [], total: 0 } : list.data;
  const need = params.kind === 'need';
  const kindLink = (k: 'service' | 'need') => `${liveIndexPath}${k === 'need' ? '?kind=need' : ''}`;
  return (
    <SectionLayout section="live" filter={<span />} breadcrumb={[{ label: need ? '需求' : '服务' }]}>
      <div className="live-index">
        <nav className="live-tabs" aria-label="服务或需求">
          <Link to={kindLink('service')} aria-current={!need ? 'page' : undefined}>找服务</Link>
          <Link to={kindLink('need')} aria-current={need ? 'page' : undefined}>看需求</Link>
        </nav>
        <form className="live-filter" method="get" action={liveIndexPath} role="search" aria-label={need ? '筛选需求' : '筛选服务'}
          onSubmit={(e) => {
            e.preventDefault();
            const keyword = String(new FormData(e.currentTarget).get('keyword') ?? '').trim();
            navigate(withParam(search, 'keyword', keyword));
          }}>
          {need ? <input type="hidden" name="kind" value="need" /> : null}
          <input type="search" name="keyword" defaultValue={search.get('keyword') ?? ''} key={search.get('keyword') ?? ''} maxLength={30} placeholder="搜索保洁、维修、搬家…" aria-label="关键词" />
          <button type="submit">搜索</button>
          <div className="live-filter__selects">
            <select aria-label="类别" value={search.get('category') ?? ''} onChange={(e) => navigate(withParam(search, 'category', e.target.value))}>
              <option value="">全部类别</option>
              {(filters?.categories ?? []).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </select>
            <select aria-label="区县" value={search.get('district') ?? ''} onChange={(e) => navigate(withParam(search, 'district', e.target.value))}>
              <option value="">全部区县</option>
              {(filters?.districts ?? []).map((d) => <option key={d} value={d}>{d}</option>)}
            </select>
            <select aria-label="排序" value={search.get('sort') ?? ''} onChange={(e) => navigate(withParam(search, 'sort', e.target.value))}>
              {LIVE_SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
            </select>
          </div>
        </form>
        <p aria-live="polite" className="live-index__count">{data ? <>共 <strong>{data.total}</strong> 条{need ? '需求' : '服务'}</> : '\u00a0'}</p>
        <PagedList.Root items={data?.lists} total={data?.total ?? 0} page={params.page ?? 1} loading={list.isLoading} error={refused ? undefined : list.error} onRetry={() => void list.mutate()}
          onPageChange={(p) => navigate(withParam(search, 'page', p > 1 ? String(p) : ''))}>
          <PagedList.Items<Card> label={need ? '需求列表' : '服务列表'} getKey={(c) => c.id} layout="list" placeholder={<div className="live-card live-card--loading" />}>
            {(c) => <ItemCard c={c} />}
          </PagedList.Items>
          <PagedList.Empty>没有符合条件的信息，换个条件试试</PagedList.Empty>
          <PagedList.Error />
          <PagedList.Pager />
        </PagedList.Root>
        <p className="muted">提供上门服务？<Link to="/release/live">服务商入驻</Link> · 有事要办？<Link to="/user/liveRelease/needInfo">发布需求</Link></p>
      </div>
    </SectionLayout>
  );
}
