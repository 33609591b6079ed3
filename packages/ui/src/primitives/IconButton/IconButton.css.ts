import { recipe } from '@vanilla-extract/recipes';
import { button, focusRing } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const iconButton = recipe({
  base: [
    button,
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      lineHeight: 1,
      transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
      selectors: { '&:disabled': { opacity: 0.5 } },
    },
  ],
  variants: {
    variant: {
      ghost: {
        color: vars.color.textSecondary,
        background: 'transparent',
        selectors: {
          '&:hover:not(:disabled)': {
            background: vars.color.surfaceMuted,
            color: vars.color.accent,
          },
        },
      },
      solid: {
        color: vars.color.onAccent,
        background: vars.color.accent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      outline: {
        color: vars.color.textSecondary,
        background: vars.color.surface,
        border: `1px solid ${vars.color.borderStrong}`,
        selectors: {
          '&:hover:not(:disabled)': { borderColor: vars.color.accent, color: vars.color.accent },
        },
      },
      overlay: {
        color: '#fff',
        background: 'rgba(0, 0, 0, 0.55)',
        selectors: { '&:hover:not(:disabled)': { background: 'rgba(0, 0, 0, 0.75)' } },
      },
    },
    size: {
      sm: { width: 28, height: 28, fontSize: 14 },
      md: { width: 36, height: 36, fontSize: 18 },
      lg: { width: 44, height: 44, fontSize: 22 },
    },
    round: {
      true: { borderRadius: vars.radius.full },
      false: { borderRadius: vars.radius.md },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md', round: false },
});
