import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { button, focusRing, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const filter = style([
  root,
  {
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    padding: `${vars.space['2']} ${vars.space['4']}`,
  },
]);

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['2']} 0`,
  selectors: { '& + &': { borderTop: `1px dashed ${vars.color.border}` } },
});

export const label = style({
  flexShrink: 0,
  width: '5em',
  color: vars.color.textSecondary,
  lineHeight: '28px',
});

export const options = style([
  list,
  { display: 'flex', flexWrap: 'wrap', gap: `${vars.space['1']} ${vars.space['2']}`, minWidth: 0 },
]);

/** One line that scrolls sideways (layout="scroll"); the row keeps the height of one option. */
export const optionsScroll = style([
  list,
  {
    display: 'flex',
    flexWrap: 'nowrap',
    gap: vars.space['2'],
    minWidth: 0,
    overflowX: 'auto',
    // Room for the focus ring inside the scroll box, without changing the row's height.
    padding: 4,
    margin: -4,
    scrollbarWidth: 'none',
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  },
]);

/** Label placeholder, centred on the 28 px line like the label text. */
export const bone = style({ display: 'inline-block', verticalAlign: 'middle' });

export const option = recipe({
  base: [
    button,
    focusRing,
    {
      padding: `0 ${vars.space['3']}`,
      height: 28,
      borderRadius: vars.radius.sm,
      color: vars.color.text,
      whiteSpace: 'nowrap',
      selectors: { '&:hover': { color: vars.color.accent } },
    },
  ],
  variants: {
    selected: {
      true: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover': { color: vars.color.onAccent } },
      },
      false: {},
    },
  },
});
