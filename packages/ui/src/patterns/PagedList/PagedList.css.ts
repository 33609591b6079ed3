import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const wrap = style([
  root,
  { display: 'flex', flexDirection: 'column', gap: vars.space['4'] },
]);

export const items = recipe({
  base: [
    list,
    {
      transition: `opacity ${vars.duration.normal}`,
      selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
    },
  ],
  variants: {
    layout: {
      list: { display: 'flex', flexDirection: 'column', gap: vars.space['3'] },
      grid: { display: 'grid', gap: vars.space['4'] },
    },
  },
});

export const item = style({ minWidth: 0 });

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['8']} ${vars.space['4']}`,
  color: vars.color.danger,
  textAlign: 'center',
});

export const errorText = style({ margin: 0 });

export const pager = style({ marginTop: vars.space['2'] });
