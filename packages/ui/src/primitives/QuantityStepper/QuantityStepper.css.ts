import { style } from '@vanilla-extract/css';
import { button, focusRing, input, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const stepper = style([
  root,
  {
    display: 'inline-flex',
    alignItems: 'stretch',
    height: 32,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    overflow: 'hidden',
    background: vars.color.surface,
  },
]);

export const step = style([
  button,
  focusRing,
  {
    width: 32,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.accent },
      '&:disabled': { color: vars.color.borderStrong },
      '&:focus-visible': { outlineOffset: -2 },
    },
  },
]);

export const value = style([
  input,
  {
    width: 48,
    textAlign: 'center',
    borderLeft: `1px solid ${vars.color.border}`,
    borderRight: `1px solid ${vars.color.border}`,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
    outline: 'none',
  },
]);
