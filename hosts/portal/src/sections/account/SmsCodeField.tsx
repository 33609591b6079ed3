import { useEffect, useState } from 'react';
import { toast } from '@wz/ui';
import { apiErrorMessage, useApiCall } from '../../app/lib/api';
import { PHONE_PATTERN } from './smsForm';

/** Phone + SMS code with a send button that counts down before a resend (resend_after seconds). */
export function SmsCodeField({
  scene,
  phone,
  onPhone,
  code,
  onCode,
}: {
  scene: 'reg' | 'forget';
  phone: string;
  onPhone: (v: string) => void;
  code: string;
  onCode: (v: string) => void;
}) {
  const call = useApiCall();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  async function send() {
    if (!PHONE_PATTERN.test(phone)) return void toast.warning('请输入正确的手机号');
    setSending(true);
    try {
      const r = await call(scene === 'reg' ? 'sendRegSms' : 'sendForgetSms', { phone });
      setLeft(r.resend_after);
      toast.success('验证码已发送');
    } catch (err) {
      toast.error(apiErrorMessage(err, '验证码发送失败'));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <label className="field">
        <span>手机号</span>
        <input
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={phone}
          onChange={(e) => onPhone(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      <div className="field">
        <label htmlFor={`sms-${scene}`}>短信验证码</label>
        <div className="sms-row">
          <input
            id={`sms-${scene}`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => onCode(e.target.value)}
          />
          <button
            type="button"
            className="btn"
            disabled={left > 0 || sending}
            onClick={() => void send()}
            data-testid="send-sms"
          >
            {left > 0 ? `${left} 秒后重新发送` : '获取验证码'}
          </button>
        </div>
      </div>
    </>
  );
}
