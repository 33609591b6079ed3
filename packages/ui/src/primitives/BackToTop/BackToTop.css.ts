import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const wrap = style({
  position: 'fixed',
  right: vars.space['6'],
  bottom: vars.space['10'],
  zIndex: vars.zIndex.sticky,
  boxShadow: vars.shadow.popover,
  borderRadius: vars.radius.full,
});
