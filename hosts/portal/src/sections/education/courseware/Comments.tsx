import { useState } from 'react';
import { useCommentList, usePostComment, usePostReply } from '@wz/sdk/react';
import { CommentList, toast } from '@wz/ui';
import { useRequireLogin } from '@wz/app-kit';
import { writeErrorText } from '@wz/app-kit';

/**
 * Comments and replies of a courseware item, 10 per page. Videos refuse blank comments
 * (请输入留言内容); text courseware sends without the check (spec §5).
 */
export function Comments({ coursewareId, requireComment }: { coursewareId: number; requireComment: boolean }) {
  const [page, setPage] = useState(1);
  const comments = useCommentList({ id: coursewareId, page });
  const comment = usePostComment();
  const reply = usePostReply();
  const requireLogin = useRequireLogin();

  const post = async (run: () => Promise<unknown>, done: string) => {
    if (!requireLogin()) return false;
    try {
      await run();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(writeErrorText(error, '提交失败', '提交失败，请稍后重试'));
      return false;
    }
  };

  return (
    <CommentList
      comments={comments.data?.lists ?? []}
      total={comments.data?.total ?? 0}
      page={page}
      onPageChange={setPage}
      loading={comments.isLoading}
      requireComment={requireComment}
      submitting={comment.isMutating || reply.isMutating}
      onComment={(msg) => post(() => comment.trigger({ id: coursewareId, msg }), '留言成功')}
      onReply={(commentId, msg) =>
        post(() => reply.trigger({ id: coursewareId, message_id: Number(commentId), msg }), '回复成功')
      }
    />
  );
}
