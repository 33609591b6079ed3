import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { button, focusRing, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const nav = style([root, { display: 'flex', justifyContent: 'center' }]);

export const items = style([
  list,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] },
]);

export const item = recipe({
  base: [
    button,
    focusRing,
    {
      minWidth: 32,
      height: 32,
      padding: `0 ${vars.space['2']}`,
      borderRadius: vars.radius.sm,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
      color: vars.color.text,
      fontSize: vars.fontSize.sm,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      selectors: {
        '&:hover:not(:disabled)': { borderColor: vars.color.accent, color: vars.color.accent },
        '&:disabled': { color: vars.color.textMuted, background: vars.color.surfaceMuted },
      },
    },
  ],
  variants: {
    current: {
      true: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { color: vars.color.onAccent } },
      },
      false: {},
    },
  },
});

export const gap = style({ minWidth: 24, textAlign: 'center', color: vars.color.textMuted });
