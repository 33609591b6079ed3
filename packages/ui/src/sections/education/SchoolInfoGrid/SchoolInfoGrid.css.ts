import { style } from '@vanilla-extract/css';
import { root } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';

export const wrap = style([root, { minWidth: 0, containerType: 'inline-size' }]);

export const intro = style({
  marginTop: vars.space['4'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const introTitle = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
