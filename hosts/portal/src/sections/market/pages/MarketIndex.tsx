import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, type OperationData } from '@wz/sdk';
import { useRouteReads } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { ListingCard, PagedList } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { CTYPES, MARKET_SORTS, marketDetailPath, marketIndexReads, marketState } from '../params';
import { MarketRankings } from './MarketRankings';
import '../market.css';

type Company = OperationData<'marketCompanyList'>['lists'][number];
type Goods = OperationData<'marketGoodsList'>['lists'][number];
type Notice = OperationData<'marketNoticeList'>['lists'][number];
type Info = OperationData<'marketInformationList'>['lists'][number];

/** The URL with one key changed (a new filter, tab or sort starts at page 1). */
export function withParam(search: URLSearchParams, key: string, value: string) {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  const q = next.toString();
  return `/market/index${q ? `?${q}` : ''}`;
}

type Option = { value: string; label: string };
/** Desktop: a row of links per filter (they work without JavaScript). */
function FilterRow({ label, name, options, search, all = '' }: { label: string; name: string; options: Option[]; search: URLSearchParams; all?: string }) {
  const current = search.get(name) ?? all;
  return (
    <div className="market-filter__row" role="group" aria-label={label}>
      <span className="market-filter__label">{label}</span>
      {[{ value: all, label: all || '全部' }, ...options].map((o) => (
        <Link key={o.value} to={withParam(search, name, o.value === all ? '' : o.value)} className="market-filter__option" aria-current={current === o.value ? 'true' : undefined}>
          {o.label}
        </Link>
      ))}
    </div>
  );
}

/** Keyword box, and on phones one line of dropdowns (they apply at once); without JavaScript 搜索 submits it. */
function FilterForm({ search, selects }: { search: URLSearchParams; selects: { name: string; label: string; options: Option[] }[] }) {
  const navigate = useNavigate();
  const ctype = search.get('ctype');
  return (
    <form className="market-filter__form" method="get" action="/market/index" role="search" aria-label="市场筛选"
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const next = new URLSearchParams();
        for (const [k, v] of data) if (typeof v === 'string' && v.trim() && !(k === 'infotype' && v === '全部')) next.set(k, v.trim());
        navigate(`/market/index${next.size ? `?${next}` : ''}`);
      }}
    >
      {ctype ? <input type="hidden" name="ctype" value={ctype} /> : null}
      <input className="market-filter__keyword" type="search" name="keyword" defaultValue={search.get('keyword') ?? ''} key={search.get('keyword') ?? ''} placeholder="搜索企业、商品、公告、资讯" aria-label="关键词" maxLength={50} />
      <button type="submit" className="market-filter__submit">搜索</button>
      <div className="market-filter__selects">
        {selects.map((s) => (
          <select key={s.name} name={s.name} aria-label={s.label} value={search.get(s.name) ?? ''} onChange={(e) => navigate(withParam(search, s.name, e.target.value))}>
            {s.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        ))}
      </div>
    </form>
  );
}

const companyCard = (c: Company) => ({
  href: marketDetailPath(c.id),
  title: c.name,
  cover: c.logo || null,
  badge: c.shuxing,
  tags: [c.leibie, c.city],
  meta: [c.jianjie, `${c.goods} 件商品 · ${c.browse_count} 人浏览 · ${c.follow_count} 人关注`],
});
const goodsCard = (g: Goods) => ({
  href: marketDetailPath(g.company_id),
  title: g.title,
  cover: g.pic || null,
  price: `¥${g.price}`,
  priceUnit: `/${g.unit}`,
  meta: [g.company, g.inputtime.slice(0, 10)],
});

function TextItem({ title, company, companyId, time, text, badge }: { title: string; company: string; companyId: number; time: string; text: string; badge?: string }) {
  return (
    <article className="market-text">
      <h2><Link to={marketDetailPath(companyId)}>{badge ? <span className="market-badge">{badge}</span> : null}{title}</Link></h2>
      <p>{text}</p>
      <p className="muted">{company} · {time.slice(0, 10)}</p>
    </article>
  );
}

