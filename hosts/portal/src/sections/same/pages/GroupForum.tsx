import { Link, useSearchParams } from 'react-router-dom';
import { useRouteReads } from '@wz/app-kit';
import { useRead, useWrite } from '@wz/sdk/react';
import { Skeleton } from '@wz/ui';
import { GroupFrame, isMember, MembersOnly, Pager } from '../frame';
import { TitledForm } from '../forms';
import { Byline, Paragraphs, PostItem, Replies, ReplyForm } from '../items';
import { forumPath, idOf, pageOf, PER_PAGE, sameForumReads } from '../params';

/** /same/detail/common?id=[&post=]: the forum (贴吧): posts, pinned first, and a form to post; with a post, its replies. */
export default function GroupForum() {
  const [search] = useSearchParams();
  const id = idOf(search);
  const postId = idOf(search, 'post');
  const page = pageOf(search);
  const r = useRouteReads(sameForumReads);
  const read = useRead(r.group ?? null);
  const posts = useRead(r.posts ?? null);
  const post = useRead(r.post ?? null);
  const create = useWrite('samePostCreate');
  return (
    <GroupFrame id={id} read={read} tab="common" crumb={post.data?.post.title ?? '贴吧'}>
      {(home) => {
        const member = isMember(home.role);
        if (postId) {
          const p = post.data;
          if (!p || p.post.gid !== id) {
            return post.error || (p && p.post.gid !== id) ? (
              <p role="alert" className="same-card">
                帖子不存在或已被隐藏，<Link to={forumPath(id)}>返回贴吧</Link>
              </p>
            ) : (
              <Skeleton lines={5} label="加载中" />
            );
          }
          return (
            <div className="same-columns">
              <article className="same-card same-item">
                <h2>
                  {p.post.top ? <span className="same-status same-status--open">置顶</span> : null}
                  {p.post.title}
                </h2>
                <Byline who={p.post.author} at={p.post.inputtime} />
                <Paragraphs text={p.post.content} />
              </article>
              <section className="same-card" aria-labelledby="same-post-replies">
                <h2 id="same-post-replies">回复（{p.replies.filter((x) => !x.hidden).length}）</h2>
                <Replies replies={p.replies} />
                {member ? <ReplyForm kind="post" id={p.post.id} /> : <MembersOnly home={home} what="回复" />}
              </section>
              <Link to={forumPath(id)}>‹ 返回贴吧</Link>
            </div>
          );
        }
        return (
          <div className="same-columns">
            <section className="same-card" aria-labelledby="same-forum">
              <h2 id="same-forum">贴吧</h2>
              {posts.data ? (
                <>
                  {posts.data.lists.length ? <ul className="same-rows">{posts.data.lists.map((p) => <PostItem key={p.id} post={p} gid={id} />)}</ul> : <p className="same-muted">还没有帖子</p>}
                  <Pager page={page} total={posts.data.total} perPage={PER_PAGE} href={(n) => forumPath(id, undefined, n)} />
                </>
              ) : posts.error ? (
                <p role="alert">加载失败，请稍后重试</p>
              ) : (
                <Skeleton lines={5} label="加载中" />
              )}
            </section>
            <section className="same-card" aria-labelledby="same-new-post">
              <h2 id="same-new-post">发帖</h2>
              {member ? <TitledForm noun="帖子" label="发帖" submit="发布帖子" send={(v) => create.trigger({ gid: id, ...v })} /> : <MembersOnly home={home} what="发帖" />}
            </section>
          </div>
        );
      }}
    </GroupFrame>
  );
}
