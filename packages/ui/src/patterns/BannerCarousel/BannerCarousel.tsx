import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Carousel } from '../Carousel/Carousel';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { BannerSkeleton } from '../BannerSkeleton/BannerSkeleton';
import { cx } from '../../internal/cx';
import { ArrowDown, ArrowUp, Home, Play } from '../../internal/icons';
import { isHttpUrl, OUTSIDE_LINK_REL } from '../../internal/safeUrl';
import * as s from './BannerCarousel.css';

const BannerVideo = lazy(() => import('./BannerVideo'));

export type BannerTitlePos =
  | 'top-left'
  | 'top-center'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-center'
  | 'bottom-right'
  | 'center';

/** One banner, with the API's field names (`banner` → `list[]`). */
export interface BannerItem {
  id?: number;
  /** `图片` (image) or `视频` (video). */
  type: '图片' | '视频' | string;
  /** Picture shown in the slide (for videos, the poster). */
  coverimg: string;
  title?: string;
  /** 1 shows the title over the picture. */
  titleshow?: number;
  /** Where the title sits. Default `bottom-left`. */
  titlepos?: BannerTitlePos | string;
  /** Title colour (CSS colour). Default white. */
  titlecolor?: string;
  /** Title font size in px. Default 24. */
  titlefont?: number;
  /** 1: an image opens `jumplink` in a new tab. */
  jumplinktype?: number;
  jumplink?: string;
  /** Videos: 1 plays in a dialog in the page, 2 opens the link in a new tab. */
  videoways?: number;
  videourl?: string;
}

export interface BannerCarouselProps {
  /** `big`: one picture at a time every 5 s; `small`: several side by side every 3 s (one on phones). From the API's `style`. */
  variant?: 'big' | 'small';
  /** The API's `list`. */
  list: BannerItem[];
  /** Height in px. Default 400 (big) / 140 (small). */
  height?: number;
  /** Pictures side by side in the small slider. Default 3; phones (below 768 px) always show one. */
  perView?: number;
  /** Milliseconds between slides. Default 5000 (big) / 3000 (small), as the spec says. */
  interval?: number;
  /** Advance automatically. Default true. */
  autoplay?: boolean;
  /** Show the back-to-top / next-module / home buttons. Default true for `big`. */
  controls?: boolean;
  /** Back to top. Default: scroll the window to the top. */
  onBackToTop?: () => void;
  /** Scroll to the next module. Default: scroll to the element after the banner. */
  onNextModule?: () => void;
  /** Home. Default: go to `/`. */
  onHome?: () => void;
  /** Called when a video with videoways 1 starts playing in the dialog (e.g. for analytics). */
  onVideoOpen?: (item: BannerItem) => void;
  /** Show a placeholder of the banner's size while the list loads. */
  loading?: boolean;
  /** Accessible name. Default `广告横幅`. */
  label?: string;
  className?: string;
}

const positions = new Set([
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
  'center',
]);

function Title({ item, small }: { item: BannerItem; small: boolean }) {
  if (Number(item.titleshow) !== 1 || !item.title) return null;
  // The server's size is meant for a wide slide: on narrow screens (small slides are a third of the
  // width from 768 px up) it shrinks with the viewport instead of wrapping one character per line.
  const size = item.titlefont ? `${item.titlefont}px` : '24px';
  const pos = (
    positions.has(item.titlepos ?? '') ? item.titlepos : 'bottom-left'
  ) as BannerTitlePos;
  return (
    <span
      className={s.title({ pos })}
      style={{
        color: item.titlecolor || undefined,
        fontSize: `min(${size}, ${small ? 4.5 : 7}vw)`,
      }}
      aria-hidden="true"
    >
      {item.title}
    </span>
  );
}

