import { style } from '@vanilla-extract/css';
import { focusRing, img, list, root } from '../../../theme/reset.css';
import { tile } from '../tile.css';
import { vars } from '../../../theme/vars.css';

export const wrap = style([
  root,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    minWidth: 0,
    containerType: 'inline-size',
  },
]);

export const views = style({ display: 'flex', gap: vars.space['1'], flex: 'none' });

export const listView = style([list, { display: 'flex', flexDirection: 'column' }]);

export const cardView = style([
  list,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))',
    gap: vars.space['4'],
  },
]);

export const item = style([
  focusRing,
  {
    display: 'flex',
    gap: vars.space['3'],
    width: '100%',
    padding: `${vars.space['3']} 0`,
    border: 0,
    borderBottom: `1px solid ${vars.color.border}`,
    background: 'none',
    font: 'inherit',
    color: vars.color.text,
    textAlign: 'left',
    cursor: 'pointer',
  },
]);

export const cardItem = style([
  tile,
  {
    cursor: 'pointer',
    selectors: { '&:hover': { borderColor: vars.color.accent } },
  },
]);

export const cover = style({
  position: 'relative',
  flex: 'none',
  width: 160,
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  '@container': { '(max-width: 420px)': { width: 112 } },
  selectors: { [`${cardItem} &`]: { width: '100%', borderRadius: 0 } },
});

export const coverImg = style([img, { width: '100%', height: '100%', objectFit: 'cover' }]);

export const duration = style({
  position: 'absolute',
  right: 4,
  bottom: 4,
  padding: '0 6px',
  borderRadius: vars.radius.sm,
  background: 'rgba(0, 0, 0, 0.75)',
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  flex: 1,
  selectors: { [`${cardItem} &`]: { padding: vars.space['3'] } },
});

export const title = style({
  fontWeight: vars.fontWeight.medium,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  selectors: { [`${item}:hover &`]: { color: vars.color.accent } },
});

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const price = style({ color: vars.color.price, fontWeight: vars.fontWeight.bold });

export const free = style({ color: vars.color.success });

export const badge = style({
  display: 'inline-block',
  marginRight: vars.space['1'],
  padding: '0 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  verticalAlign: 'middle',
});

export const skeletonRow = style({
  height: 90,
  margin: `${vars.space['2']} 0`,
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
});
