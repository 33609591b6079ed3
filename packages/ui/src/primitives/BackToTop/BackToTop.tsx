import { useEffect, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { ArrowUp } from '../../internal/icons';
import { cx } from '../../internal/cx';
import { root } from '../../theme/reset.css';
import * as s from './BackToTop.css';

export interface BackToTopProps {
  /** Scroll distance in px after which the button appears. Default 1000 (the spec). */
  threshold?: number;
  /** Element that scrolls; default the window. */
  target?: HTMLElement | null;
  /** Accessible label. Default `返回顶部`. */
  label?: string;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** A fixed button that appears after `threshold` px of scroll and scrolls back to the top. */
export function BackToTop({
  threshold = 1000,
  target,
  label = '返回顶部',
  className,
}: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const source: HTMLElement | Window = target ?? window;
    const read = () => (target ? target.scrollTop : window.scrollY);
    const onScroll = () => setVisible(read() > threshold);
    onScroll();
    source.addEventListener('scroll', onScroll, { passive: true });
    return () => source.removeEventListener('scroll', onScroll);
  }, [target, threshold]);

  if (!visible) return null;
  return (
    <div className={cx(root, s.wrap, className)}>
      <IconButton
        label={label}
        icon={<ArrowUp />}
        variant="solid"
        size="lg"
        round
        onClick={() =>
          (target ?? window).scrollTo({
            top: 0,
            behavior: prefersReducedMotion() ? 'auto' : 'smooth',
          })
        }
      />
    </div>
  );
}
