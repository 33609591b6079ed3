import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { base, button, focusRing, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const tabs = style([root]);

export const list = style([
  base,
  {
    display: 'flex',
    gap: vars.space['1'],
    borderBottom: `1px solid ${vars.color.border}`,
    overflowX: 'auto',
    scrollbarWidth: 'none',
  },
]);

export const tab = recipe({
  base: [
    button,
    focusRing,
    {
      position: 'relative',
      padding: `${vars.space['2']} ${vars.space['4']}`,
      fontSize: vars.fontSize.md,
      color: vars.color.textSecondary,
      whiteSpace: 'nowrap',
      selectors: {
        '&:hover:not(:disabled)': { color: vars.color.accent },
        '&:disabled': { color: vars.color.textMuted, opacity: 0.7 },
      },
    },
  ],
  variants: {
    selected: {
      true: {
        color: vars.color.accent,
        fontWeight: vars.fontWeight.medium,
        selectors: {
          '&::after': {
            content: '""',
            position: 'absolute',
            left: vars.space['3'],
            right: vars.space['3'],
            bottom: -1,
            height: 2,
            borderRadius: 1,
            background: vars.color.accent,
          },
        },
      },
      false: {},
    },
  },
});

export const panel = style([base, { paddingTop: vars.space['4'], outline: 'none' }]);
