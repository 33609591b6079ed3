import { useState } from 'react';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { isHttpUrl, OUTSIDE_LINK_REL } from '../../internal/safeUrl';
import { cx } from '../../internal/cx';
import { QrCode } from '../PaymentQr/QrCode';
import * as s from './SharePanel.css';

export type ShareChannel = 'qzone' | 'qq' | 'weibo' | 'wechat';

export interface SharePanelProps {
  /** The page to share: an absolute http(s) address (anything else is not offered for sharing). */
  url: string;
  /** Title sent to the share targets. */
  title: string;
  /** Short description for QQ and QQ space. */
  summary?: string;
  /** An http(s) picture for the share card. */
  pic?: string | null;
  /** Called when a channel is used (the caller records the share and reloads counts). */
  onShare?: (channel: ShareChannel) => void;
  className?: string;
}

const q = encodeURIComponent;

/** Share URLs of the three outside services. Built from http(s) input only. */
export function shareLinks({
  url,
  title,
  summary = '',
  pic,
}: Pick<SharePanelProps, 'url' | 'title' | 'summary' | 'pic'>) {
  const picture = isHttpUrl(pic) ? pic : '';
  return {
    qzone: `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=${q(url)}&title=${q(title)}&summary=${q(summary)}&pics=${q(picture)}`,
    qq: `https://connect.qq.com/widget/shareqq/index.html?url=${q(url)}&title=${q(title)}&summary=${q(summary)}&pics=${q(picture)}`,
    weibo: `https://service.weibo.com/share/share.php?url=${q(url)}&title=${q(title)}&pic=${q(picture)}`,
  };
}

const channels: {
  key: Exclude<ShareChannel, 'wechat'>;
  label: string;
  mark: string;
  color: string;
}[] = [
  { key: 'qzone', label: 'QQ空间', mark: 'Z', color: '#7a5a00' },
  { key: 'qq', label: 'QQ好友', mark: 'Q', color: '#1f6fe5' },
  { key: 'weibo', label: '新浪微博', mark: '微', color: '#c62828' },
];

/**
 * Share to QQ space, QQ and weibo (new tab, noopener noreferrer) or to wechat through a 180×180 QR
 * code. Only http(s) page addresses are shared.
 */
export function SharePanel({ url, title, summary, pic, onShare, className }: SharePanelProps) {
  const [wechatOpen, setWechatOpen] = useState(false);
  if (!isHttpUrl(url)) {
    return (
      <div className={cx(s.panel, className)}>
        <p className={s.unavailable}>当前页面不支持分享</p>
      </div>
    );
  }
  const links = shareLinks({ url, title, summary, pic });
  return (
    <div className={cx(s.panel, className)}>
      <p className={s.title}>分享到</p>
      <ul className={s.channels}>
        {channels.map((c) => (
          <li key={c.key}>
            <a
              className={s.channel}
              href={links[c.key]}
              target="_blank"
              rel={OUTSIDE_LINK_REL}
              onClick={() => onShare?.(c.key)}
              data-channel={c.key}
            >
              <span className={s.dot} style={{ background: c.color }} aria-hidden="true">
                {c.mark}
              </span>
              {c.label}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={s.channel}
            onClick={() => {
              setWechatOpen(true);
              onShare?.('wechat');
            }}
            data-channel="wechat"
          >
            <span className={s.dot} style={{ background: '#157a3c' }} aria-hidden="true">
              微
            </span>
            微信
          </button>
        </li>
      </ul>
      <Dialog open={wechatOpen} onClose={() => setWechatOpen(false)} title="分享到微信" width={300}>
        <div className={s.qrBody}>
          <QrCode text={url} size={180} alt="分享到微信的二维码" />
          <p className={s.qrHint}>
            打开微信，点击底部的“发现”，使用“扫一扫”即可将网页分享至朋友圈。
          </p>
        </div>
      </Dialog>
    </div>
  );
}
