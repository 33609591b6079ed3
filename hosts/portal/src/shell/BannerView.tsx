import { useEffect, useState } from 'react';
import { Dialog } from '@wz/ui';
import type { OperationData } from '@wz/sdk';
import { isSafeHttpUrl } from '../lib/url';

type BannerData = OperationData<'banner'>;
type BannerItem = BannerData['list'][number];

/** Big carousel every 5 s, small slider every 3 s (spec §4 Banners). */
const INTERVAL = { big: 5000, small: 3000 } as const;

function openOutside(url: string) {
  if (isSafeHttpUrl(url)) window.open(url, '_blank', 'noopener,noreferrer');
}

/** Renders a banner response; clicking a video item with videoways 1 opens the 50%-wide video dialog. */
export function BannerView({ style, items }: { style: BannerData['style']; items: BannerItem[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [video, setVideo] = useState<BannerItem | null>(null);
  const count = items.length;

  useEffect(() => {
    if (count < 2 || paused || video) return;
    const t = setTimeout(() => setIndex((i) => (i + 1) % count), INTERVAL[style]);
    return () => clearTimeout(t);
  }, [index, count, paused, video, style]);

  function activate(item: BannerItem) {
    if (item.type === '视频') {
      if (item.videoways === 1) setVideo(item);
      else if (item.videoways === 2) openOutside(item.jumplink);
      return;
    }
    if (item.jumplinktype === 1) openOutside(item.jumplink);
  }

  return (
    <section
      className={`banner banner--${style}`}
      aria-roledescription="carousel"
      aria-label="横幅"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="banner__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {items.map((item, i) => (
          <div
            key={item.id}
            className="banner__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={i !== index}
          >
            <button
              type="button"
              className="banner__hit"
              tabIndex={i === index ? 0 : -1}
              onClick={() => activate(item)}
              aria-label={item.type === '视频' ? `播放视频：${item.title}` : item.title}
              data-type={item.type}
            >
              <img
                src={item.coverimg}
                alt=""
                width={1200}
                height={360}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
              {item.type === '视频' ? <span className="banner__play" aria-hidden="true">▶</span> : null}
              {item.titleshow === 1 ? (
                <span
                  className={`banner__caption banner__caption--${item.titlepos}`}
                  style={{ color: item.titlecolor, fontSize: item.titlefont }}
                >
                  {item.title}
                </span>
              ) : null}
            </button>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="banner__arrow banner__arrow--prev" aria-label="上一张" onClick={() => setIndex((i) => (i - 1 + count) % count)}>
            ‹
          </button>
          <button type="button" className="banner__arrow banner__arrow--next" aria-label="下一张" onClick={() => setIndex((i) => (i + 1) % count)}>
            ›
          </button>
        </>
      ) : null}
      <Dialog open={video !== null} onClose={() => setVideo(null)} title={video?.title} width="50%">
        {video ? (
          <video src={video.videourl} poster={video.coverimg} controls style={{ width: '100%', height: 400 }} data-testid="banner-video" />
        ) : null}
      </Dialog>
    </section>
  );
}
