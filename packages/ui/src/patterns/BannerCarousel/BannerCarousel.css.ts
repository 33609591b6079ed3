import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { base, button, focusRing, img, link, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const banner = style([root, { position: 'relative' }]);

export const frame = style({
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.skeleton,
});

export const item = style([
  base,
  {
    position: 'relative',
    display: 'block',
    width: '100%',
    height: '100%',
    overflow: 'hidden',
    borderRadius: 'inherit',
  },
]);

export const itemLink = style([
  link,
  focusRing,
  { selectors: { '&:focus-visible': { outlineOffset: -3 } } },
]);
export const itemButton = style([
  button,
  focusRing,
  { textAlign: 'left', selectors: { '&:focus-visible': { outlineOffset: -3 } } },
]);

export const cover = style([img, { width: '100%', height: '100%', objectFit: 'cover' }]);

export const title = recipe({
  base: {
    position: 'absolute',
    maxWidth: '80%',
    padding: `${vars.space['2']} ${vars.space['4']}`,
    lineHeight: vars.lineHeight.tight,
    fontWeight: vars.fontWeight.bold,
    textShadow: '0 1px 3px rgba(0,0,0,0.6)',
    color: '#fff',
    pointerEvents: 'none',
    overflowWrap: 'anywhere',
  },
  variants: {
    pos: {
      'top-left': { top: vars.space['4'], left: vars.space['4'] },
      'top-center': {
        top: vars.space['4'],
        left: '50%',
        transform: 'translateX(-50%)',
        textAlign: 'center',
      },
      'top-right': { top: vars.space['4'], right: vars.space['4'], textAlign: 'right' },
      'bottom-left': { bottom: vars.space['8'], left: vars.space['4'] },
      'bottom-center': {
        bottom: vars.space['8'],
        left: '50%',
        transform: 'translateX(-50%)',
        textAlign: 'center',
      },
      'bottom-right': { bottom: vars.space['8'], right: vars.space['4'], textAlign: 'right' },
      center: { top: '50%', left: '50%', transform: 'translate(-50%, -50%)', textAlign: 'center' },
    },
  },
});

export const play = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 56,
  height: 56,
  borderRadius: '50%',
  background: 'rgba(0,0,0,0.55)',
  color: '#fff',
  fontSize: 28,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingLeft: 4,
});

export const controls = style({
  position: 'absolute',
  right: vars.space['3'],
  top: vars.space['3'],
  display: 'flex',
  gap: vars.space['2'],
  zIndex: 2,
});

export const video = style({ display: 'block', width: '100%', height: 400, background: '#000' });
