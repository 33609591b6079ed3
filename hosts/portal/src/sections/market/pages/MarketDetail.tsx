import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { useRouteReads } from '@wz/app-kit';
import { Button, DetailFrame, DetailSection, Gallery, HtmlContent, toast } from '@wz/ui';
import { useSession } from '../../../app/lib/api';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { marketDetailPath, marketDetailReads, marketIdOf, marketIndexPath } from '../params';
import '../market.css';

type Company = OperationData<'marketCompanyDetail'>;

/** 关注 and 点赞: toggles for a logged-in visitor (a guest is sent to log in). */
function Toggles({ c }: { c: Company }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  const follow = useWrite('marketGuanzhu');
  const like = useWrite('marketLike');
  const run = (w: Promise<{ on: boolean }>, on: string, off: string) => w.then((res) => toast.success(res.on ? on : off), (e: unknown) => toast.error(errorMessage(e, '操作失败，请稍后重试')));
  if (!loggedIn)
    return (
      <p className="market-actions">
        <Link to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>登录</Link>后可以关注、点赞和留言（{c.follow_count} 人关注 · {c.like_count} 人点赞）
      </p>
    );
  return (
    <div className="market-actions">
      <Button variant={c.followed ? 'ghost' : 'primary'} aria-pressed={c.followed} disabled={follow.isMutating} onClick={() => void run(follow.trigger({ company_id: c.id }), '关注成功', '已取消关注')}>{c.followed ? '已关注' : '关注'} {c.follow_count}</Button>
      <Button variant="ghost" aria-pressed={c.liked} disabled={like.isMutating} onClick={() => void run(like.trigger({ company_id: c.id }), '点赞成功', '已取消点赞')}>{c.liked ? '已点赞' : '点赞'} {c.like_count}</Button>
      <a href="#leave-message">留言</a>
    </div>
  );
}

/** 留言: a logged-in visitor writes to the company; the text stays when it is refused. */
function LeaveMessage({ c }: { c: Company }) {
  const { loggedIn } = useSession();
  const send = useWrite('marketLiuyan');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  return (
    <DetailSection title="给企业留言">
      <div id="leave-message" className="market-message">
        {!loggedIn ? (
          <p><Link to="/login">登录</Link>后可以给{c.name}留言。</p>
        ) : (
          <form
            onSubmit={async (e) => {
              e.preventDefault();
              const content = text.trim();
              if (content.length < 2 || content.length > 500) return setError('留言内容 2–500 个字');
              setError('');
              try {
                await send.trigger({ company_id: c.id, content });
                setText('');
                setSent(true);
                toast.success('留言成功');
              } catch (err) {
                setError(errorMessage(err, '留言失败，请稍后重试').replace(/^参数错误[:：]\s*content\s*/, ''));
              }
            }}
          >
            <label htmlFor="market-message-text">留言内容</label>
            <textarea id="market-message-text" rows={3} maxLength={500} value={text} onChange={(e) => setText(e.target.value)} placeholder="如：请问可以批发吗？最低起订量是多少？" aria-invalid={error ? true : undefined} aria-describedby={error ? 'market-message-error' : undefined} />
            {error ? <p id="market-message-error" role="alert" className="market-message__error">{error}</p> : null}
            <Button type="submit" disabled={send.isMutating}>提交留言</Button>
            {sent ? <p role="status">留言已送达，企业回复后可在个人中心的留言中查看</p> : null}
          </form>
        )}
      </div>
    </DetailSection>
  );
}

/** Counts one view of the page (once per page load; a logged-in visitor shows in the company's 访客记录). */
function useBrowse(id: number) {
  const browse = useWrite('marketBrowse');
  const done = useRef(0);
  useEffect(() => {
    if (!id || done.current === id) return;
    done.current = id;
    browse.trigger({ company_id: id }).catch(() => undefined);
  }, [id, browse]);
}

