import { style } from '@vanilla-extract/css';
import { button, focusRing, input, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const form = style([
  root,
  {
    display: 'flex',
    alignItems: 'stretch',
    height: 40,
    width: '100%',
    maxWidth: 560,
    border: `2px solid ${vars.color.accent}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    overflow: 'hidden',
  },
]);

export const field = style([
  input,
  {
    flex: 1,
    minWidth: 0,
    padding: `0 ${vars.space['3']}`,
    fontSize: vars.fontSize.md,
    color: vars.color.text,
    outline: 'none',
    selectors: { '&::placeholder': { color: vars.color.textMuted } },
  },
]);

export const submit = style([
  button,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `0 ${vars.space['5']}`,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&:hover': { background: vars.color.accentHover },
      '&:focus-visible': { outlineColor: vars.color.onAccent, outlineOffset: -4 },
    },
  },
]);
