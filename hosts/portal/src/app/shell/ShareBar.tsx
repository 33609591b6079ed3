import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { QrImage } from './QrImage';

/** Share sites of the spec's share widget (§9), in its order; wechat is a QR code of size 100. */
const SITES: { key: string; label: string; href: (url: string, title: string) => string }[] = [
  { key: 'weibo', label: '新浪微博', href: (u, t) => `https://service.weibo.com/share/share.php?url=${u}&title=${t}` },
  { key: 'qq', label: 'QQ好友', href: (u, t) => `https://connect.qq.com/widget/shareqq/index.html?url=${u}&title=${t}` },
  { key: 'tencent', label: '腾讯微博', href: (u, t) => `https://share.v.t.qq.com/index.php?c=share&a=index&url=${u}&title=${t}` },
  { key: 'douban', label: '豆瓣', href: (u, t) => `https://www.douban.com/share/service?href=${u}&name=${t}` },
  { key: 'qzone', label: 'QQ空间', href: (u, t) => `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=${u}&title=${t}` },
  { key: 'linkedin', label: 'LinkedIn', href: (u, t) => `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}` },
  { key: 'diandian', label: '点点', href: (u) => `https://www.diandian.com/share?lo=${u}` },
  { key: 'facebook', label: 'Facebook', href: (u) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { key: 'twitter', label: 'Twitter', href: (u, t) => `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
  { key: 'google', label: 'Google', href: (u) => `https://plus.google.com/share?url=${u}` },
];

export const WECHAT_QR_SIZE = 100;

/** Floating share bar; collapses behind a button under 768 px (the spec's narrow-screen threshold). */
export function ShareBar() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [wechat, setWechat] = useState(false);
  const pageUrl = typeof window === 'undefined' ? '' : window.location.origin + location.pathname + location.search;
  const u = encodeURIComponent(pageUrl);
  const t = encodeURIComponent(typeof document === 'undefined' ? '' : document.title);
  return (
    <aside className={open ? 'sharebar sharebar--open' : 'sharebar'} aria-label="分享">
      <button type="button" className="sharebar__toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        分享
      </button>
      <ul className="sharebar__list">
        <li>
          <button type="button" aria-expanded={wechat} onClick={() => setWechat((w) => !w)}>
            微信
          </button>
          {wechat ? (
            <div className="popover sharebar__qr">
              <QrImage text={pageUrl} size={WECHAT_QR_SIZE} label="微信扫码分享本页" />
              <p>微信扫一扫</p>
            </div>
          ) : null}
        </li>
        {SITES.map((s) => (
          <li key={s.key}>
            <a href={s.href(u, t)} target="_blank" rel="noopener noreferrer" data-site={s.key}>
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
