import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../errors';
import { PHONE_PATTERN, SMS_MESSAGES, smsResendMessage } from '../messages';
import { usePortalClient } from './context';

/** Which SMS code: registration (sendRegSms) or password reset (sendForgetSms). */
export type SmsPurpose = 'register' | 'forget';

/** Outcome of a send, with the text to show. */
export type SmsSendResult =
  | { status: 'sent'; message: string }
  /** 请输入正确的手机号: nothing was sent. */
  | { status: 'invalid'; message: string }
  /** Still counting down (`{n} 秒后重新发送`): nothing was sent. */
  | { status: 'wait'; message: string }
  /** The server's text, or 验证码发送失败. */
  | { status: 'failed'; message: string };

const OPERATION = { register: 'sendRegSms', forget: 'sendForgetSms' } as const;

/**
 * Sends an SMS code and counts down (the server's `resend_after` seconds) before another may be sent.
 * `label` is the send button's text: 获取验证码, or `{n} 秒后重新发送` while counting down.
 */
export function useSmsCode(purpose: SmsPurpose) {
  const client = usePortalClient();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  // A second click before the re-render that disables the button gets the first send's outcome.
  const pending = useRef<Promise<SmsSendResult> | null>(null);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = useCallback(
    (phone: string): Promise<SmsSendResult> => {
      if (pending.current) return pending.current;
      if (secondsLeft > 0)
        return Promise.resolve({ status: 'wait', message: smsResendMessage(secondsLeft) });
      if (!PHONE_PATTERN.test(phone))
        return Promise.resolve({ status: 'invalid', message: SMS_MESSAGES.invalidPhone });
      setSending(true);
      const request = client.call(OPERATION[purpose], { phone }).then(
        (sent): SmsSendResult => {
          setSecondsLeft(sent.resend_after);
          return { status: 'sent', message: SMS_MESSAGES.sent };
        },
        (error: unknown): SmsSendResult => ({
          status: 'failed',
          message: errorMessage(error, SMS_MESSAGES.failed),
        }),
      );
      pending.current = request.finally(() => {
        pending.current = null;
        setSending(false);
      });
      return pending.current;
    },
    [client, purpose, secondsLeft],
  );

  return {
    send,
    /** Seconds before another code may be sent (0: now). */
    secondsLeft,
    sending,
    canSend: secondsLeft <= 0 && !sending,
    label: secondsLeft > 0 ? smsResendMessage(secondsLeft) : SMS_MESSAGES.idle,
  };
}
