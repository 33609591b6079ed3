import { style } from '@vanilla-extract/css';
import { focusRing, img, list } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';

export const gifts = style([
  list,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
    gap: vars.space['2'],
    margin: `0 0 ${vars.space['4']}`,
    border: 0,
    padding: 0,
    minWidth: 0,
  },
]);

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
});

export const gift = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  textAlign: 'center',
  background: vars.color.surface,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.accent}`,
      outlineOffset: '2px',
    },
  },
});

export const radio = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
});

export const giftPic = style([img, { width: 48, height: 48, objectFit: 'contain' }]);

export const giftName = style({
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.tight,
});

export const giftPrice = style({
  color: vars.color.price,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginBottom: vars.space['3'],
});

export const total = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.md,
});

export const totalValue = style({
  color: vars.color.price,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const agreement = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
});

export const checkbox = style([
  focusRing,
  { width: 16, height: 16, margin: 0, accentColor: vars.color.accent },
]);

export const agreementLink = style([
  focusRing,
  {
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.color.accent,
    cursor: 'pointer',
    font: 'inherit',
    textDecoration: 'underline',
  },
]);

export const hint = style({
  margin: `${vars.space['1']} 0 0`,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
});

export const giftSkeleton = style({
  height: 104,
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
});
