import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Dialog } from '@wz/ui';
import { dropResumedAction, markLoginRedirect, resetLoginCheck, useLoginCheckCounter } from '@wz/app-kit';

/**
 * Spec §4 login-check counter: at 1, warn; 去登录 → /login/login?flag=100 with this page as `redirect` (the
 * member comes back and the page finishes what was pressed, x-spec: inferred), 再看看 → back one page.
 */
export function LoginCheckDialog() {
  const count = useLoginCheckCounter();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Dialog
      open={count >= 1}
      title="提示"
      width={420}
      onClose={() => {
        dropResumedAction();
        resetLoginCheck();
      }}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              dropResumedAction();
              resetLoginCheck();
              navigate(-1);
            }}
          >
            再看看
          </Button>
          <Button
            onClick={() => {
              resetLoginCheck();
              markLoginRedirect();
              navigate(`/login/login?flag=100&redirect=${encodeURIComponent(pathname + search)}`);
            }}
          >
            去登录
          </Button>
        </>
      }
    >
      <p>您还没有登录，登录后才能继续操作。</p>
    </Dialog>
  );
}
