import { Link } from 'react-router-dom';
import { useRouteReads } from '@wz/app-kit';
import type { OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Skeleton } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { APPLY_PATH, daohangIndexReads, MODULE_KEYS, sitePath } from '../params';
import { Ads, SearchBox, SiteGrid, useCountClick, type Site } from '../parts';
import '../daohang.css';

type ModuleData = OperationData<'daohangModuleList1'>;

/** One module of the home: a first-level category's most visited sites, its categories and 更多. */
function Module({ data, failed, categories, onVisit }: { data: ModuleData | undefined; failed: boolean; categories: { id: number; name: string; children: { id: number; name: string }[] }[] | undefined; onVisit: (id: number) => void }) {
  if (failed) return null;
  if (!data) return <section className="dh-block" aria-busy="true"><Skeleton lines={3} label="加载中" /></section>;
  const children = categories?.find((c) => c.id === data.cid)?.children ?? [];
  return (
    <section className="dh-block" aria-labelledby={`dh-module-${data.id}`}>
      <div className="dh-block__head">
        <h2 id={`dh-module-${data.id}`}>{data.title}</h2>
        <Link to={sitePath(data.cid)} aria-label={`${data.title}：更多网址`}>更多 ›</Link>
      </div>
      <SiteGrid sites={data.lists} label={data.title} onVisit={onVisit} />
      {children.length ? (
        <ul className="dh-chips" aria-label={`${data.title}分类`}>
          {children.map((c) => (
            <li key={c.id}>
              <Link to={sitePath(c.id)}>{c.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /daohang/index: adverts, the top sites (most visited first) and the ten modules, all links in the server's HTML. */
export default function DaohangIndex() {
  const r = useRouteReads(daohangIndexReads);
  const ads = useRead(r.ads).data;
  const top = useRead(r.top).data;
  const categories = useRead(r.categories).data;
  const onVisit = useCountClick();
  // the ten module lists, one read each (the same shape: one component draws them)
  const modules = [useRead(r.m1), useRead(r.m2), useRead(r.m3), useRead(r.m4), useRead(r.m5), useRead(r.m6), useRead(r.m7), useRead(r.m8), useRead(r.m9), useRead(r.m10)];
  return (
    <SectionLayout section="daohang" filter={<span />}>
      <div className="dh">
        <h1>盐城网址导航</h1>
        <SearchBox />
        <Ads ads={ads} label="推荐" />
        <section className="dh-block dh-top" aria-labelledby="dh-top">
          <div className="dh-block__head">
            <h2 id="dh-top">名站推荐</h2>
            <Link to={APPLY_PATH}>申请收录 ›</Link>
          </div>
          {top ? <SiteGrid sites={top.lists as Site[]} label="名站推荐" onVisit={onVisit} /> : <Skeleton lines={2} label="加载中" />}
        </section>
        <div className="dh-modules">
          {modules.map((m, i) => (
            <Module key={MODULE_KEYS[i]} data={m.data} failed={Boolean(m.error)} categories={categories} onVisit={onVisit} />
          ))}
        </div>
      </div>
    </SectionLayout>
  );
}
