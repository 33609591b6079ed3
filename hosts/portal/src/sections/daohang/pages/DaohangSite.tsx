import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '@wz/sdk';
import { useRouteReads } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { Button, Skeleton } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { APPLY_PATH, cidOf, daohangSiteReads, pageOf, sitePath, SITES_PER_PAGE } from '../params';
import { Ads, Pager, SearchBox, SiteList, useCountClick } from '../parts';
import '../daohang.css';

/** Without a category: every category of the directory, to pick one. */
function AllCategories({ tree }: { tree: { id: number; name: string; children: { id: number; name: string }[] }[] | undefined }) {
  if (!tree) return <Skeleton lines={4} label="加载中" />;
  return (
    <>
      {tree.map((g) => (
        <section key={g.id} className="dh-block" aria-labelledby={`dh-group-${g.id}`}>
          <div className="dh-block__head">
            <h2 id={`dh-group-${g.id}`}>
              <Link to={sitePath(g.id)}>{g.name}</Link>
            </h2>
          </div>
          <ul className="dh-chips" aria-label={g.name}>
            {g.children.map((c) => (
              <li key={c.id}>
                <Link to={sitePath(c.id)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** /daohang/site?cid=: the sites of a category (a first-level one: all of its children's), most visited first, with its adverts. */
export default function DaohangSite() {
  const [search] = useSearchParams();
  const cid = cidOf(search);
  const page = pageOf(search);
  const r = useRouteReads(daohangSiteReads);
  const tree = useRead(r.categories).data;
  const sites = useRead(r.sites ?? null);
  const ads = useRead(r.ads ?? null).data;
  const onVisit = useCountClick();
  const data = sites.data;
  const missing = isApiError(sites.error) && sites.error.code === 404;
  const groupId = data ? data.category.pid || data.category.id : 0;
  return (
    <SectionLayout
      section="daohang"
      filter={<span />}
      breadcrumb={data ? [...(data.category.parent ? [{ label: data.category.parent, to: sitePath(data.category.pid) }] : []), { label: data.category.name }] : [{ label: '全部分类' }]}
    >
      <div className="dh">
        <h1>{data ? data.category.name : cid ? '分类网址' : '全部分类'}</h1>
        <SearchBox />
        {!cid ? <AllCategories tree={tree} /> : null}
        {data ? (
          <>
            <ul className="dh-chips" aria-label="分类">
              <li>
                <Link to={sitePath(groupId)} aria-current={data.category.pid === 0 ? 'page' : undefined}>
                  全部
                </Link>
              </li>
              {data.children.map((c) => (
                <li key={c.id}>
                  <Link to={sitePath(c.id)} aria-current={c.id === data.category.id ? 'page' : undefined}>
                    {c.name}（{c.count}）
                  </Link>
                </li>
              ))}
            </ul>
            <Ads ads={ads} label="分类推荐" />
            <section className="dh-block" aria-label={`${data.category.name}网址`}>
              <p className="dh-muted" aria-live="polite">
                共 <strong>{data.total}</strong> 个网站 · <Link to={APPLY_PATH}>申请收录</Link>
              </p>
              {data.lists.length ? <SiteList sites={data.lists} label={`${data.category.name}网址`} onVisit={onVisit} /> : <p className="dh-muted">这个分类还没有网站，欢迎申请收录。</p>}
            </section>
            <Pager page={page} total={data.total} perPage={SITES_PER_PAGE} href={(p) => sitePath(cid, p)} />
          </>
        ) : null}
        {cid && !data && missing ? (
          <p role="alert">
            分类不存在，<Link to="/daohang/site">看看全部分类</Link>
          </p>
        ) : null}
        {cid && !data && sites.error && !missing ? (
          <div role="alert">
            <p>加载失败，请稍后重试</p>
            <Button onClick={() => void sites.mutate()}>重试</Button>
          </div>
        ) : null}
        {cid && !data && !sites.error ? <Skeleton lines={6} label="加载中" /> : null}
      </div>
    </SectionLayout>
  );
}
