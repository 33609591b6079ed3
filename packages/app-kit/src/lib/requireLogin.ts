import { useCallback } from 'react';
import { useSession } from '@wz/sdk/react';
import { requestLogin } from './loginPrompt';

/**
 * Writes that need a member (like, collect, rate, gift, remark, comment): a guest gets the shell's
 * login-check dialog instead of a request the server would refuse.
 */
export function useRequireLogin(): () => boolean {
  const { isLoggedIn: loggedIn } = useSession();
  return useCallback(() => {
    if (loggedIn) return true;
    requestLogin();
    return false;
  }, [loggedIn]);
}
