import { style } from '@vanilla-extract/css';
import { button, focusRing, link as resetLink, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const nav = style([
  root,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    fontSize: vars.fontSize.sm,
    flexWrap: 'wrap',
  },
]);

export const back = style([
  button,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `2px ${vars.space['2']}`,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.textSecondary,
    selectors: { '&:hover': { color: vars.color.accent, borderColor: vars.color.accent } },
  },
]);

export const trail = style([
  list,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', minWidth: 0 },
]);

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.textSecondary,
  minWidth: 0,
  selectors: {
    '&:not(:last-child)::after': {
      content: '"/"',
      margin: `0 ${vars.space['2']}`,
      color: vars.color.textMuted,
    },
  },
});

export const link = style([
  resetLink,
  focusRing,
  { color: vars.color.textSecondary, selectors: { '&:hover': { color: vars.color.accent } } },
]);

export const linkButton = style([
  button,
  focusRing,
  { color: vars.color.textSecondary, selectors: { '&:hover': { color: vars.color.accent } } },
]);

export const current = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '24em',
});
