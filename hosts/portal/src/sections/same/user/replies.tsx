// A manager's view of replies (topics and posts): each with 隐藏 / 恢复显示.
import { errorMessage } from '@wz/sdk';
import { useWrite } from '@wz/sdk/react';
import { Button, toast } from '@wz/ui';
import { Byline, Paragraphs, type Reply } from '../items';

/** Replies with 隐藏 / 恢复 for a manager. */
export function ModeratedReplies({ replies }: { replies: readonly Reply[] }) {
  const hide = useWrite('sameReplyHide');
  if (!replies.length) return <p className="same-muted">还没有回复</p>;
  const run = async (r: Reply) => {
    try {
      await hide.trigger({ id: r.id, hidden: r.hidden ? 0 : 1 });
      toast.success(r.hidden ? '已恢复显示' : '已隐藏');
    } catch (e) {
      toast.error(errorMessage(e, '操作失败，请稍后重试'));
    }
  };
  return (
    <ol className="same-replies" aria-label="回复管理">
      {replies.map((r) => (
        <li key={r.id}>
          <Byline who={r.author} at={r.inputtime} />
          {r.hidden ? <p className="same-muted">该回复已隐藏</p> : <Paragraphs text={r.content} />}
          <Button size="sm" variant="ghost" disabled={hide.isMutating} onClick={() => void run(r)}>
            {r.hidden ? '恢复显示' : '隐藏'}
          </Button>
        </li>
      ))}
    </ol>
  );
}
