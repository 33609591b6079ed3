import { style } from '@vanilla-extract/css';
import { focusRing, list } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';

export const items = style([list, { display: 'flex', flexDirection: 'column' }]);

export const item = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['3'],
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
  minWidth: 0,
});

export const title = style([
  focusRing,
  {
    flex: 1,
    minWidth: 0,
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    color: vars.color.text,
    textAlign: 'left',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    selectors: {
      '&::before': { content: '"•"', color: vars.color.accent, marginRight: vars.space['2'] },
      '&:hover': { color: vars.color.accent },
    },
  },
]);

export const plainTitle = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const time = style({
  flex: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const skeletonRow = style({
  height: 22,
  margin: `${vars.space['2']} 0`,
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});

export const pager = style({ marginTop: vars.space['3'] });
