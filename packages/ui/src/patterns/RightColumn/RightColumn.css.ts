import { style } from '@vanilla-extract/css';
import { base, focusRing, img, link, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const column = style([
  root,
  { display: 'flex', flexDirection: 'column', gap: vars.space['4'], width: '100%', maxWidth: 300 },
]);

export const card = style([
  base,
  {
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    overflow: 'hidden',
  },
]);

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style([
  base,
  {
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    borderLeft: `3px solid ${vars.color.accent}`,
    paddingLeft: vars.space['2'],
  },
]);

export const more = style([
  link,
  focusRing,
  {
    fontSize: vars.fontSize.sm,
    color: vars.color.textSecondary,
    selectors: { '&:hover': { color: vars.color.accent } },
  },
]);

export const body = style({ padding: `${vars.space['2']} ${vars.space['4']} ${vars.space['3']}` });

export const items = style([list]);

export const item = style({
  selectors: { '& + &': { borderTop: `1px dashed ${vars.color.border}` } },
});

export const itemLink = style([
  link,
  focusRing,
  {
    display: 'flex',
    gap: vars.space['3'],
    alignItems: 'center',
    padding: `${vars.space['2']} 0`,
    color: vars.color.text,
    selectors: { '&:hover': { color: vars.color.accent } },
  },
]);

export const thumb = style([
  img,
  { width: 64, height: 48, objectFit: 'cover', borderRadius: vars.radius.sm, flexShrink: 0 },
]);

export const itemText = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const slide = style([
  link,
  focusRing,
  { display: 'block', position: 'relative', height: '100%' },
]);

export const slideImg = style([img, { width: '100%', height: '100%', objectFit: 'cover' }]);

export const slideTitle = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: `${vars.space['4']} ${vars.space['3']} ${vars.space['10']}`,
  color: '#fff',
  fontSize: vars.fontSize.sm,
  background: 'linear-gradient(transparent, rgba(0,0,0,0.7))',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
