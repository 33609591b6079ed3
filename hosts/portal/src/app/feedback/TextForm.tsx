import { useState } from 'react';
import { errorMessage } from '@wz/sdk';
import { Button } from '@wz/ui';

/** A short text box that keeps what was typed when the server refuses it (comments, replies). */
export function TextForm({ id, label, placeholder, submitLabel, min = 2, max = 500, what, onSend, busy }: {
  id: string;
  label: string;
  placeholder?: string;
  submitLabel: string;
  min?: number;
  max?: number;
  /** 评论内容 — the name in the length message. */
  what: string;
  onSend: (text: string) => Promise<unknown>;
  busy?: boolean;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      className="fb-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const content = text.trim();
        if (content.length < min || content.length > max) {
          setError(`${what} ${min}–${max} 个字`);
          return;
        }
        setError('');
        try {
          await onSend(content);
          setText('');
        } catch (err) {
          setError(errorMessage(err, '提交失败，请稍后重试').replace(/^参数错误[:：]\s*\w+\s*/, ''));
        }
      }}
    >
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={2} maxLength={max} value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? <p id={`${id}-error`} role="alert" className="fb-error">{error}</p> : null}
      <Button type="submit" size="sm" disabled={busy}>{submitLabel}</Button>
    </form>
  );
}
