import { style } from '@vanilla-extract/css';
import { list, root } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';

export const bar = style([
  root,
  list,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['2'],
    padding: vars.space['3'],
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  },
]);

export const item = style({ display: 'flex' });

export const active = style({
  background: vars.color.accentSoft,
  color: vars.color.accentActive,
  borderColor: vars.color.accent,
});

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
});

export const skeleton = style({
  height: 58,
  borderRadius: vars.radius.lg,
  background: vars.color.skeleton,
});
