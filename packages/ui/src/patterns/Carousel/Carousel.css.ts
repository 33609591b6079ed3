import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { base, button, focusRing, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';
import { PHONE_QUERY } from '../../internal/media';

export const carousel = style([
  root,
  { position: 'relative', overflow: 'hidden', borderRadius: 'inherit' },
]);

export const viewport = style([base, { overflow: 'hidden', touchAction: 'pan-y' }]);

// Set inline by Carousel.tsx; the phone query swaps in the narrow count.
const perView = 'var(--wz-carousel-per-view)';
const gap = 'var(--wz-carousel-gap)';
const slideWidth = `calc((100% - ${gap} * (${perView} - 1)) / ${perView})`;

export const track = style([
  base,
  {
    display: 'flex',
    gap,
    transform: `translateX(calc(var(--wz-carousel-index) * -1 * (${slideWidth} + ${gap})))`,
    transitionProperty: 'transform',
    transitionTimingFunction: 'ease',
    willChange: 'transform',
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: '0s !important' },
      [PHONE_QUERY]: { vars: { '--wz-carousel-per-view': 'var(--wz-carousel-per-view-narrow)' } },
    },
  },
]);

export const slide = style([
  base,
  { flexShrink: 0, minWidth: 0, position: 'relative', width: slideWidth, flexBasis: slideWidth },
]);

export const arrow = recipe({
  base: { position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1 },
  variants: { side: { prev: { left: vars.space['3'] }, next: { right: vars.space['3'] } } },
});

export const dots = style([
  list,
  {
    position: 'absolute',
    bottom: vars.space['3'],
    left: 0,
    right: 0,
    display: 'flex',
    justifyContent: 'center',
    gap: vars.space['2'],
    zIndex: 1,
  },
]);

export const dot = recipe({
  base: [
    button,
    focusRing,
    {
      width: 24,
      height: 24,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      selectors: {
        '&::before': {
          content: '""',
          width: 8,
          height: 8,
          borderRadius: vars.radius.full,
          background: 'rgba(255,255,255,0.6)',
          boxShadow: '0 0 0 1px rgba(0,0,0,0.25)',
          transition: `width ${vars.duration.normal}`,
        },
      },
    },
  ],
  variants: {
    active: {
      true: { selectors: { '&::before': { width: 20, background: '#fff' } } },
      false: {},
    },
  },
});
