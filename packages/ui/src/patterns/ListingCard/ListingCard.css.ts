import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { base, link as linkReset, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: [
    root,
    {
      position: 'relative',
      display: 'flex',
      overflow: 'hidden',
      height: '100%',
      background: vars.color.surface,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.card,
      transition: `box-shadow ${vars.duration.fast}`,
      selectors: {
        '&:hover': { boxShadow: vars.shadow.popover },
        '&:focus-within': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 },
      },
    },
  ],
  variants: {
    layout: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', alignItems: 'stretch' },
    },
  },
});

export const cover = recipe({
  base: {
    position: 'relative',
    flexShrink: 0,
    overflow: 'hidden',
    background: vars.color.skeleton,
  },
  variants: {
    layout: {
      vertical: { width: '100%' },
      horizontal: { width: '38%', maxWidth: 220, alignSelf: 'flex-start' },
    },
  },
});

export const coverSkeleton = recipe({
  base: { borderRadius: 0, aspectRatio: '4 / 3' },
  variants: {
    layout: { vertical: { width: '100%' }, horizontal: { width: '38%', maxWidth: 220 } },
  },
});

export const badge = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: 1,
  minWidth: 0,
  padding: vars.space['3'],
});

export const title = style([
  base,
  {
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
]);

/** The title link covers the whole card (one link per card for screen readers). */
export const link = style([
  linkReset,
  {
    outline: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0 },
      '&:hover': { color: vars.color.accent },
    },
  },
]);

export const tags = style([list, { display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] }]);

export const tag = style({
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.accentActive,
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
});

export const meta = style([
  base,
  {
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
]);

export const priceLine = style([
  base,
  {
    display: 'flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    gap: vars.space['1'],
    marginTop: 'auto',
  },
]);

export const price = style({
  color: vars.color.price,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const priceUnit = style({ color: vars.color.price, fontSize: vars.fontSize.sm });

export const priceNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** Above the stretched link, so its buttons get their own clicks. */
export const footer = style({ position: 'relative', zIndex: 1, marginTop: vars.space['2'] });
