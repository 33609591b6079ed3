import { useState } from 'react';
import { errorMessage } from '@wz/sdk';
import { useWrite } from '@wz/sdk/react';
import { Button, toast } from '@wz/ui';

/** An in-site message to a member (a company's owner, or the sender of a received message). */
export function MessageForm({ to, toName, onSent }: { to: number; toName: string; onSent?: () => void }) {
  const add = useWrite('addLogisticsMessage');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const send = async () => {
    if (!text.trim()) return setError('请输入消息内容');
    try {
      await add.trigger({ to_user: to, content: text.trim() });
      setText('');
      setError('');
      toast.success('发送成功');
      onSent?.();
    } catch (e) {
      // the message stays as typed
      setError(errorMessage(e, '发送失败，请稍后重试'));
    }
  };
  const id = `logistics-msg-${to}`;
  return (
    <div className="logistics-form">
      <label htmlFor={id}>发消息给 {toName}</label>
      <textarea id={id} rows={3} maxLength={500} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? <p id={`${id}-error`} role="alert" className="form-error">{error}</p> : null}
      <span>
        <Button onClick={() => void send()} disabled={add.isMutating}>发送</Button>
      </span>
    </div>
  );
}
