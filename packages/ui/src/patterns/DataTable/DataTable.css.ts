import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { base, button, focusRing, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const wrap = style([
  root,
  { display: 'flex', flexDirection: 'column', gap: vars.space['3'], containerType: 'inline-size' },
]);

/** Narrower than this, rows become cards (a phone, a narrow column): no squeezed columns, no sideways scroll. */
const cards = '(max-width: 640px)';

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
  '@container': { [cards]: { overflowX: 'visible', border: 0, background: 'transparent' } },
});

export const table = style([
  base,
  {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.sm,
    '@container': { [cards]: { display: 'block' } },
  },
]);

/** thead / tbody: blocks in the card layout. */
export const section = style({ '@container': { [cards]: { display: 'block' } } });

/** The header row: on cards, one line holding select-all and the sort buttons. */
export const headRow = style({
  '@container': {
    [cards]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], marginBottom: vars.space['2'] },
  },
});


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
    '@container': {
      [cards]: { display: 'flex', gap: vars.space['2'], padding: `${vars.space['1']} 0`, border: 0, textAlign: 'start' },
    },
  },
  variants: {
    head: {
      true: {
        background: vars.color.surfaceMuted,
        fontWeight: vars.fontWeight.medium,
        color: vars.color.textSecondary,
        whiteSpace: 'nowrap',
        '@container': { [cards]: { background: 'transparent', padding: `${vars.space['1']} ${vars.space['2']}` } },
      },
      false: {},
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    /** Its place on a card: the title line, the actions under it, or left out. Default: label · value. */
    card: {
      field: {
        '@container': {
          [cards]: {
            selectors: {
              '&::before': { content: 'attr(data-label)', flex: '0 0 4.5em', color: vars.color.textSecondary },
            },
          },
        },
      },
      title: { '@container': { [cards]: { fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.md, paddingRight: 36 } } },
      actions: {
        '@container': {
          [cards]: {
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            marginTop: vars.space['2'],
            paddingTop: vars.space['2'],
            borderTop: `1px solid ${vars.color.border}`,
          },
        },
      },
      hidden: { '@container': { [cards]: { display: 'none' } } },
    },
  },
  defaultVariants: { head: false, align: 'start' },
});

export const checkCell = style({ width: 44, paddingRight: 0 });
/** A header with nothing to do on cards (no sort): its title is beside each value instead. */
// After `cell`: it overrides the cell's own display on cards.
export const headPlain = style({ '@container': { [cards]: { display: 'none' } } });

/** A row's checkbox sits in the card's top corner. */
export const rowCheck = style({
  '@container': { [cards]: { position: 'absolute', top: vars.space['3'], right: vars.space['3'], width: 'auto', padding: 0 } },
});

export const row = recipe({
  base: {
    '@container': {
      [cards]: {
        display: 'block',
        position: 'relative',
        padding: vars.space['3'],
        marginBottom: vars.space['2'],
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        background: vars.color.surface,
      },
    },
  },
  variants: {
    selected: {
      // the card's own background is set in the container query too: this one must win there as well
      true: { background: vars.color.accentSoft, '@container': { [cards]: { background: vars.color.accentSoft } } },
      false: {},
    },
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
