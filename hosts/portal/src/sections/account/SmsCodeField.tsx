import { useSmsCode } from '@wz/sdk/react';
import { toast } from '@wz/ui';

/** Phone + SMS code with a send button that counts down before a resend (resend_after seconds). */
export function SmsCodeField({
  scene,
  phone,
  onPhone,
  code,
  onCode,
}: {
  scene: 'register' | 'forget';
  phone: string;
  onPhone: (v: string) => void;
  code: string;
  onCode: (v: string) => void;
}) {
  const sms = useSmsCode(scene);

  async function send() {
    const { status, message } = await sms.send(phone);
    if (status === 'sent') toast.success(message);
    else if (status === 'failed') toast.error(message);
    else toast.warning(message);
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
            disabled={!sms.canSend}
            onClick={() => void send()}
            data-testid="send-sms"
          >
            {sms.label}
          </button>
        </div>
      </div>
    </>
  );
}
