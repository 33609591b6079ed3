import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const blocks = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const html = style({ overflowWrap: 'anywhere' });

export const skeletonRow = style({
  height: 16,
  margin: `${vars.space['2']} 0`,
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});
