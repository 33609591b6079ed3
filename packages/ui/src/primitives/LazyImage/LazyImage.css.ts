import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { base, img } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const frame = style([
  base,
  {
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    background: vars.color.skeleton,
    borderRadius: 'inherit',
  },
]);

export const image = recipe({
  base: [img, { width: '100%', height: '100%', transition: `opacity ${vars.duration.normal}` }],
  variants: {
    loaded: { true: { opacity: 1 }, false: { opacity: 0 } },
    fit: { cover: { objectFit: 'cover' }, contain: { objectFit: 'contain' } },
  },
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  background: vars.color.surfaceMuted,
});
