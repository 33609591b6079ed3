import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { base } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

const slideDown = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style([
  base,
  {
    position: 'fixed',
    top: vars.space['5'],
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['2'],
    width: 'max-content',
    maxWidth: 'calc(100vw - 32px)',
    pointerEvents: 'none',
  },
]);

export const toast = recipe({
  base: [
    base,
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space['2'],
      padding: `${vars.space['2']} ${vars.space['4']}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      boxShadow: vars.shadow.popover,
      borderLeft: '4px solid',
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.body,
      color: vars.color.text,
      pointerEvents: 'auto',
      animation: `${slideDown} ${vars.duration.normal} ease-out`,
    },
  ],
  variants: {
    type: {
      success: { borderLeftColor: vars.color.success },
      warning: { borderLeftColor: vars.color.warning },
      error: { borderLeftColor: vars.color.danger },
      info: { borderLeftColor: vars.color.info },
    },
  },
});

export const icon = recipe({
  base: {
    flexShrink: 0,
    width: 18,
    height: 18,
    marginTop: 3,
    borderRadius: '50%',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 12,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    color: vars.color.onAccent,
  },
  variants: {
    type: {
      success: { background: vars.color.success },
      warning: { background: vars.color.warning },
      error: { background: vars.color.danger },
      info: { background: vars.color.info },
    },
  },
});
