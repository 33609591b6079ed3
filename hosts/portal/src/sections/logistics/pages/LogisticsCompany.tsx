import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError, reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Button, DetailSection, ListingCard, PagedList } from '@wz/ui';
import { listResult } from '@wz/app-kit/listing/ui';
import { useSession } from '../../../app/lib/api';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { logisticsCard, type LogisticsItem } from '../card';
import { pageOf } from '@wz/app-kit/listing';
import { companyItemsRead, logisticsSnRead, snOf, tabOf } from '../params';
import { companyPath } from '../links';
import { MessageForm } from './MessageForm';
import '../logistics.css';

/**
 * /logistics/user/{id}/{itemId?}/{sn?}/{tab?}: a company's page: who they are, 发消息, their items (of a
 * board and tab when the URL names them, paged with `?page=`) and their news; itemId opens one news article.
 */
export default function LogisticsCompany() {
  const params = useParams();
  const id = Number(params.id) || 0;
  const newsId = Number(params.itemId) || 0;
  const sn = params.sn ? snOf(params.sn) : undefined;
  const tab = sn && params.tab ? tabOf(params.tab) : undefined;
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const navigate = useNavigate();
  const { loggedIn, userInfo } = useSession();
  const company = useRead(id ? reads.logisticsCompany({ id }) : null);
  const boards = useRead(logisticsSnRead()).data ?? [];
  const items = useRead(id && !newsId ? companyItemsRead(id, sn, tab, page) : null);
  const news = useRead(id ? reads.logisticsNewsList({ company_id: id, page: 1 }) : null);
  const article = useRead(newsId ? reads.logisticsNewsDetail({ id: newsId }) : null);
  const c = company.data;
  const frame = { section: 'logistics' as const, filter: <span />, breadcrumb: [{ label: '物流', to: '/logistics' }, { label: c?.name ?? '物流企业' }] };
  if (!id || (isApiError(company.error) && company.error.kind === 'api'))
    return (
      <SectionLayout {...frame}>
        <p role="alert" className="listing__missing">企业不存在</p>
        <Link to="/logistics">返回物流首页</Link>
      </SectionLayout>
    );
  const result = listResult<LogisticsItem>(items);
  return (
    <SectionLayout {...frame}>
      <section className="card">
        <div className="logistics-company__head">
          {c ? <img src={c.logo} alt={`${c.name} 标志`} /> : null}
          <div>
            <h1>{c?.name ?? '物流企业'}</h1>
            {c ? (
              <>
                <p>主营：{c.business || '—'}</p>
                <p>地址：{c.province}{c.city}{c.address}</p>
                <p>联系人：{c.contact_name} {c.contact_phone}</p>
                <p className="muted">在线信息 {c.item_count} 条 · 企业新闻 {c.news_count} 条</p>
              </>
            ) : null}
          </div>
        </div>
        {c?.intro ? <p className="logistics-text">{c.intro}</p> : null}
        {c && loggedIn && userInfo?.id !== c.user_id ? <MessageForm to={c.user_id} toName={c.name} /> : null}
        {c && !loggedIn ? <Button onClick={() => navigate('/login')}>登录后发消息</Button> : null}
      </section>

      {newsId ? (
        <section className="card logistics-panel" aria-labelledby="logistics-article">
          {article.data ? (
            <>
              <h2 id="logistics-article">{article.data.title}</h2>
              <p className="muted">{article.data.inputtime} · 阅读 {article.data.clickcount}</p>
              <p className="logistics-text">{article.data.content}</p>
            </>
          ) : isApiError(article.error) ? (
            <p role="alert" id="logistics-article">新闻不存在</p>
          ) : (
            <p id="logistics-article">加载中…</p>
          )}
          <Link to={companyPath(id)}>返回企业主页</Link>
        </section>
      ) : (
        <section className="card logistics-panel" aria-labelledby="logistics-items">
          <h2 id="logistics-items">物流信息</h2>
          <nav className="listing-nav" aria-label="板块">
            <Link className="listing-nav__item" to={companyPath(id)} aria-current={!sn ? 'page' : undefined}>全部</Link>
            {boards.flatMap((b) =>
              b.tabs.map((t) => (
                <Link key={`${b.sn}-${t.tab}`} className="listing-nav__item" to={companyPath(id, 0, b.sn, t.tab)} aria-current={sn === b.sn && tab === t.tab ? 'page' : undefined}>
                  {b.name}{t.name}
                </Link>
              )),
            )}
          </nav>
          <PagedList.Root items={result.items} total={result.total ?? 0} page={page} loading={result.loading} error={result.error} onRetry={result.retry} onPageChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})}>
            <PagedList.Items<LogisticsItem> label={`${c?.name ?? ''}的物流信息`} getKey={(i) => i.id} placeholder={<ListingCard href="#" title="" loading layout="horizontal" />}>
              {(i) => <ListingCard {...logisticsCard(i)} layout="horizontal" onNavigate={(href) => navigate(href)} />}
            </PagedList.Items>
            <PagedList.Empty>暂无物流信息</PagedList.Empty>
            <PagedList.Error />
          </PagedList.Root>
        </section>
      )}

      <DetailSection title="企业新闻">
        <ul className="logistics-news" aria-label="企业新闻">
          {(news.data?.lists ?? []).map((n) => (
            <li key={n.id}>
              <Link to={companyPath(id, n.id)}>{n.title}</Link>
              <span className="muted">{n.inputtime.slice(0, 10)}</span>
            </li>
          ))}
        </ul>
        {news.data && !news.data.total ? <p className="muted">暂无企业新闻</p> : null}
      </DetailSection>
    </SectionLayout>
  );
}
