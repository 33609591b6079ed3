import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { button, focusRing, img, link, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const header = style([
  root,
  {
    background: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
  },
]);

export const inner = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `0 ${vars.space['4']}`,
  minHeight: 40,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
});

export const group = style([
  list,
  { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: `0 ${vars.space['4']}` },
]);

export const city = style([
  button,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    color: vars.color.text,
    selectors: { '&:hover': { color: vars.color.accent } },
  },
]);

export const textLink = style([
  link,
  focusRing,
  { color: vars.color.textSecondary, selectors: { '&:hover': { color: vars.color.accent } } },
]);

export const textButton = style([
  button,
  focusRing,
  { color: vars.color.textSecondary, selectors: { '&:hover': { color: vars.color.accent } } },
]);

export const greeting = style({ color: vars.color.text });

export const name = style({ color: vars.color.accent, fontWeight: vars.fontWeight.medium });

export const picker = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
  maxHeight: 320,
});

export const pickerColumn = style([
  list,
  {
    overflowY: 'auto',
    maxHeight: 300,
    borderRight: `1px solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderRight: 0 } },
  },
]);

export const pickerOption = recipe({
  base: [
    button,
    focusRing,
    {
      display: 'block',
      width: '100%',
      textAlign: 'left',
      padding: `${vars.space['1']} ${vars.space['2']}`,
      borderRadius: vars.radius.sm,
      selectors: { '&:hover': { background: vars.color.surfaceMuted } },
    },
  ],
  variants: {
    selected: {
      true: {
        color: vars.color.accent,
        fontWeight: vars.fontWeight.medium,
        background: vars.color.accentSoft,
      },
      false: {},
    },
  },
});

export const pickerTitle = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space['1']}`,
});

export const qr = style([img, { width: 120, height: 120 }]);

export const qrCaption = style({
  margin: `${vars.space['1']} 0 0`,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
});
