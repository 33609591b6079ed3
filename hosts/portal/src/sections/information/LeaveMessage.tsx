import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useWrite } from '@wz/sdk/react';
import { toast } from '@wz/ui';
import { useSession } from '../../app/lib/api';
import { TextForm } from '../../app/feedback/TextForm';

/** 给作者留言: a private message to the publisher about this article (a talk thread); replies show in 发出的留言. */
export function LeaveMessage({ itemId, publisher }: { itemId: number; publisher: string }) {
  const { loggedIn } = useSession();
  const send = useWrite('talkSend');
  const [sent, setSent] = useState(false);
  return (
    <section className="info-message" aria-labelledby="info-message-title" id="leave-message">
      <h2 id="info-message-title">给作者留言</h2>
      {!loggedIn ? (
        <p><Link to="/login">登录</Link>后可以给{publisher}留言，只有作者能看到。</p>
      ) : (
        <>
          <TextForm id="info-message-text" label="留言内容" placeholder="只有作者能看到你的留言" submitLabel="发送留言" what="留言内容" busy={send.isMutating}
            onSend={(content) => send.trigger({ kind: 'information', item_id: itemId, content }).then(() => { setSent(true); toast.success('留言成功'); })} />
          {sent ? <p role="status">留言已送达，作者回复后可在<Link to="/user/informationRelease/sendMessage">发出的留言</Link>中查看</p> : null}
        </>
      )}
    </section>
  );
}
