import { style } from '@vanilla-extract/css';
import { focusRing, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const panel = style([
  root,
  { display: 'flex', flexDirection: 'column', gap: vars.space['2'] },
]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const channels = style([list, { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }]);

export const channel = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `${vars.space['1']} ${vars.space['3']}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    cursor: 'pointer',
    font: 'inherit',
    lineHeight: vars.lineHeight.body,
    selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
  },
]);

export const dot = style({
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#ffffff',
  fontSize: 11,
  fontWeight: vars.fontWeight.bold,
});

export const qrBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  textAlign: 'center',
});

export const qrHint = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const unavailable = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
