import { style, styleVariants } from '@vanilla-extract/css';
import { list, root } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';

export const wrap = style([
  root,
  { display: 'flex', flexDirection: 'column', gap: vars.space['3'], containerType: 'inline-size' },
]);

export const items = style([list, { display: 'flex', flexDirection: 'column' }]);

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': { '(max-width: 420px)': { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const content = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const del = style({
  '@container': { '(max-width: 420px)': { gridColumn: '2', justifySelf: 'start' } },
});

const badge = style({
  display: 'inline-block',
  minWidth: 44,
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

/** Colour by level; every pair keeps ≥ 4.5:1 contrast. */
export const level = styleVariants({
  excellent: [badge, { background: vars.color.successSoft, color: vars.color.success }],
  good: [badge, { background: vars.color.infoSoft, color: vars.color.accentActive }],
  medium: [badge, { background: vars.color.surfaceMuted, color: vars.color.textSecondary }],
  fair: [badge, { background: vars.color.warningSoft, color: vars.color.warning }],
  poor: [badge, { background: vars.color.dangerSoft, color: vars.color.danger }],
  other: [badge, { background: vars.color.surfaceMuted, color: vars.color.textSecondary }],
});

export const skeletonRow = style({
  height: 56,
  margin: `${vars.space['1']} 0`,
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
});
