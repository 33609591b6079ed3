import { style } from '@vanilla-extract/css';
import { focusRing, list } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const grade = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textSecondary,
});

export const classes = style([list, { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }]);

const chipBase = {
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere' as const,
  maxWidth: '100%',
};

export const chip = style(chipBase);

export const chipButton = style([
  focusRing,
  {
    ...chipBase,
    cursor: 'pointer',
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accentActive } },
  },
]);

export const skeletonRow = style({
  height: 32,
  margin: `${vars.space['2']} 0`,
  borderRadius: vars.radius.full,
  background: vars.color.skeleton,
});
