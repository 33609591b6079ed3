import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { button as resetButton, focusRing, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: [
    root,
    resetButton,
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['1'],
      whiteSpace: 'nowrap',
      border: `1px solid ${vars.color.borderStrong}`,
      background: vars.color.surface,
      color: vars.color.textSecondary,
      transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
      selectors: {
        '&:hover': { borderColor: vars.color.danger, color: vars.color.danger },
        '&[aria-busy="true"]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    pressed: {
      true: { color: vars.color.danger, borderColor: vars.color.danger },
      false: {},
    },
    variant: {
      md: { height: 36, padding: `0 ${vars.space['3']}`, borderRadius: vars.radius.md },
      icon: { width: 36, height: 36, borderRadius: vars.radius.full, fontSize: 18 },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', fontSize: '1.15em' },
  variants: { pending: { true: { opacity: 0.5 }, false: {} } },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
