import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { base, button, focusRing, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const wrap = style([
  root,
  { display: 'flex', flexDirection: 'column', gap: vars.space['3'] },
]);

export const batchBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  fontSize: vars.fontSize.sm,
});

export const batchCount = style({ marginRight: 'auto', color: vars.color.text });

export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const table = style([
  base,
  { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm },
]);

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space['3']} ${vars.space['4']} 0`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const cell = recipe({
  base: {
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    selectors: { 'tbody > tr:last-child > &': { borderBottom: 0 } },
  },
  variants: {
    head: {
      true: {
        background: vars.color.surfaceMuted,
        fontWeight: vars.fontWeight.medium,
        color: vars.color.textSecondary,
        whiteSpace: 'nowrap',
      },
      false: {},
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { head: false, align: 'start' },
});

export const checkCell = style({ width: 44, paddingRight: 0 });

export const row = recipe({
  variants: {
    selected: { true: { background: vars.color.accentSoft }, false: {} },
  },
});

export const sortButton = style([
  button,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    fontWeight: 'inherit',
    color: 'inherit',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.accent } },
  },
]);

export const sortIcon = recipe({
  base: { display: 'inline-flex', fontSize: vars.fontSize.xs },
  variants: {
    active: { true: { color: vars.color.accent }, false: { color: vars.color.textMuted } },
  },
});

export const checkbox = style({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  verticalAlign: 'middle',
});

export const emptyCell = style({ padding: 0 });
