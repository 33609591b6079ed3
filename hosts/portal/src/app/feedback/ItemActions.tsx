/** Like, share and report for a post or an article (the like count and state come from feedbackLikeState). */
import { lazy, Suspense, useState } from 'react';
import { reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { useRequireLogin } from '@wz/app-kit';
import { Button, toast } from '@wz/ui';
import { ReportDialog } from './ReportDialog';
import './feedback.css';

const ShareDialog = lazy(() => import('@wz/app-kit/listing/ShareDialog'));

export function ItemActions({ kind, itemId, title, pic, likes }: { kind: 'information' | 'own'; itemId: number; title: string; pic?: string; likes: number }) {
  const state = useRead(reads.feedbackLikeState({ kind, item_id: itemId })).data;
  const like = useWrite('feedbackLike');
  const needLogin = useRequireLogin();
  const [sharing, setSharing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const liked = state?.liked ?? false;
  return (
    <div className="fb-actions" aria-label="互动">
      <Button variant={liked ? 'primary' : 'secondary'} aria-pressed={liked} disabled={like.isMutating}
        onClick={() => {
          if (!needLogin()) return;
          like.trigger({ kind, item_id: itemId }).catch((e: unknown) => toast.error(e instanceof Error ? e.message : '操作失败'));
        }}>
        {liked ? '已赞' : '点赞'} {state?.likes ?? likes}
      </Button>
      <Button variant="secondary" onClick={() => setSharing(true)}>分享</Button>
      <a className="fb-actions__link" href="#comments">评论</a>
      <Button variant="ghost" onClick={() => needLogin() && setReporting(true)}>举报</Button>
      {sharing ? (
        <Suspense fallback={null}>
          <ShareDialog open onClose={() => setSharing(false)} title={title} pic={pic} />
        </Suspense>
      ) : null}
      <ReportDialog open={reporting} onClose={() => setReporting(false)} kind={kind} itemId={itemId} />
    </div>
  );
}
