import { lazy, Suspense, useState } from 'react';
import { reads, type OperationParams } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { OperationBar, toast } from '@wz/ui';
import { useRequireLogin } from '../lib/requireLogin';
import { writeErrorText } from '../lib/writeError';

// The share panel carries a QR encoder: loaded on the first 分享.
const ShareDialog = lazy(() => import('./ShareDialog'));

export type FavouriteTarget = OperationParams<'favouriteStats'>;

/** 收藏 (count and the member's state, login first) and 分享 of a listing; the other teacher operations are hidden. */
export interface ListingShare {
  /** Times shared, for a section that counts them. */
  count?: number;
  /** Records a share when a share target is chosen. */
  record?: () => void;
}

export function ListingOps({ target, title, picture, share }: { target: FavouriteTarget; title: string; picture?: string | null; share?: ListingShare }) {
  const requireLogin = useRequireLogin();
  const stats = useRead(reads.favouriteStats(target));
  const toggle = useWrite('toggleFavourite');
  const [shareOpen, setShareOpen] = useState(false);
  const [shareMounted, setShareMounted] = useState(false);

  const onCollect = async () => {
    if (!requireLogin()) return;
    try {
      // favouriteStats refetches through the write's invalidation
      const state = await toggle.trigger(target);
      toast.success(state.status === 1 ? '收藏成功' : '取消收藏成功');
    } catch (error) {
      toast.error(writeErrorText(error, '操作失败', '操作失败，请稍后重试'));
    }
  };

  return (
    <>
      <OperationBar
        collectNum={stats.data?.count}
        shareNum={share?.count}
        isCollected={stats.data?.status === 1}
        loading={stats.isLoading}
        pending={{ collect: toggle.isMutating }}
        hidden={['like', 'rate', 'gift', 'flower', 'showcase', 'more']}
        onCollect={() => void onCollect()}
        onShare={() => {
          setShareMounted(true);
          setShareOpen(true);
        }}
      />
      {shareMounted && (
        <Suspense fallback={null}>
          <ShareDialog open={shareOpen} onClose={() => setShareOpen(false)} title={title} pic={picture} {...(share?.record ? { onShare: share.record } : {})} />
        </Suspense>
      )}
    </>
  );
}
