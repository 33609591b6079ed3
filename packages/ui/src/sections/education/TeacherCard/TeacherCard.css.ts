import { style } from '@vanilla-extract/css';
import { focusRing, img, link, root } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';

export const card = style([
  root,
  {
    display: 'flex',
    gap: vars.space['3'],
    alignItems: 'center',
    padding: vars.space['3'],
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    minWidth: 0,
    maxWidth: '100%',
  },
]);

export const interactive = style([
  link,
  focusRing,
  {
    cursor: 'pointer',
    textAlign: 'left',
    width: '100%',
    transition: `border-color ${vars.duration.fast}`,
    selectors: { '&:hover': { borderColor: vars.color.accent } },
  },
]);

// Photo sizes follow the space scale so a host that rescales `--wz-space-*` (the embed) rescales them too.
const photoCompact = {
  width: `calc(${vars.space['4']} * 4)`,
  height: `calc(${vars.space['4']} * 5)`,
};

export const photo = style([
  img,
  {
    flex: 'none',
    ...photoCompact,
    objectFit: 'cover',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
  },
]);

export const noPhoto = style({
  flex: 'none',
  ...photoCompact,
  borderRadius: vars.radius.md,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accentActive,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  flex: 1,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const title = style({
  marginLeft: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.accentActive,
});

export const line = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const skeletonBlock = style({
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
});

/** `size="full"`: a bigger photo and a row of stats under it. */
export const full = style({
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  alignContent: 'flex-start',
  padding: vars.space['4'],
});

export const photoFull = style({
  width: `calc(${vars.space['4']} * 6)`,
  height: `calc(${vars.space['4']} * 7.5)`,
});

export const stats = style({
  display: 'flex',
  flexBasis: '100%',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: 0,
  flex: 1,
});

export const statValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const statLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const message = style({
  margin: 0,
  flex: 1,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});
