import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { button as resetButton, focusRing } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: [
    resetButton,
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.medium,
      whiteSpace: 'nowrap',
      borderRadius: vars.radius.md,
      border: '1px solid transparent',
      transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
      userSelect: 'none',
      selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55 } },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.accentHover },
          '&:active:not(:disabled)': { background: vars.color.accentActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled)': { borderColor: vars.color.accent, color: vars.color.accent },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.accent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentSoft } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      },
      link: {
        background: 'transparent',
        color: vars.color.accent,
        padding: 0,
        height: 'auto',
        selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' } },
      },
    },
    size: {
      sm: { height: 28, padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.sm },
      md: { height: 36, padding: `0 ${vars.space['4']}`, fontSize: vars.fontSize.md },
      lg: { height: 44, padding: `0 ${vars.space['6']}`, fontSize: vars.fontSize.lg },
    },
    block: {
      true: { display: 'flex', width: '100%' },
    },
  },
  compoundVariants: [
    { variants: { variant: 'link', size: 'sm' }, style: { padding: 0, height: 'auto' } },
    { variants: { variant: 'link', size: 'md' }, style: { padding: 0, height: 'auto' } },
    { variants: { variant: 'link', size: 'lg' }, style: { padding: 0, height: 'auto' } },
  ],
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
});
