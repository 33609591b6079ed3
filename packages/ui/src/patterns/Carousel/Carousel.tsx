import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { cx } from '../../internal/cx';
import { ChevronLeft, ChevronRight } from '../../internal/icons';
import { PHONE_QUERY, useMediaQuery } from '../../internal/media';
import * as s from './Carousel.css';

export interface CarouselProps {
  /** One child per slide. */
  children: ReactNode;
  /** Milliseconds between automatic advances. Default 5000 (the spec's carousel default). */
  interval?: number;
  /** Advance automatically. Default true. Pauses while hovered or focused. */
  autoplay?: boolean;
  /** Slide transition in milliseconds. Default 500. */
  duration?: number;
  /** Slides visible at once (a "small slider" shows several). Default 1. */
  perView?: number;
  /** Slides visible at once below 768 px (phones). Default `perView`. */
  narrowPerView?: number;
  /** After the last position go back to the first (and before the first to the last). Default true. */
  loop?: boolean;
  /** Show previous/next arrows. Default true. */
  arrows?: boolean;
  /** Show position dots. Default true. */
  dots?: boolean;
  /** Swipe distance in px that changes slides on touch screens. Default 40. */
  swipeThreshold?: number;
  /** Controlled position (index of the first visible slide). */
  index?: number;
  /** Called whenever the position changes (automatically or by the user). */
  onIndexChange?: (index: number) => void;
  /** Accessible name, e.g. `首页轮播图`. */
  label: string;
  /** Height of the carousel (px or CSS length); slides fill it. */
  height?: number | string;
  /** Gap between slides in px when `perView` > 1. Default 0. */
  gap?: number;
  className?: string;
}

/** A sliding carousel: autoplay with pause on hover/focus, arrows, dots, keyboard and touch swipe. */
export function Carousel({
  children,
  interval = 5000,
  autoplay = true,
  duration = 500,
  perView = 1,
  narrowPerView = perView,
  loop = true,
  arrows = true,
  dots = true,
  swipeThreshold = 40,
  index: controlled,
  onIndexChange,
  label,
  height,
  gap = 0,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  // The stylesheet sizes the slides from the same query (right in server HTML); this drives the logic.
  const shown = useMediaQuery(PHONE_QUERY) ? narrowPerView : perView;
  const last = Math.max(0, count - shown);
  const [inner, setInner] = useState(0);
  const index = Math.min(controlled ?? inner, last);
  const [paused, setPaused] = useState(false);
  const touchX = useRef<number | null>(null);

  const go = useCallback(
    (next: number) => {
      let n = next;
      if (n > last) n = loop ? 0 : last;
      if (n < 0) n = loop ? last : 0;
      if (controlled === undefined) setInner(n);
      onIndexChange?.(n);
    },
    [last, loop, controlled, onIndexChange],
  );

  // One timeout per position, so a manual move restarts the countdown.
  useEffect(() => {
    if (!autoplay || paused || last === 0) return;
    if (!loop && index >= last) return;
    const t = window.setTimeout(() => go(index + 1), interval);
    return () => window.clearTimeout(t);
  }, [autoplay, paused, last, loop, index, interval, go]);

  // Swipe via pointer events (touch and pen; `touch-action: pan-y` leaves horizontal moves to us).
  const onPointerDown = (e: ReactPointerEvent) => {
    touchX.current = e.pointerType === 'mouse' ? null : e.clientX;
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    const start = touchX.current;
    touchX.current = null;
    if (start === null) return;
    const dx = e.clientX - start;
    if (Math.abs(dx) >= swipeThreshold) go(dx < 0 ? index + 1 : index - 1);
  };

  const canMove = last > 0;
  // Geometry lives in CSS custom properties (Carousel.css.ts) so a media query can change it.
  const layout = {
    '--wz-carousel-per-view': perView,
    '--wz-carousel-per-view-narrow': narrowPerView,
    '--wz-carousel-gap': `${gap}px`,
    '--wz-carousel-index': index,
    height: typeof height === 'number' ? `${height}px` : height,
  } as CSSProperties;

  return (
    <section
      className={cx(s.carousel, className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-index={index}
      style={layout}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(index - 1);
        else if (e.key === 'ArrowRight') go(index + 1);
      }}
    >
      <div
        className={s.viewport}
        style={{ height: '100%' }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (touchX.current = null)}
      >
        <div
          className={s.track}
          data-testid="wz-carousel-track"
          aria-live={autoplay && !paused ? 'off' : 'polite'}
          style={{ height: '100%', transitionDuration: `${duration}ms` }}
        >
          {slides.map((child, i) => {
            const visible = i >= index && i < index + shown;
            return (
              <div
                key={i}
                className={s.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${count}`}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
              >
                {child}
              </div>
            );
          })}
        </div>
      </div>
      {arrows && canMove && (
        <>
          <IconButton
            className={s.arrow({ side: 'prev' })}
            variant="overlay"
            round
            label="上一张"
            icon={<ChevronLeft />}
            disabled={!loop && index === 0}
            onClick={() => go(index - 1)}
          />
          <IconButton
            className={s.arrow({ side: 'next' })}
            variant="overlay"
            round
            label="下一张"
            icon={<ChevronRight />}
            disabled={!loop && index === last}
            onClick={() => go(index + 1)}
          />
        </>
      )}
      {dots && canMove && (
        <ul className={s.dots}>
          {Array.from({ length: last + 1 }, (_, i) => (
            <li key={i}>
              <button
                type="button"
                className={s.dot({ active: i === index })}
                aria-label={`第 ${i + 1} 张`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
