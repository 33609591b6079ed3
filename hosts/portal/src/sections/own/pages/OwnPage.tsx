import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { useRouteReads } from '@wz/app-kit';
import { HtmlContent, LazyImage, Pager, Skeleton, toast } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { useSession } from '../../../app/lib/api';
import { TextForm } from '../../../app/feedback/TextForm';
import { ownIdOf, ownIndexPath, ownPageReads, ownPostPath } from '../params';
import '../own.css';

/** 给 TA 留言: a private message to the page's owner (a talk thread). */
function LeaveMessage({ pageId, name }: { pageId: number; name: string }) {
  const { loggedIn } = useSession();
  const send = useWrite('talkSend');
  const [sent, setSent] = useState(false);
  return (
    <section className="own-message" aria-labelledby="own-message-title" id="leave-message">
      <h2 id="own-message-title">给 TA 留言</h2>
      {!loggedIn ? (
        <p><Link to="/login">登录</Link>后可以给{name}留言，只有主页主人能看到。</p>
      ) : (
        <>
          <TextForm id="own-message-text" label="留言内容" placeholder="只有主页主人能看到你的留言" submitLabel="发送留言" what="留言内容" busy={send.isMutating}
            onSend={(content) => send.trigger({ kind: 'own', item_id: pageId, content }).then(() => { setSent(true); toast.success('留言成功'); })} />
          {sent ? <p role="status">留言已送达，回复可在<Link to="/user/ownRelease/sendMessage">发出的留言</Link>中查看</p> : null}
        </>
      )}
    </section>
  );
}

/** /own/own_detail1?id=: a member's page: profile, introduction, posts, leave a message. */
export default function OwnPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = ownIdOf(search);
  const r = useRouteReads(ownPageReads);
  const page = useRead(r.page ?? null);
  const posts = useRead(r.posts ?? null).data;
  const g = page.data;
  const crumb = [{ label: '个人主页', to: ownIndexPath }, { label: g?.name ?? '个人主页' }];
  if (!id || (isApiError(page.error) && page.error.kind === 'api'))
    return (
      <SectionLayout section="own" filter={<span />} breadcrumb={crumb}>
        <p role="alert" className="own-missing">该个人主页不存在</p>
        <Link to={ownIndexPath}>返回个人主页列表</Link>
      </SectionLayout>
    );
  const current = Math.max(1, Number(search.get('page')) || 1);
  return (
    <SectionLayout section="own" filter={<span />} breadcrumb={crumb}>
      {!g ? (
        <Skeleton lines={6} label="主页加载中" />
      ) : (
        <div className="own-page">
          <header className="own-profile">
            {g.avatar ? <img src={g.avatar} alt="" width={72} height={72} /> : null}
            <div>
              <h1>{g.name}</h1>
              <p className="muted">{g.category} · {g.district} · {g.posts} 条动态 · {g.inputtime.slice(0, 10)} 开通</p>
              <p>{g.jianjie}</p>
              <a href="#leave-message">给 TA 留言</a>
            </div>
          </header>
          {g.content ? <section className="own-intro" aria-label="介绍"><HtmlContent html={g.content} /></section> : null}
          <section aria-labelledby="own-posts-title">
            <h2 id="own-posts-title">动态</h2>
            {!posts ? <Skeleton lines={3} label="动态加载中" /> : !posts.lists.length ? <p className="muted">还没有动态</p> : (
              <ul className="own-posts" aria-label="动态列表">
                {posts.lists.map((x) => (
                  <li key={x.id}>
                    <Link to={ownPostPath(x.id)} className="own-posts__item">
                      {x.pic ? <LazyImage src={x.pic} alt="" width={96} height={72} /> : null}
                      <span><strong>{x.title}</strong><span className="own-posts__summary">{x.summary}</span></span>
                    </Link>
                    <p className="muted">{x.inputtime.slice(0, 16)} · {x.likes} 赞 · {x.comments} 评论</p>
                  </li>
                ))}
              </ul>
            )}
            {posts && posts.total > 10 ? <Pager page={current} total={posts.total} pageSize={10} onChange={(p) => navigate(`/own/own_detail1?id=${id}${p > 1 ? `&page=${p}` : ''}`)} /> : null}
          </section>
          <LeaveMessage pageId={g.id} name={g.name} />
        </div>
      )}
    </SectionLayout>
  );
}
