import { style } from '@vanilla-extract/css';
import { focusRing, list } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
  gap: vars.space['4'],
});

export const part = style({ minWidth: 0 });

export const heading = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textSecondary,
});

export const leader = style({ margin: `0 0 ${vars.space['3']}`, overflowWrap: 'anywhere' });

export const notice = style([
  focusRing,
  {
    display: 'block',
    width: '100%',
    padding: vars.space['3'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    font: 'inherit',
    color: vars.color.text,
    textAlign: 'left',
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    selectors: { '&:hover': { borderColor: vars.color.accent } },
  },
]);

export const years = style([
  list,
  { display: 'flex', flexDirection: 'column', gap: vars.space['3'] },
]);

export const year = style({
  margin: `0 0 ${vars.space['1']}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentActive,
});

export const classes = style([list, { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }]);

export const cls = style({
  display: 'inline-block',
  padding: `2px ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  maxWidth: '100%',
});

export const skeletonRow = style({
  height: 20,
  margin: `${vars.space['2']} 0`,
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});
