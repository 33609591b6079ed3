import { Link, useSearchParams } from 'react-router-dom';
import { isApiError, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { useRouteReads } from '@wz/app-kit';
import { HtmlContent, LazyImage, Skeleton } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { Comments } from '../../../app/feedback/Comments';
import { ItemActions } from '../../../app/feedback/ItemActions';
import { LeaveMessage } from '../LeaveMessage';
import { infoDetailReads, infoIdOf, infoPath } from '../params';
import '../information.css';

type Detail = OperationData<'informationDetail'>;

/** The publisher's card: logo, name, introduction, columns and services. */
function PublisherCard({ a }: { a: Detail }) {
  const p = a.publisher_card;
  return (
    <aside className="info-publisher" aria-label="作者">
      <div className="info-publisher__head">
        {p.logo ? <LazyImage src={p.logo} alt="" width={48} height={48} /> : null}
        <div>
          <Link to={`/information/index?publisher=${p.id}`} className="info-publisher__name">{p.name}</Link>
          <p className="muted">{p.articles} 篇文章</p>
        </div>
      </div>
      <p>{p.jianjie}</p>
      {a.services.length ? (
        <div>
          <h2>服务</h2>
          <ul className="info-services">
            {a.services.map((s) => (
              <li key={s.id}><strong>{s.title}</strong><span className="info-services__price">{s.price}</span><p>{s.content}</p></li>
            ))}
          </ul>
        </div>
      ) : null}
    </aside>
  );
}

/** /information/information_detail?id=: the article, its publisher, services, related articles, like, share, comments, report, message. */
export default function InformationDetail() {
  const [search] = useSearchParams();
  const id = infoIdOf(search);
  const r = useRouteReads(infoDetailReads);
  const detail = useRead(r.detail ?? null);
  const a = detail.data;
  const crumb = [...(a ? [{ label: a.module, to: `/information/index?module=${a.module_id}` }] : [{ label: '全部文章', to: infoPath() }]), { label: a?.title ?? '资讯详情' }];
  if (!id || (isApiError(detail.error) && detail.error.kind === 'api'))
    return (
      <SectionLayout section="information" filter={<span />} breadcrumb={crumb}>
        <p role="alert" className="info-missing">该文章不存在，或已下线</p>
        <Link to={infoPath()}>返回资讯列表</Link>
      </SectionLayout>
    );
  return (
    <SectionLayout section="information" filter={<span />} breadcrumb={crumb}>
      {!a ? (
        <Skeleton lines={8} label="文章加载中" />
      ) : (
        <div className="info-detail">
          <article className="info-article" aria-labelledby="info-title">
            <h1 id="info-title">{a.title}</h1>
            <p className="info-article__meta">
              <Link to={`/information/index?publisher=${a.publisher_id}`}>{a.publisher}</Link>
              <span>{a.inputtime.slice(0, 16)}</span>
              <span>{a.clickcount} 阅读</span>
            </p>
            {a.tags.length ? <ul className="info-tags" aria-label="标签">{a.tags.map((t) => <li key={t}>{t}</li>)}</ul> : null}
            <p className="info-article__summary">{a.summary}</p>
            {a.cover ? <img className="info-article__cover" src={a.cover} alt={a.title} width={800} height={500} fetchPriority="high" /> : null}
            <HtmlContent html={a.content} />
            <ItemActions kind="information" itemId={a.id} title={a.title} pic={a.cover} likes={a.likes} />
            <Comments kind="information" itemId={a.id} />
            <LeaveMessage itemId={a.id} publisher={a.publisher} />
          </article>
          <div className="info-side">
            <PublisherCard a={a} />
            {a.related.length ? (
              <nav className="info-related" aria-label="相关文章">
                <h2>相关文章</h2>
                <ul>{a.related.map((x) => <li key={x.id}><Link to={infoPath(x.id)}>{x.title}</Link></li>)}</ul>
              </nav>
            ) : null}
          </div>
        </div>
      )}
    </SectionLayout>
  );
}
