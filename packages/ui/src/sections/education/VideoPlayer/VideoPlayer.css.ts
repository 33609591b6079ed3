import { style } from '@vanilla-extract/css';
import { input as resetInput, root } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';

export const player = style([
  root,
  {
    display: 'flex',
    flexDirection: 'column',
    background: '#000',
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    width: '100%',
    selectors: { '&:fullscreen': { borderRadius: 0 } },
  },
]);

export const stage = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: '#000',
  selectors: { [`${player}:fullscreen &`]: { flex: 1, aspectRatio: 'auto' } },
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: '#000',
});

export const message = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  color: '#ffffff',
  fontSize: vars.fontSize.lg,
  textAlign: 'center',
  background: 'rgba(0, 0, 0, 0.72)',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: '#16181d',
  color: '#ffffff',
});

export const control = style({
  color: '#ffffff',
  borderColor: 'rgba(255, 255, 255, 0.45)',
  background: 'transparent',
  selectors: {
    '&:hover:not(:disabled)': { background: 'rgba(255, 255, 255, 0.16)', color: '#ffffff' },
  },
});

export const seek = style([
  resetInput,
  {
    flex: '1 1 120px',
    minWidth: 80,
    height: 24,
    accentColor: vars.color.accent,
    cursor: 'pointer',
    appearance: 'auto',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.5 } },
  },
]);

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  color: '#e5e7eb',
});

export const skeleton = style({
  aspectRatio: '16 / 9',
  background: vars.color.skeleton,
  borderRadius: vars.radius.lg,
});