/** The portal's banner: big carousel or small slider from the `banner` call, with links and videos. */
export function BannerCarousel({
  variant = 'big',
  list,
  height,
  perView = 3,
  interval,
  autoplay = true,
  controls = variant === 'big',
  onBackToTop,
  onNextModule,
  onHome,
  onVideoOpen,
  loading = false,
  label = '广告横幅',
  className,
}: BannerCarouselProps) {
  const [playing, setPlaying] = useState<BannerItem | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const big = variant === 'big';

  const slide = (item: BannerItem, i: number): ReactNode => {
    const name = item.title || `第 ${i + 1} 张横幅`;
    // The first slide is the page's largest picture; the others wait until they are about to show.
    const picture = (
      <img className={s.cover} src={item.coverimg} alt="" draggable={false} {...(i > 0 ? { loading: 'lazy', decoding: 'async' } : {})} />
    );
    if (item.type === '视频') {
      const external = Number(item.videoways) === 2 ? item.jumplink || item.videourl : undefined;
      if (Number(item.videoways) === 1 && item.videourl) {
        return (
          <button
            type="button"
            className={cx(s.item, s.itemButton)}
            aria-label={`播放视频：${name}`}
            onClick={() => {
              setPlaying(item);
              onVideoOpen?.(item);
            }}
          >
            {picture}
            <Title item={item} small={!big} />
            <span className={s.play} aria-hidden="true">
              <Play />
            </span>
          </button>
        );
      }
      if (isHttpUrl(external)) {
        return (
          <a
            className={cx(s.item, s.itemLink)}
            href={external}
            target="_blank"
            rel={OUTSIDE_LINK_REL}
            aria-label={`观看视频：${name}（新窗口打开）`}
          >
            {picture}
            <Title item={item} small={!big} />
            <span className={s.play} aria-hidden="true">
              <Play />
            </span>
          </a>
        );
      }
    } else if (Number(item.jumplinktype) === 1 && isHttpUrl(item.jumplink)) {
      return (
        <a
          className={cx(s.item, s.itemLink)}
          href={item.jumplink}
          target="_blank"
          rel={OUTSIDE_LINK_REL}
          aria-label={`${name}（新窗口打开）`}
        >
          {picture}
          <Title item={item} small={!big} />
        </a>
      );
    }
    return (
      <div className={s.item} role="img" aria-label={name}>
        {picture}
        <Title item={item} small={!big} />
      </div>
    );
  };

  const scrollNext = () => {
    if (onNextModule) return onNextModule();
    const next = rootRef.current?.nextElementSibling;
    if (next) next.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else
      window.scrollBy({
        top: rootRef.current?.offsetHeight ?? window.innerHeight,
        behavior: 'smooth',
      });
  };

  if (loading) return <BannerSkeleton variant={variant} label={label} {...(height ? { height } : {})} {...(className ? { className } : {})} />;
  if (list.length === 0) return null;
  return (
    <div ref={rootRef} className={cx(s.banner, className)}>
      <Carousel
        className={s.frame}
        label={label}
        height={height ?? (big ? 400 : 140)}
        interval={interval ?? (big ? 5000 : 3000)}
        autoplay={autoplay}
        duration={500}
        perView={big ? 1 : Math.min(perView, list.length)}
        narrowPerView={1}
        gap={big ? 0 : 12}
        dots={big}
        loop
      >
        {list.map((item, i) => (
          <div
            key={item.id ?? i}
            style={{ height: '100%', borderRadius: big ? undefined : 8, overflow: 'hidden' }}
          >
            {slide(item, i)}
          </div>
        ))}
      </Carousel>
      {controls && (
        <div className={s.controls}>
          <IconButton
            variant="overlay"
            round
            size="sm"
            label="返回顶部"
            icon={<ArrowUp />}
            onClick={() =>
              onBackToTop ? onBackToTop() : window.scrollTo({ top: 0, behavior: 'smooth' })
            }
          />
          <IconButton
            variant="overlay"
            round
            size="sm"
            label="下一模块"
            icon={<ArrowDown />}
            onClick={scrollNext}
          />
          <IconButton
            variant="overlay"
            round
            size="sm"
            label="首页"
            icon={<Home />}
            onClick={() => (onHome ? onHome() : window.location.assign('/'))}
          />
        </div>
      )}
      {playing ? (
        <Suspense fallback={null}>
          <BannerVideo item={playing} onClose={() => setPlaying(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
