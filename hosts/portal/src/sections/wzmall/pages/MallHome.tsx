import { Link, useSearchParams } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Skeleton } from '@wz/ui';
import { isInternalPath } from '../../../app/lib/url';
import { useQuery } from '../../../app/lib/useQuery';
import { browseParams, MALL_HOME, mallBrowseReads } from '../params';
import { useRouteReads } from '@wz/app-kit';
import { GoodsGrid } from '../parts/GoodsGrid';
import { MallFrame } from '../parts/MallFrame';
import { Demands } from '../parts/Demands';

type Category = OperationData<'mallCategoryList'>[number];
const SORTS = [
  { value: 0, label: '综合' },
  { value: 1, label: '销量' },
  { value: 2, label: '价格从低到高' },
  { value: 3, label: '价格从高到低' },
  { value: 4, label: '最新' },
];

const toggleId = (list: string | undefined, id: number) => {
  const ids = new Set((list ?? '').split(',').filter(Boolean).map(Number));
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return [...ids].join(',');
};

/** The category tree: every level is a link that narrows the list (?cid=). */
function CategoryTree({ tree, cid, href }: { tree?: Category[]; cid?: number; href: (cid: number) => string }) {
  if (!tree) return <Skeleton lines={8} label="分类加载中" />;
  const item = (c: Category) => (
    <li key={c.id}>
      <Link to={href(c.id)} aria-current={c.id === cid ? 'page' : undefined} className={`mall-tree__l${c.level}`}>
        {c.name}
      </Link>
      {c.children?.length ? <ul>{c.children.map(item)}</ul> : null}
    </li>
  );
  return (
    <nav className="mall-tree" aria-label="商品分类">
      <Link to={href(0)} aria-current={!cid ? 'page' : undefined}>全部商品</Link>
      <ul>{tree.map(item)}</ul>
    </nav>
  );
}

/** /wzmall/businessRequireInfo: browse (category tree, facets, brands, sort, search) or the demands (?tab=need). */
export default function MallHome() {
  const [search, setSearch] = useSearchParams();
  const p = useQuery(browseParams);
  const tree = useRead(reads.mallCategoryList());
  const first = useRouteReads(mallBrowseReads);
  const ads = useRead(first.ads ?? null).data ?? [];
  const list = useRead(first.list ?? null);
  const facets = useRead(p.tab === 'goods' && p.cid && !p.keyword ? reads.mallFilterAttr({ cid: p.cid }) : null);
  const brands = useRead(p.tab === 'goods' && p.cid && !p.keyword ? reads.mallCategoryBrand({ cid: p.cid }) : null);
  const set = (changes: Record<string, string | number | undefined>, keepPage = false) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '' || v === 0) next.delete(k);
      else next.set(k, String(v));
    }
    if (!keepPage) next.delete('page');
    setSearch(next);
  };
  const href = (cid: number) => (cid ? `${MALL_HOME}?cid=${cid}` : MALL_HOME);
  const chosen = new Set((p.attr ?? '').split(',').filter(Boolean).map(Number));
  const chosenBrands = new Set((p.brand ?? '').split(',').filter(Boolean).map(Number));

  return (
    <MallFrame breadcrumb={[{ label: p.tab === 'need' ? '需求信息' : p.keyword ? `搜索“${p.keyword}”` : '全部商品' }]} keyword={p.keyword}>
      <nav className="mall-tabs" aria-label="商城频道">
        <Link to={MALL_HOME} aria-current={p.tab === 'goods' ? 'page' : undefined}>商品</Link>
        <Link to={`${MALL_HOME}?tab=need`} aria-current={p.tab === 'need' ? 'page' : undefined}>需求信息</Link>
      </nav>
      {p.tab === 'need' ? (
        <Demands params={p} onPage={(page) => set({ page }, true)} />
      ) : (
        <div className="mall-browse">
          <CategoryTree tree={tree.data} cid={p.cid} href={href} />
          <div className="mall-browse__main">
            {ads.length > 0 && (
              <ul className="mall-ads" aria-label="商城广告">
                {ads.map((a) => (
                  <li key={a.id}>
                    {/* the contract gives portal paths; anything else is not followed */}
                    {isInternalPath(a.url) ? <Link to={a.url}><img src={a.pic} alt={a.title} /></Link> : <img src={a.pic} alt={a.title} />}
                  </li>
                ))}
              </ul>
            )}
            <h1 className="mall__title">{p.keyword ? `“${p.keyword}”的搜索结果` : '全部商品'}</h1>
            {brands.data?.length ? (
              <div className="mall-facet" role="group" aria-label="品牌">
                <span className="mall-facet__name">品牌</span>
                {brands.data.map((b) => (
                  <button key={b.id} type="button" aria-pressed={chosenBrands.has(b.id)} onClick={() => set({ brand: toggleId(p.brand, b.id) })}>
                    {b.name}
                  </button>
                ))}
              </div>
            ) : null}
            {facets.data?.map((f) => (
              <div key={f.id} className="mall-facet" role="group" aria-label={f.name}>
                <span className="mall-facet__name">{f.name}</span>
                {f.values.map((v) => (
                  <button key={v.id} type="button" aria-pressed={chosen.has(v.id)} onClick={() => set({ attr: toggleId(p.attr, v.id) })}>
                    {v.name}
                  </button>
                ))}
              </div>
            ))}
            <div className="mall-bar">
              <p aria-live="polite">{list.data ? <>共 <strong>{list.data.total}</strong> 件商品</> : '\u00a0'}</p>
              <div role="group" aria-label="排序" className="mall-sorts">
                {SORTS.map((s) => (
                  <button key={s.value} type="button" aria-pressed={(p.sort ?? 0) === s.value} onClick={() => set({ sort: s.value })}>
                    {s.label}
                  </button>
                ))}
              </div>
            </div>
            <GoodsGrid label="商品列表" list={list} page={p.page} onPage={(page) => set({ page: page > 1 ? page : undefined }, true)} />
          </div>
        </div>
      )}
    </MallFrame>
  );
}
