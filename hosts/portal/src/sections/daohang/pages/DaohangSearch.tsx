import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@wz/sdk';
import { useRouteReads } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { Button, Skeleton } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { APPLY_PATH, daohangSearchReads, keywordOf, MSG_EMPTY_SEARCH, pageOf, searchPath, SITES_PER_PAGE } from '../params';
import { Pager, SearchBox, SiteList, useCountClick } from '../parts';
import '../daohang.css';

/** /daohang/search?keyword=: the listed sites whose name, description or address has the keyword. */
export default function DaohangSearch() {
  const [search] = useSearchParams();
  const keyword = keywordOf(search);
  const page = pageOf(search);
  const r = useRouteReads(daohangSearchReads);
  const results = useRead(r.results ?? null);
  const onVisit = useCountClick();
  const data = results.data;
  return (
    <SectionLayout section="daohang" filter={<span />} breadcrumb={[{ label: '网址搜索' }]}>
      <div className="dh">
        <h1>{keyword ? `“${keyword}”的搜索结果` : '网址搜索'}</h1>
        <SearchBox keyword={keyword} />
        {!keyword ? <p className="dh-muted" role="status">{MSG_EMPTY_SEARCH}</p> : null}
        {keyword && data ? (
          <section className="dh-block" aria-label="搜索结果">
            <p className="dh-muted" aria-live="polite">
              找到 <strong>{data.total}</strong> 个网站
            </p>
            {data.lists.length ? (
              <SiteList sites={data.lists} label="搜索结果" onVisit={onVisit} />
            ) : (
              <p className="dh-muted">
                没有找到相关网站，换个关键词试试，或<Link to={APPLY_PATH}>申请收录</Link>。
              </p>
            )}
          </section>
        ) : null}
        {keyword && data ? <Pager page={page} total={data.total} perPage={SITES_PER_PAGE} href={(p) => searchPath(keyword, p)} /> : null}
        {keyword && !data && results.error ? (
          <div role="alert">
            <p>{errorMessage(results.error, '搜索失败，请稍后重试')}</p>
            <Button onClick={() => void results.mutate()}>重试</Button>
          </div>
        ) : null}
        {keyword && !data && !results.error ? <Skeleton lines={5} label="搜索中" /> : null}
      </div>
    </SectionLayout>
  );
}