/** /market/market_detail?id=: the company's page — profile, certificate, video, goods with their pictures, notices, articles, nearby companies, 关注, 点赞 and 留言. */
export default function MarketDetail() {
  const [search] = useSearchParams();
  const id = marketIdOf(search);
  const r = useRouteReads(marketDetailReads);
  const detail = useRead(r.company ?? null);
  const goods = useRead(r.goods ?? null).data?.lists ?? [];
  const notices = useRead(r.notices ?? null).data?.lists ?? [];
  const infos = useRead(r.infos ?? null).data?.lists ?? [];
  const near = useRead(r.near ?? null).data?.lists ?? [];
  useBrowse(detail.data ? id : 0);
  const c = detail.data;
  const crumb = [{ label: '企业名录', to: marketIndexPath }, { label: c?.name ?? '市场详情' }];
  if (!id || (isApiError(detail.error) && detail.error.kind === 'api'))
    return (
      <SectionLayout section="market" filter={<span />} breadcrumb={crumb}>
        <p role="alert" className="market-missing">该企业不存在，或尚未通过入驻审核</p>
        <Link to={marketIndexPath}>返回企业名录</Link>
      </SectionLayout>
    );
  const tel = c?.phone.replace(/[^\d-]/g, '') ?? '';
  return (
    <SectionLayout section="market" filter={<span />} breadcrumb={crumb}>
      <DetailFrame
        loading={!c}
        title={c?.name ?? ''}
        tags={c ? [c.shuxing, c.leibie, c.city] : []}
        gallery={c && <Gallery images={[c.logo, ...goods.map((g) => g.pic)].filter(Boolean).map((src, i) => ({ src, alt: i ? goods[i - 1]?.title ?? '' : `${c.name}标志` }))} label="企业图片" />}
        facts={c ? [
          { label: '企业类型', value: c.shuxing },
          { label: '所属类别', value: c.leibie },
          { label: '所在城市', value: c.city },
          { label: '地址', value: c.address || '—' },
          { label: '联系人', value: c.contact },
          { label: '电话', value: c.phone },
          { label: '浏览', value: `${c.browse_count} 次` },
        ] : []}
        actions={c && <Toggles c={c} />}
      >
        {c && (
          <>
            <DetailSection title="企业介绍">
              <HtmlContent html={c.content} empty={<p>{c.jianjie || '企业还没有填写介绍'}</p>} />
            </DetailSection>
            {c.video ? (
              <DetailSection title="企业视频">
                <video className="market-video" controls preload="metadata" poster={c.video.cover || undefined} src={c.video.play_url} aria-label={`${c.name}企业视频`} />
              </DetailSection>
            ) : null}
            {c.licence ? (
              <DetailSection title="资质证书">
                <figure className="market-cert"><img src={c.licence} alt={`${c.name}营业执照`} loading="lazy" width={320} height={220} /><figcaption>营业执照（已审核）</figcaption></figure>
              </DetailSection>
            ) : null}
            <DetailSection title={`商品（${c.goods}）`}>
              {goods.length ? (
                <ul className="market-goods">
                  {goods.map((g) => (
                    <li key={g.id}>
                      <Gallery images={g.pics.map((src, i) => ({ src, alt: `${g.title} 图${i + 1}` }))} label={`${g.title}图片`} />
                      <h3>{g.title}</h3>
                      <p className="market-price">¥<strong>{g.price}</strong>/{g.unit}</p>
                      {g.content ? <p className="muted">{g.content}</p> : null}
                    </li>
                  ))}
                </ul>
              ) : <p className="muted">暂无商品</p>}
            </DetailSection>
            {notices.length ? (
              <DetailSection title="企业公告">
                {notices.map((n) => (
                  <article key={n.id} className="market-notice"><h3>{n.title}</h3><p>{n.content}</p><p className="muted">{n.inputtime.slice(0, 10)}</p></article>
                ))}
              </DetailSection>
            ) : null}
            {infos.length ? (
              <DetailSection title="企业资讯">
                {infos.map((i) => (
                  <details key={i.id} className="market-info">
                    <summary><span className="market-badge">{i.infotype}</span>{i.title}<span className="muted"> {i.inputtime.slice(0, 10)}</span></summary>
                    <HtmlContent html={i.content} />
                  </details>
                ))}
              </DetailSection>
            ) : null}
            <LeaveMessage c={c} />
            {near.length ? (
              <DetailSection title="附近企业">
                <ul className="market-near">
                  {near.map((n) => <li key={n.id}><Link to={marketDetailPath(n.id)}>{n.name}</Link><span className="muted">{n.city} · {n.leibie}</span></li>)}
                </ul>
              </DetailSection>
            ) : null}
          </>
        )}
      </DetailFrame>
      {c ? (
        <div className="market-bottom-bar" aria-label="快捷操作">
          <a href="#leave-message">留言</a>
          {tel ? <a href={`tel:${tel}`} className="market-bottom-bar__call">打电话</a> : null}
        </div>
      ) : null}
    </SectionLayout>
  );
}
