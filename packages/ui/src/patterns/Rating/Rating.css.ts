import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { button, focusRing, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const rating = style([
  root,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] },
]);

export const stars = style({ display: 'inline-flex', gap: 2 });

export const star = recipe({
  base: [
    button,
    focusRing,
    {
      fontSize: 22,
      lineHeight: 1,
      padding: 2,
      borderRadius: vars.radius.sm,
      color: vars.color.borderStrong,
    },
  ],
  variants: {
    on: { true: { color: vars.color.star }, false: {} },
    readOnly: { true: { cursor: 'default' }, false: {} },
  },
});

export const text = style({
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  minWidth: '2.5em',
});
