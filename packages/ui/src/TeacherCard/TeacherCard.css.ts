import { style } from '@vanilla-extract/css';
import { focusRing, img, link, root } from '../theme/reset.css';
import { vars } from '../theme/vars.css';

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

export const photo = style([
  img,
  {
    flex: 'none',
    width: 64,
    height: 80,
    objectFit: 'cover',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
  },
]);

export const noPhoto = style({
  flex: 'none',
  width: 64,
  height: 80,
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
