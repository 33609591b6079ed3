import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const tabs = style({ background: vars.color.surface });

export const count = recipe({
  base: {
    display: 'inline-block',
    minWidth: 20,
    marginLeft: vars.space['1'],
    padding: `0 ${vars.space['1']}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.regular,
    lineHeight: '18px',
    textAlign: 'center',
  },
  variants: {
    zero: {
      true: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
      false: { background: vars.color.accentSoft, color: vars.color.accentActive },
    },
  },
});
