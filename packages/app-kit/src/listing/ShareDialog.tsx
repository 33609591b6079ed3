import { Dialog, SharePanel } from '@wz/ui';

/** The share popup (QQ space, QQ, microblog, wechat QR); a separate chunk because of the QR encoder. */
export default function ShareDialog({
  open,
  onClose,
  title,
  pic,
  onShare,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  pic?: string | null;
  /** Counts a share where the section records them (education). */
  onShare?: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="分享" width={420}>
      <SharePanel url={window.location.href} title={title} summary={title} pic={pic} onShare={onShare && (() => onShare())} />
    </Dialog>
  );
}
