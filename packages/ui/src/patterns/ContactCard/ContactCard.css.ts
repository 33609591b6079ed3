import { style } from '@vanilla-extract/css';
import { base, img, link, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const card = style([
  root,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['4'],
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
  },
]);

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const avatar = style([
  img,
  { width: 48, height: 48, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 },
]);

export const avatarFallback = style({
  width: 48,
  height: 48,
  flexShrink: 0,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accentActive,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
});

export const who = style({ minWidth: 0 });

export const name = style([
  base,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.medium,
    overflowWrap: 'anywhere',
  },
]);

export const role = style({
  flexShrink: 0,
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  lineHeight: '18px',
});

export const meta = style([base, { color: vars.color.textMuted, fontSize: vars.fontSize.sm }]);

export const phoneRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const phone = style([
  link,
  {
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.04em',
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const phoneLink = style([phone, { selectors: { '&:hover': { color: vars.color.accent } } }]);

export const error = style([base, { color: vars.color.danger, fontSize: vars.fontSize.sm }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
