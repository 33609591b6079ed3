import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@wz/sdk';
import { useWrite } from '@wz/sdk/react';
import { Button, DetailSection, toast } from '@wz/ui';
import { useSession } from '../../../app/lib/api';

/** 留言 to the publisher (recorded as a contact the owner sees in the user centre). */
export function ContactBox({ itemId, mine }: { itemId: number; mine: boolean }) {
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const connect = useWrite('logisticsConnect');
  const [text, setText] = useState('');
  const send = async () => {
    if (!loggedIn) return navigate('/login');
    if (!text.trim()) return toast.error('请输入留言内容');
    try {
      const { phone } = await connect.trigger({ item_id: itemId, content: text.trim() });
      setText('');
      toast.success(`留言已发送，对方电话 ${phone}`);
    } catch (error) {
      toast.error(errorMessage(error, '发送失败，请稍后重试'));
    }
  };
  return (
    <DetailSection title="联系发布人">
      {mine ? (
        <p className="muted">这是您发布的信息，留言请到用户中心查看。</p>
      ) : (
        <div className="logistics-form">
          <label htmlFor="logistics-contact">给发布人留言</label>
          <textarea id="logistics-contact" rows={3} maxLength={500} value={text} onChange={(e) => setText(e.target.value)} placeholder="如：车在盐城，明天可装货" />
          <span>
            <Button onClick={() => void send()} disabled={connect.isMutating}>{loggedIn ? '发送留言' : '登录后留言'}</Button>
          </span>
        </div>
      )}
    </DetailSection>
  );
}
