import { style } from '@vanilla-extract/css';
import { img, list } from '../../../theme/reset.css';
import { tile } from '../tile.css';
import { vars } from '../../../theme/vars.css';

export const grid = style([
  list,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
    gap: vars.space['4'],
  },
]);

export const card = style([
  tile,
  {
    selectors: {
      'button&': { cursor: 'pointer' },
      'button&:hover': { borderColor: vars.color.accent, boxShadow: vars.shadow.card },
    },
  },
]);

export const pic = style([
  img,
  { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.surfaceMuted },
]);

export const noPic = style({
  width: '100%',
  aspectRatio: '4 / 3',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  minWidth: 0,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const text = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const skeletonCard = style({
  height: 260,
  borderRadius: vars.radius.lg,
  background: vars.color.skeleton,
});

export const pager = style({ marginTop: vars.space['4'] });
