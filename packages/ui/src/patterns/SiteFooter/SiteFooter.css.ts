import { style } from '@vanilla-extract/css';
import { focusRing, link, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const footer = style([
  root,
  {
    background: '#1f2329',
    color: '#c9ced6',
    fontSize: vars.fontSize.sm,
    padding: `${vars.space['6']} ${vars.space['4']}`,
  },
]);

export const inner = style({
  maxWidth: 1200,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  textAlign: 'center',
});

export const links = style([
  list,
  { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: `0 ${vars.space['4']}` },
]);

export const a = style([
  link,
  focusRing,
  { color: '#e3e6eb', selectors: { '&:hover': { color: '#fff', textDecoration: 'underline' } } },
]);

export const line = style({ margin: 0 });
