import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { useRouteReads } from '@wz/app-kit';
import { Gallery, HtmlContent, Skeleton } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { Comments } from '../../../app/feedback/Comments';
import { ItemActions } from '../../../app/feedback/ItemActions';
import { ownIdOf, ownIndexPath, ownPagePath, ownPostReads } from '../params';
import '../own.css';

/** /own/own_detail2?id=: one post: rich text, pictures in the gallery, like, share, comments with replies, report. */
export default function OwnPost() {
  const [search] = useSearchParams();
  const id = ownIdOf(search);
  const r = useRouteReads(ownPostReads);
  const post = useRead(r.post ?? null);
  const p = post.data;
  const crumb = [{ label: '个人主页', to: ownIndexPath }, ...(p ? [{ label: p.page.name, to: ownPagePath(p.page.id) }] : []), { label: p?.title ?? '动态详情' }];
  if (!id || (isApiError(post.error) && post.error.kind === 'api'))
    return (
      <SectionLayout section="own" filter={<span />} breadcrumb={crumb}>
        <p role="alert" className="own-missing">该动态不存在，或已下线</p>
        <Link to={ownIndexPath}>返回个人主页列表</Link>
      </SectionLayout>
    );
  return (
    <SectionLayout section="own" filter={<span />} breadcrumb={crumb}>
      {!p ? (
        <Skeleton lines={8} label="动态加载中" />
      ) : (
        <article className="own-post" aria-labelledby="own-post-title">
          <p className="own-post__author">
            {p.page.avatar ? <img src={p.page.avatar} alt="" width={40} height={40} /> : null}
            <Link to={ownPagePath(p.page.id)}>{p.page.name}</Link>
            <time className="muted">{p.inputtime.slice(0, 16)}</time>
          </p>
          <h1 id="own-post-title">{p.title}</h1>
          <HtmlContent html={p.content} />
          {p.gallery.length ? <Gallery images={p.gallery.map((src, i) => ({ src, alt: `${p.title} 图${i + 1}` }))} label="动态图片" /> : null}
          <p className="muted">{p.clickcount} 次浏览</p>
          <ItemActions kind="own" itemId={p.id} title={p.title} pic={p.pic} likes={p.likes} />
          <Comments kind="own" itemId={p.id} />
        </article>
      )}
    </SectionLayout>
  );
}
