import { useNavigate } from 'react-router-dom';
import { Button, Dialog } from '@wz/ui';
import { markLoginRedirect } from '@wz/app-kit';

/** Opening the love menu without a token (spec §4): 提示 / 对不起，您还没有登录？ / 去登录 · 再看看. */
export function LoveConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      title="提示"
      width={420}
      onClose={onClose}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              navigate('/');
            }}
          >
            再看看
          </Button>
          <Button
            onClick={() => {
              onClose();
              markLoginRedirect();
              navigate('/login?flag=100');
            }}
          >
            去登录
          </Button>
        </>
      }
    >
      <p>对不起，您还没有登录？</p>
    </Dialog>
  );
}
