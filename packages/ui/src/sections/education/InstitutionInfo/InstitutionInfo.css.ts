import { style } from '@vanilla-extract/css';
import { root } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';

export const wrap = style([
  root,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    containerType: 'inline-size',
  },
]);

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: `0 0 ${vars.space['3']}`,
});
