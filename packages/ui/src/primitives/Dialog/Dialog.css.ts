import { keyframes, style } from '@vanilla-extract/css';
import { base, button, focusRing } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style([
  base,
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.dialog,
    background: vars.color.overlay,
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    padding: `10vh ${vars.space['4']} ${vars.space['4']}`,
    overflowY: 'auto',
    animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  },
]);

export const panel = style([
  base,
  {
    position: 'relative',
    width: '100%',
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.dialog,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '80vh',
    outline: 'none',
    animation: `${rise} ${vars.duration.normal} ease-out`,
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style([
  base,
  {
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  },
]);

export const close = style([
  button,
  focusRing,
  {
    width: 32,
    height: 32,
    marginRight: `calc(-1 * ${vars.space['2']})`,
    borderRadius: vars.radius.sm,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 20,
    color: vars.color.textSecondary,
    selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
  },
]);

export const body = style({
  padding: `${vars.space['4']} ${vars.space['5']}`,
  overflowY: 'auto',
  flex: '1 1 auto',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['5']} ${vars.space['4']}`,
});
