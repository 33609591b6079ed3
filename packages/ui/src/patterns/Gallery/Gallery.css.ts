import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { button, focusRing, img, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const gallery = style([
  root,
  { display: 'flex', flexDirection: 'column', gap: vars.space['2'] },
]);

export const stage = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: '#1f2329',
});

export const stageSkeleton = style({ width: '100%', aspectRatio: '4 / 3' });

export const stageButton = style([
  button,
  {
    display: 'block',
    width: '100%',
    height: '100%',
    cursor: 'zoom-in',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '-3px' },
    },
  },
]);

export const stageImage = style([img, { width: '100%', height: '100%', objectFit: 'contain' }]);

export const arrow = recipe({
  base: [
    button,
    focusRing,
    {
      position: 'absolute',
      top: '50%',
      transform: 'translateY(-50%)',
      width: 36,
      height: 36,
      borderRadius: vars.radius.full,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: 20,
      background: 'rgba(15, 23, 42, 0.6)',
      color: '#fff',
      selectors: { '&:hover': { background: 'rgba(15, 23, 42, 0.8)' } },
    },
  ],
  variants: {
    side: { left: { left: vars.space['2'] }, right: { right: vars.space['2'] } },
  },
});

export const counter = style({
  position: 'absolute',
  right: vars.space['2'],
  bottom: vars.space['2'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: 'rgba(15, 23, 42, 0.7)',
  color: '#fff',
  fontSize: vars.fontSize.xs,
  lineHeight: '22px',
  pointerEvents: 'none',
});

export const thumbs = style([
  list,
  {
    display: 'flex',
    gap: vars.space['2'],
    overflowX: 'auto',
    padding: 2,
    scrollbarWidth: 'thin',
  },
]);

export const thumb = recipe({
  base: [
    button,
    focusRing,
    {
      display: 'block',
      width: 72,
      height: 54,
      flex: '0 0 auto',
      borderRadius: vars.radius.sm,
      overflow: 'hidden',
      border: '2px solid transparent',
    },
  ],
  variants: {
    current: {
      true: { borderColor: vars.color.accent },
      false: { opacity: 0.75, selectors: { '&:hover': { opacity: 1 } } },
    },
  },
});

export const thumbImage = style([img, { width: '100%', height: '100%', objectFit: 'cover' }]);

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