/** /market/index: companies, goods, notices and information under the ctype tabs, filtered (all in the URL), with the rankings and the footer directory. */
export default function MarketIndex() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const state = marketState(search);
  const r = useRouteReads(marketIndexReads);
  const leibie = useRead(r.leibie).data?.lists ?? [];
  const shuxing = useRead(r.shuxing).data?.lists ?? [];
  const infotypes = useRead(r.infotypes).data?.lists ?? [];
  const foot = useRead(r.foot).data;
  const companies = useRead(r.companies ?? null);
  const goods = useRead(r.goods ?? null);
  const notices = useRead(r.notices ?? null);
  const infos = useRead(r.infos ?? null);
  const list = { 4: companies, 1: goods, 2: notices, 3: infos }[state.ctype];
  const refused = isApiError(list.error) && list.error.kind === 'api';
  const data = refused ? { lists: [], total: 0 } : (list.data as { lists: { id: number }[]; total: number } | undefined);
  const leibieOptions = leibie.map((l) => ({ value: String(l.id), label: l.name }));
  const cityOptions = (foot?.cities ?? []).map((c) => ({ value: c.name, label: c.name }));
  const shuxingOptions = shuxing.map((x) => ({ value: String(x.id), label: x.name }));
  const infotypeOptions = infotypes.map((t) => ({ value: t.name, label: t.name }));
  const selects = [
    { name: 'leibie', label: '类别', options: [{ value: '', label: '类别不限' }, ...leibieOptions] },
    { name: 'city', label: '城市', options: [{ value: '', label: '城市不限' }, ...cityOptions] },
    ...(state.ctype === 3 ? [{ name: 'infotype', label: '资讯类型', options: [{ value: '', label: '类型不限' }, ...infotypeOptions] }] : []),
    ...(state.ctype === 4
      ? [
          { name: 'shuxing', label: '企业类型', options: [{ value: '', label: '类型不限' }, ...shuxingOptions] },
          { name: 'sort', label: '排序', options: MARKET_SORTS.map((s) => ({ value: s.value === 'new' ? '' : s.value, label: s.label })) },
        ]
      : []),
  ];
  const noun = CTYPES.find((c) => c.value === state.ctype)!.label;
  return (
    <SectionLayout section="market" filter={<span />} breadcrumb={[{ label: '企业名录' }]}>
      <div className="market-index">
        <h1 className="market-index__title">市场 · 企业名录</h1>
        <nav className="market-tabs" aria-label="市场栏目">
          {CTYPES.map((c) => (
            <Link key={c.value} to={withParam(search, 'ctype', c.value === 4 ? '' : String(c.value))} aria-current={state.ctype === c.value ? 'page' : undefined}>{c.label}</Link>
          ))}
        </nav>
        <FilterForm search={search} selects={selects} />
        <div className="market-filter" aria-label="筛选">
          <FilterRow label="类别" name="leibie" search={search} options={leibieOptions} />
          <FilterRow label="城市" name="city" search={search} options={cityOptions} />
          {state.ctype === 4 ? <FilterRow label="企业类型" name="shuxing" search={search} options={shuxingOptions} /> : null}
          {state.ctype === 3 ? <FilterRow label="资讯类型" name="infotype" search={search} all="全部" options={infotypeOptions} /> : null}
        </div>
        <div className="market-index__bar">
          <p aria-live="polite">{data ? <>共 <strong>{data.total}</strong> 条{noun}</> : '\u00a0'}</p>
          {state.ctype === 4 ? (
            <nav className="market-index__sorts" aria-label="排序">
              {MARKET_SORTS.map((s) => (
                <Link key={s.value} to={withParam(search, 'sort', s.value === 'new' ? '' : s.value)} aria-current={state.sort === s.value ? 'true' : undefined}>{s.label}</Link>
              ))}
            </nav>
          ) : null}
        </div>
        <div className="market-index__body">
          <PagedList.Root
            items={data?.lists}
            total={data?.total ?? 0}
            page={state.page}
            loading={list.isLoading}
            error={refused ? undefined : list.error}
            onRetry={() => void list.mutate()}
            onPageChange={(p) => navigate(withParam(search, 'page', p > 1 ? String(p) : ''))}
          >
            <PagedList.Items<{ id: number }> label={noun} getKey={(t) => t.id} layout={state.ctype === 1 ? 'grid' : 'list'} placeholder={<ListingCard href="#" title="" loading layout="horizontal" headingLevel={2} />}>
              {(item) => {
                if (state.ctype === 4) return <ListingCard {...companyCard(item as Company)} layout="horizontal" headingLevel={2} onNavigate={(href) => navigate(href)} />;
                if (state.ctype === 1) return <ListingCard {...goodsCard(item as Goods)} headingLevel={2} onNavigate={(href) => navigate(href)} />;
                if (state.ctype === 2) {
                  const n = item as Notice;
                  return <TextItem title={n.title} company={n.company} companyId={n.company_id} time={n.inputtime} text={n.content.slice(0, 80)} badge="公告" />;
                }
                const i = item as Info;
                return <TextItem title={i.title} company={i.company} companyId={i.company_id} time={i.inputtime} text={i.summary} badge={i.infotype} />;
              }}
            </PagedList.Items>
            <PagedList.Empty>没有符合条件的{noun}，换个条件试试</PagedList.Empty>
            <PagedList.Error />
            <PagedList.Pager />
          </PagedList.Root>
          <MarketRankings reads={r} />
        </div>
        {foot ? (
          <footer className="market-foot" aria-label="市场导航">
            <h2>按类别浏览</h2>
            <ul>{foot.leibie.map((l) => <li key={l.id}><Link to={`/market/index?leibie=${l.id}`}>{l.name}（{l.count}）</Link></li>)}</ul>
            <h2>按城市浏览</h2>
            <ul>{foot.cities.map((c) => <li key={c.name}><Link to={`/market/index?city=${encodeURIComponent(c.name)}`}>{c.name}（{c.count}）</Link></li>)}</ul>
          </footer>
        ) : null}
      </div>
    </SectionLayout>
  );
}
