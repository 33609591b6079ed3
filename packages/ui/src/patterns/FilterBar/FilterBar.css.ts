import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { button, focusRing, input, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const bar = style([
  root,
  {
    display: 'block',
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    padding: `${vars.space['1']} ${vars.space['4']}`,
  },
]);

/** Label column and options column, so every row's options start at the same place. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '4.5em minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space['3'],
  paddingBlock: vars.space['2'],
  borderBottom: `1px dashed ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const label = style({ color: vars.color.textSecondary, lineHeight: '28px' });

export const options = style([
  list,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space['1']} ${vars.space['2']}`,
    minWidth: 0,
  },
]);

export const option = recipe({
  base: [
    button,
    focusRing,
    {
      padding: `0 ${vars.space['3']}`,
      height: 28,
      borderRadius: vars.radius.sm,
      border: '1px solid transparent',
      color: vars.color.text,
      whiteSpace: 'nowrap',
      selectors: { '&:hover': { color: vars.color.accent } },
    },
  ],
  variants: {
    selected: { true: {}, false: {} },
    multi: { true: {}, false: {} },
  },
  compoundVariants: [
    {
      variants: { selected: true, multi: false },
      style: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover': { color: vars.color.onAccent } },
      },
    },
    {
      // Multi choices look like toggled tags, so they read as "any number of these".
      variants: { selected: true, multi: true },
      style: {
        background: vars.color.accentSoft,
        borderColor: vars.color.accent,
        color: vars.color.accentActive,
      },
    },
  ],
  defaultVariants: { selected: false, multi: false },
});

export const rangeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

export const custom = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textSecondary,
});

export const number = style([
  input,
  focusRing,
  {
    width: '5.5em',
    height: 28,
    padding: `0 ${vars.space['2']}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    selectors: { '&::placeholder': { color: vars.color.textMuted } },
  },
]);

export const unit = style({ fontSize: vars.fontSize.sm });

export const apply = style([
  button,
  focusRing,
  {
    height: 28,
    padding: `0 ${vars.space['3']}`,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.accent}`,
    color: vars.color.accent,
    fontSize: vars.fontSize.sm,
    selectors: { '&:hover': { background: vars.color.accentSoft } },
  },
]);

export const moreRow = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space['1']} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const moreButton = style([
  button,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    color: vars.color.accent,
    fontSize: vars.fontSize.sm,
    borderRadius: vars.radius.sm,
    padding: `0 ${vars.space['2']}`,
  },
]);

export const chevron = recipe({
  base: { display: 'inline-flex', transition: `transform ${vars.duration.fast}` },
  variants: { up: { true: { transform: 'rotate(180deg)' }, false: {} } },
});

export const chipsRow = style([
  row,
  { gridTemplateColumns: '4.5em minmax(0, 1fr) auto', borderBottom: 0 },
]);

export const chips = style([list, { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }]);

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  height: 28,
  padding: `0 ${vars.space['1']} 0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.accentActive,
  fontSize: vars.fontSize.sm,
  maxWidth: '100%',
});

export const chipRemove = style([
  button,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 20,
    height: 20,
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { background: 'rgba(23, 99, 212, 0.16)' } },
  },
]);

export const reset = style([
  button,
  focusRing,
  {
    lineHeight: '28px',
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.sm,
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.accent } },
  },
]);
