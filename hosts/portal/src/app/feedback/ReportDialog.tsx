import { useState } from 'react';
import { errorMessage } from '@wz/sdk';
import { useWrite } from '@wz/sdk/react';
import { Button, Dialog, toast } from '@wz/ui';

/** The report reasons (issue 31): 违法违规, 色情低俗, 虚假信息, 侵权, 其他 (with a text). */
export const REPORT_REASONS = [
  { value: 'illegal', label: '违法违规' },
  { value: 'vulgar', label: '色情低俗' },
  { value: 'fake', label: '虚假信息' },
  { value: 'infringe', label: '侵权' },
  { value: 'other', label: '其他' },
] as const;
type Reason = (typeof REPORT_REASONS)[number]['value'];

/** 举报: a reason and an optional note (required for 其他); the choice stays when the server refuses it. */
export function ReportDialog({ open, onClose, kind, itemId }: { open: boolean; onClose: () => void; kind: 'information' | 'own'; itemId: number }) {
  const [reason, setReason] = useState<Reason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const report = useWrite('feedbackReport');
  return (
    <Dialog open={open} onClose={onClose} title="举报" width={420}>
      <form
        className="fb-report"
        onSubmit={async (e) => {
          e.preventDefault();
          const content = text.trim();
          if (!reason) return setError('请选择举报原因');
          if (reason === 'other' && content.length < 5) return setError('选择“其他”时请说明原因（至少 5 个字）');
          setError('');
          try {
            await report.trigger({ kind, item_id: itemId, reason, ...(content ? { content } : {}) });
            toast.success('举报成功，我们会尽快核实处理');
            setText('');
            setReason('');
            onClose();
          } catch (err) {
            setError(errorMessage(err, '举报失败，请稍后重试').replace(/^参数错误[:：]\s*\w+\s*/, ''));
          }
        }}
      >
        <fieldset>
          <legend>举报原因</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r.value} className="fb-report__reason">
              <input type="radio" name="reason" value={r.value} checked={reason === r.value} onChange={() => setReason(r.value)} />
              {r.label}
            </label>
          ))}
        </fieldset>
        <label htmlFor="fb-report-text">补充说明{reason === 'other' ? '（必填）' : '（选填）'}</label>
        <textarea id="fb-report-text" rows={3} maxLength={200} value={text} onChange={(e) => setText(e.target.value)} />
        {error ? <p role="alert" className="fb-error">{error}</p> : null}
        <Button type="submit" disabled={report.isMutating}>提交举报</Button>
      </form>
    </Dialog>
  );
}
