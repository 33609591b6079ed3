import { lazy, Suspense, useState } from 'react';
import { useRateTeacher, useShareRecord, useTeacherStats, useToggleCollect, useToggleLike } from '@wz/sdk/react';
import { Button, Dialog, OperationBar, Rating, SHOWCASE_UNAVAILABLE_TEXT, toast, type OperationKey } from '@wz/ui';
import { useRequireLogin } from '@wz/app-kit';
import { writeErrorText } from '@wz/app-kit';

// Loaded on demand so the page chunk stays small: gift + payment (QR) and the share panel (wechat QR).
const GiftFlow = lazy(() => import('./GiftFlow'));
const ShareDialog = lazy(() => import('@wz/app-kit/listing/ShareDialog'));

export interface TeacherOpsProps {
  teacherId: number;
  teacherName: string;
  /** What a share records: the teacher (type 3) or a video (type 2, id = the video). */
  share: { id: number; type: 2 | 3 };
  /** Share figure to show (the teacher's sharecount, or the video page's placeholder). */
  shareNum?: number;
  /** Title and picture for the share targets. */
  shareTitle: string;
  sharePic?: string | null;
  /** 更多: where the user goes next. */
  onMore?: () => void;
}

/**
 * The operation bar of a teacher (spec §2 teacher detail, video detail): like / collect toggles with
 * stats refetch, rating, gift and flower (gift + payment flow), share, showcase and more.
 */
export function TeacherOps({ teacherId, teacherName, share, shareNum, shareTitle, sharePic, onMore }: TeacherOpsProps) {
  const requireLogin = useRequireLogin();
  const stats = useTeacherStats(teacherId);
  const like = useToggleLike();
  const collect = useToggleCollect();
  const rate = useRateTeacher();
  const shareRecord = useShareRecord();
  const [rateOpen, setRateOpen] = useState(false);
  const [score, setScore] = useState(0);
  const [giftOpen, setGiftOpen] = useState(false);
  const [giftMounted, setGiftMounted] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);

  const toggle = async (mutation: { trigger: (p: { id: number }) => Promise<{ message: string }> }) => {
    if (!requireLogin()) return;
    try {
      const result = await mutation.trigger({ id: teacherId });
      // The SDK revalidates likeStats / collectStats after the toggle (spec: stats are refetched).
      toast.success(result.message);
    } catch (error) {
      toast.error(writeErrorText(error, '操作失败', '操作失败，请稍后重试'));
    }
  };

  const submitRating = async () => {
    if (score <= 0) {
      toast.warning('请选择评分');
      return;
    }
    try {
      const result = await rate.trigger({ id: teacherId, score });
      toast.success(result.message);
      setRateOpen(false);
    } catch {
      toast.error('操作失败，请稍后重试');
    }
  };

  const recordShare = async () => {
    try {
      const result = await shareRecord.trigger({ id: share.id, type: share.type });
      toast.success(result.message);
    } catch (error) {
      toast.error(writeErrorText(error, '分享失败', '分享失败，请稍后重试'));
    }
  };

  const openGift = () => {
    if (!requireLogin()) return;
    setGiftMounted(true);
    setGiftOpen(true);
  };

  const pending: Partial<Record<OperationKey, boolean>> = {
    like: like.isMutating,
    collect: collect.isMutating,
    share: shareRecord.isMutating,
  };

  return (
    <>
      <OperationBar
        {...stats.data}
        shareNum={shareNum}
        loading={stats.isLoading}
        pending={pending}
        hidden={onMore ? [] : ['more']}
        onLike={() => void toggle(like)}
        onCollect={() => void toggle(collect)}
        onRate={() => {
          if (!requireLogin()) return;
          setScore(0);
          setRateOpen(true);
        }}
        onGift={openGift}
        onFlower={openGift}
        onShare={() => setShareOpen(true)}
        onShowcase={() => toast.info(SHOWCASE_UNAVAILABLE_TEXT)}
        onMore={onMore}
      />
      <Dialog
        open={rateOpen}
        onClose={() => setRateOpen(false)}
        title={`给${teacherName}老师评分`}
        width={420}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRateOpen(false)}>
              取消
            </Button>
            <Button loading={rate.isMutating} onClick={() => void submitRating()}>
              提交评分
            </Button>
          </>
        }
      >
        <Rating value={score} onChange={setScore} label="评分" />
      </Dialog>
      {giftMounted ? (
        <Suspense fallback={null}>
          <GiftFlow teacherId={teacherId} teacherName={teacherName} open={giftOpen} onClose={() => setGiftOpen(false)} />
        </Suspense>
      ) : null}
      {shareOpen ? (
        <Suspense fallback={null}>
          <ShareDialog
            open={shareOpen}
            onClose={() => setShareOpen(false)}
            title={shareTitle}
            pic={sharePic}
            onShare={() => void recordShare()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
