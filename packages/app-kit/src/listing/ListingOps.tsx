import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { reads, type OperationParams } from '@wz/sdk';
import { useRead, useSession, useWrite } from '@wz/sdk/react';
import { OperationBar, toast } from '@wz/ui';
import { takeResumedAction, useRequireLogin } from '../lib/requireLogin';
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

/** 收藏 of a listing: its count and the member's state, the toggle (a guest logs in first). */
export function useFavourite(target: FavouriteTarget) {
  const requireLogin = useRequireLogin();
  const stats = useRead(reads.favouriteStats(target));
  const toggle = useWrite('toggleFavourite');
  const collect = async () => {
    if (!requireLogin('collect')) return;
    try {
      // favouriteStats refetches through the write's invalidation
      const state = await toggle.trigger(target);
      toast.success(state.status === 1 ? '收藏成功' : '取消收藏成功');
    } catch (error) {
      toast.error(writeErrorText(error, '操作失败', '操作失败，请稍后重试'));
    }
  };
  return { stats, collected: stats.data?.status === 1, pending: toggle.isMutating, collect };
}

/**
 * A guest pressed 收藏 and logged in: back on the page, the 收藏 is done once the session is known (not
 * undone when the member had collected it before: the state is read again first).
 */
function useResumedCollect(fav: ReturnType<typeof useFavourite>) {
  const { isLoggedIn } = useSession();
  const latest = useRef(fav);
  useEffect(() => {
    latest.current = fav;
  });
  useEffect(() => {
    if (!isLoggedIn || !takeResumedAction('collect')) return;
    void latest.current.stats.mutate().then((fresh) => {
      if (fresh?.status === 1) toast.success('收藏成功');
      else return latest.current.collect();
    });
  }, [isLoggedIn]);
}

export function ListingOps({ target, title, picture, share }: { target: FavouriteTarget; title: string; picture?: string | null; share?: ListingShare }) {
  const fav = useFavourite(target);
  const { stats } = fav;
  useResumedCollect(fav);
  const [shareOpen, setShareOpen] = useState(false);
  const [shareMounted, setShareMounted] = useState(false);

  return (
    <>
      <OperationBar
        collectNum={stats.data?.count}
        shareNum={share?.count}
        isCollected={fav.collected}
        loading={stats.isLoading}
        pending={{ collect: fav.pending }}
        hidden={['like', 'rate', 'gift', 'flower', 'showcase', 'more']}
        onCollect={() => void fav.collect()}
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
